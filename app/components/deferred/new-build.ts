import { createPath, useNavigation } from 'react-router'
import { useEffect, useSyncExternalStore } from 'react'

/**
 * A page whose deferred part (ADR 031) cannot download its code while the browser is online was
 * served by a build that a newer one has replaced: the old hashed chunks are gone (ADR 035). Such a
 * page moves to the new build by loading a document: its next navigation inside the site is made
 * as a document navigation to the same address, and a press on a part whose code never came
 * reloads the page at once. Until then the parts keep their server HTML (links and forms in it work
 * as plain HTML).
 */

export const NEW_BUILD_RELOAD_KEY = 'courier-new-build-reload'

type Guard = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Whether a page of build `version` may load a new document to reach the newer build: once per
 * build and browser tab, so that a chunk missing from the newer build too (or a broken build)
 * cannot make the page reload forever. Without a build version or a working sessionStorage there
 * is no guard, hence no reload.
 */
export function mayMoveToNewBuild(storage: Guard | undefined, version: string | undefined): boolean {
  if (!storage || !version) return false
  try {
    if (storage.getItem(NEW_BUILD_RELOAD_KEY) === version) return false
    storage.setItem(NEW_BUILD_RELOAD_KEY, version)
    return true
  } catch {
    return false
  }
}

let moving: boolean | undefined
const listeners = new Set<() => void>()

function sessionStorageOrNothing(): Guard | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * Called when a deferred part's code did not download. True: the page will move to the newer
 * build (the part keeps its server HTML meanwhile); false: offline, or already moved once for this
 * build (the part is dropped, ADR 031). Decided once per page.
 */
export function newBuildSuspected(): boolean {
  if (moving === undefined) {
    const version = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest
      ?.version
    moving = navigator.onLine !== false && mayMoveToNewBuild(sessionStorageOrNothing(), version)
    if (moving) for (const listener of listeners) listener()
  }
  return moving
}

export function resetNewBuildForTests() {
  moving = undefined
}

/** Reloads the page: a press on a part whose code is gone is answered by the newer build. */
export function reloadIntoNewBuild() {
  window.location.reload()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * In the root route: once the page is known to be of a replaced build, the next navigation to a
 * page (a link, a GET form) is made as a document navigation to the same address, which the newer
 * build answers with its own page and service worker. A POST is left to go through (it cannot be
 * repeated as an address; the server of the newer build answers it).
 */
export function MoveToNewBuild() {
  const movingNow = useSyncExternalStore(
    subscribe,
    () => moving === true,
    () => false,
  )
  const navigation = useNavigation()
  useEffect(() => {
    if (!movingNow || navigation.state !== 'loading') return
    if (navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET') return
    window.location.assign(createPath(navigation.location))
  }, [movingNow, navigation])
  return null
}
