import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
} from 'react'
import { onFirstInteractionOnce } from './first-interaction'
import { newBuildSuspected, reloadIntoNewBuild } from './new-build'

/**
 * A part of a page that the server renders but whose code the first load does not carry (ADR 031):
 * the footer, the chat button, the consent banner, the home page below its first screen. In the
 * browser the part is a lazy component inside a Suspense boundary that waits for a gate; React
 * hydrates the rest of the page and leaves the boundary's server HTML as it is (links and forms
 * work natively) until the gate opens:
 * - `near`: the part is within `margin` of the viewport once the page is scrolled (a wrapper
 *   around the boundary, which React hydrates, is observed; a part in view on arrival is read as
 *   server HTML until the visitor scrolls or interacts);
 * - any part: the pointer goes over it or it takes focus, or the visitor's first press, touch or
 *   key anywhere on the page (first-interaction.ts);
 * - at once when the part mounts after hydration (a client-side navigation).
 * A button pressed while its part was still server HTML is pressed again once every part asked
 * for has hydrated (the chat button, "Accept", "Cookie Settings" work for a visitor who is quick).
 *
 * A part whose code is gone because a new build replaced this one keeps its server HTML and moves
 * the page to the newer build (new-build.ts, ADR 035).
 *
 * On the server the part's code is loaded at start-up and rendered in the same boundary
 * (`deferredPartsReady` before the first render), so the HTML is the same either way.
 */
export type DeferredTrigger = 'near' | 'interaction'
export type DeferredOptions = {
  /** Also load when the part comes near the viewport (parts in the page's flow). */
  trigger: DeferredTrigger
  /** How near counts, as IntersectionObserver's rootMargin. */
  margin?: string
  /** Classes of the wrapper element (it is in the page's flow; fixed parts need none). */
  className?: string
}

type Loader<P> = () => Promise<ComponentType<P>>

const serverLoads: Promise<unknown>[] = []

/** Server: resolves once every deferred part's code is loaded (the render must not suspend). */
export function deferredPartsReady(): Promise<unknown> {
  return Promise.all(serverLoads)
}

// Parts asked for and not hydrated yet: a replayed press waits for all of them, so that the
// part it talks to (the footer's "Cookie Settings" opens the consent banner) is listening.
let pending = 0
const afterSettled: Array<() => void> = []
function partStarted() {
  pending += 1
}
function partSettled() {
  pending -= 1
  if (pending > 0) return
  for (const callback of afterSettled.splice(0)) callback()
}
function whenAllSettled(callback: () => void) {
  if (pending === 0) callback()
  else afterSettled.push(callback)
}

/** The HTML a replayed press may safely be repeated on: a plain button (not a link, not a submit). */
export function replayableButton(target: EventTarget | null): HTMLButtonElement | null {
  if (!(target instanceof Element)) return null
  const button = target.closest('button')
  return button && button.type === 'button' && !button.disabled ? button : null
}

function Hydrated({
  onHydrated,
  onCommitted,
  children,
}: {
  onHydrated: () => void
  onCommitted: () => void
  children: ReactElement
}) {
  // In the commit itself: a press React hydrates the part for (synchronously, on the click) can
  // see that the part became live while the press was going on.
  useLayoutEffect(onCommitted, [onCommitted])
  // A parent's effect runs after its children's: the part is hydrated and listening.
  useEffect(onHydrated, [onHydrated])
  return children
}

/** One instance's gate, lazy component and presses to replay. */
function createGate<P extends object>(load: Loader<P>) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const gated = {
    opened: false,
    hydrated: false,
    /** Committed: React delivers events to the part from now on (before `hydrated`'s effects). */
    live: false,
    /** The code did not come and the page moves to a newer build (new-build.ts). */
    stale: false,
    presses: [] as HTMLButtonElement[],
    open() {
      if (gated.opened) return
      gated.opened = true
      partStarted()
      release()
    },
    committed() {
      gated.live = true
    },
    done() {
      if (gated.hydrated) return
      gated.hydrated = true
      partSettled()
      whenAllSettled(() => {
        // After the updates the parts' own effects scheduled.
        setTimeout(() => {
          for (const button of gated.presses.splice(0)) if (button.isConnected) button.click()
        }, 0)
      })
    },
    Lazy: lazy(async () => {
      await gate
      let Part: ComponentType<P>
      try {
        Part = await load()
      } catch {
        if (newBuildSuspected()) {
          // A new deployment removed this build's chunks (ADR 035): the part keeps its server
          // HTML until the page moves to the newer build, at once if the visitor pressed one of
          // its buttons. The lazy component never resolves, so React leaves the HTML as it is.
          gated.stale = true
          partSettled()
          if (gated.presses.length > 0) reloadIntoNewBuild()
          return new Promise<never>(() => {})
        }
        // Offline, or already moved to the newest build once: the part is dropped rather than a
        // navigation left waiting for it.
        Part = () => null
      }
      return {
        default: (props: P) => (
          <Hydrated onHydrated={gated.done} onCommitted={gated.committed}>
            <Part {...props} />
          </Hydrated>
        ),
      }
    }),
  }
  return gated
}

const subscribeNothing = () => () => {}

function shallowEqual(a: object, b: object) {
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  )
}

export function deferredPart<P extends object>(
  load: Loader<P>,
  { trigger, margin = '200px 0px', className }: DeferredOptions,
): ComponentType<P> {
  if (import.meta.env.SSR) {
    let Loaded: ComponentType<P> | null = null
    serverLoads.push(load().then((part) => (Loaded = part)))
    return function ServerPart(props: P) {
      if (!Loaded) throw new Error('a deferred part was rendered before deferredPartsReady()')
      return (
        <div className={className}>
          <Suspense fallback={null}>
            <Loaded {...props} />
          </Suspense>
        </div>
      )
    }
  }

  return function DeferredPart(props: P) {
    // True while hydrating (the server snapshot), false for a part mounted by a navigation; kept
    // from the first render (the next one, right after hydration, reads the client snapshot).
    const hydrating = useSyncExternalStore(
      subscribeNothing,
      () => false,
      () => true,
    )
    const [gated] = useState(() => {
      const created = createGate(load)
      if (!hydrating) created.open()
      return created
    })
    const wrapper = useRef<HTMLDivElement>(null)

    // The boundary's element stays the same object while the props are equal: React then leaves
    // a dehydrated boundary alone when this component renders again.
    const boundary = useRef<{ props: P; element: ReactElement } | null>(null)
    if (!boundary.current || !shallowEqual(boundary.current.props, props)) {
      boundary.current = {
        props,
        element: (
          <Suspense fallback={null}>
            <gated.Lazy {...props} />
          </Suspense>
        ),
      }
    }

    useEffect(() => {
      const element = wrapper.current
      if (!element || gated.hydrated) return
      const cancelFirst = onFirstInteractionOnce(gated.open)
      // React stops events inside a dehydrated boundary at the document: listen above it.
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target)
      const onApproach = (event: Event) => {
        if (inside(event)) gated.open()
      }
      // Presses seen before React, and whether the part was live then.
      const seen = new WeakMap<Event, boolean>()
      const onPress = (event: Event) => {
        if (gated.hydrated || !inside(event)) return
        gated.open()
        const button = replayableButton(event.target)
        if (button && gated.stale) return reloadIntoNewBuild()
        if (button && !gated.presses.includes(button)) {
          gated.presses.push(button)
          seen.set(event, gated.live)
        }
      }
      // After React: if it hydrated the part on this very press (its code was already in), it
      // delivered the press itself, and a replay would press the button a second time (a chat
      // opened, then closed or reopened behind the visitor's back).
      const onPressDelivered = (event: Event) => {
        if (seen.get(event) !== false || !gated.live) return
        const button = replayableButton(event.target)
        gated.presses = gated.presses.filter((b) => b !== button)
      }
      window.addEventListener('pointerover', onApproach, true)
      window.addEventListener('focusin', onApproach, true)
      window.addEventListener('click', onPress, true)
      window.addEventListener('click', onPressDelivered)
      // Near: within `margin` of the viewport once the visitor scrolls. A part already in view
      // on arrival is server HTML the visitor can read; its code waits for a scroll or a touch.
      let observer: IntersectionObserver | undefined
      let near = false
      const openIfNearAfterScroll = () => {
        if (near && window.scrollY > 0) gated.open()
      }
      if (trigger === 'near') {
        if (typeof IntersectionObserver === 'undefined') gated.open()
        else {
          observer = new IntersectionObserver(
            (entries) => {
              near = entries.some((entry) => entry.isIntersecting)
              openIfNearAfterScroll()
            },
            { rootMargin: margin },
          )
          observer.observe(element)
          window.addEventListener('scroll', openIfNearAfterScroll, { passive: true })
        }
      }
      return () => {
        cancelFirst()
        observer?.disconnect()
        window.removeEventListener('scroll', openIfNearAfterScroll)
        window.removeEventListener('pointerover', onApproach, true)
        window.removeEventListener('focusin', onApproach, true)
        window.removeEventListener('click', onPress, true)
        window.removeEventListener('click', onPressDelivered)
      }
    }, [gated])

    return (
      <div ref={wrapper} className={className}>
        {boundary.current.element}
      </div>
    )
  }
}
