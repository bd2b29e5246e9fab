import { data, type RouterContextProvider } from 'react-router'
import { collectionAt, type CollectionEntry } from '#app/collections/registry'
import type { DefinedCollection } from '#app/collections/define'
import { adminCollection, type CollectionStore } from '../http/admin-collection'
import { namedStores } from './stores'
import { tableStore } from './table-store'

/**
 * The server half of every registered collection (issue #43, ADR 068): the loader and the action
 * of the generic route module. The request's path names the collection (`/admin/<segment>`); its
 * config module gives `adminCollection()` (ADR 042) its schema, texts and store, built once.
 */
type Args = { request: Request; context: Readonly<RouterContextProvider> }
type Server = ReturnType<typeof adminCollection>

export function storeOf(config: DefinedCollection) {
  if (typeof config.store !== 'string') return tableStore(config.store, Object.keys(config.fields))
  const store = namedStores[config.store]
  if (!store) throw new Error(`No store named ${config.store} for the ${config.segment} collection`)
  return store
}

/** `adminCollection()` of a collection's config. */
export function collectionFromConfig(config: DefinedCollection): Server {
  return adminCollection({
    path: config.path,
    texts: config.texts,
    nameKey: config.nameKey,
    schema: config.schema,
    done: config.done,
    coercion: config.coercion,
    images: config.images,
    store: storeOf(config) as CollectionStore<unknown, unknown, unknown, { values: object }>,
  })
}

export function collectionServer(registry: readonly CollectionEntry[]) {
  const built = new Map<string, Promise<Server>>()
  async function serverAt(request: Request) {
    const entry = collectionAt(registry, new URL(request.url).pathname)
    if (!entry) throw data(null, { status: 404 })
    let server = built.get(entry.segment)
    if (!server) {
      server = entry.load().then((module) => collectionFromConfig(module.default))
      built.set(entry.segment, server)
    }
    return server
  }
  return {
    loader: async (args: Args) => (await serverAt(args.request)).loader(args),
    action: async (args: Args) => (await serverAt(args.request)).action(args),
  }
}
