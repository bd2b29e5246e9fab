import { Suspense, use } from 'react'
import { useLocation } from 'react-router'
import type { DefinedCollection } from '#app/collections/define'
import { collectionAt, type CollectionEntry } from '#app/collections/registry'
import { useTranslation } from '#app/i18n/react'
import { CollectionScreen } from './collection'

/**
 * The screen of a registered collection (issue #43, ADR 068): the registry entry of the page's path,
 * its config module loaded (once; on the server before the page renders, in the browser with the
 * screen, the server's HTML kept meanwhile), and `CollectionScreen` built from it.
 */
const loaded = new Map<string, DefinedCollection>()
const loading = new Map<string, Promise<DefinedCollection>>()

function configOf(entry: CollectionEntry): DefinedCollection | Promise<DefinedCollection> {
  const ready = loaded.get(entry.segment)
  if (ready) return ready
  let promise = loading.get(entry.segment)
  if (!promise) {
    promise = entry.load().then((module) => {
      loaded.set(entry.segment, module.default)
      return module.default
    })
    loading.set(entry.segment, promise)
  }
  return promise
}

/** Loads the config of the collection at `pathname` ahead (a route's clientLoader, the server). */
export function preloadCollection(registry: readonly CollectionEntry[], pathname: string) {
  const entry = collectionAt(registry, pathname)
  return entry ? Promise.resolve(configOf(entry)) : Promise.resolve(null)
}

type Props = { registry: readonly CollectionEntry[]; loaderData: unknown; actionData: unknown }

function Loaded({ entry, ...props }: Omit<Props, 'registry'> & { entry: CollectionEntry }) {
  const { t } = useTranslation()
  const found = configOf(entry)
  const config = found instanceof Promise ? use(found) : found
  const intro = config.intro ? config.intro(t) : t(`${config.texts}.intro`)
  return (
    <CollectionScreen
      config={config.screen}
      loaderData={props.loaderData as never}
      actionData={props.actionData}
      intro={intro}
    />
  )
}

export function RegistryScreen({ registry, ...props }: Props) {
  const { pathname } = useLocation()
  const entry = collectionAt(registry, pathname)
  if (!entry) return null
  return (
    <Suspense fallback={null}>
      <Loaded entry={entry} {...props} />
    </Suspense>
  )
}
