import { appContext } from '#app/.server/context'
import { trackingView } from '#app/.server/services/deliveries/tracking'
import { TRACKING_HEADERS } from '#app/domain/deliveries/tracking-token'
import type { Route } from './+types/track-state'

/**
 * `/track/:token/state` (issue #44, ADR 062): the tracking page's state as JSON, which the open
 * page polls. The same token rule as the page: anything but a live token is a bare 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await trackingView(context.get(appContext), params.token)
  const headers = { ...TRACKING_HEADERS, 'Content-Type': 'application/json; charset=utf-8' }
  if (!view) return new Response(JSON.stringify({ error: 'notFound' }), { status: 404, headers })
  return new Response(JSON.stringify(view), { headers })
}
