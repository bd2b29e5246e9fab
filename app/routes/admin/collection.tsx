import { collectionAt, collectionRegistry } from '#app/collections/registry'
import { preloadCollection, RegistryScreen } from '#app/components/admin/registry-screen'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { collectionServer } from '#app/.server/collections/server'
import type { Route } from './+types/collection'

/**
 * Every registered admin collection's screen (issue #43, ADR 068): one page per entry of
 * `app/collections/registry.ts` (`/admin/<segment>`, app/pages/staff.ts), behind the staff layout.
 * The path names the collection; its config gives the list, the form, the validation, the history
 * and the restore (`adminCollection()` and `CollectionScreen`, ADR 042).
 */
export const meta: Route.MetaFunction = ({ matches, location }) =>
  adminMeta(matches, `${collectionAt(collectionRegistry, location.pathname)?.texts ?? 'admin.meta'}.title`)
export const headers = adminHeaders

const server = collectionServer(collectionRegistry)
export const loader = server.loader
export const action = server.action

/** In the browser, a navigation to the screen loads its config beside its data. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([
    serverLoader(),
    preloadCollection(collectionRegistry, new URL(request.url).pathname),
  ])
  return loaded
}

export default function CollectionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RegistryScreen registry={collectionRegistry} loaderData={loaderData} actionData={actionData} />
}
