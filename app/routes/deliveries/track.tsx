import { data, redirect } from 'react-router'
import { TrackingScreen } from '#app/components/deliveries/tracking'
import { TRACKING_HEADERS, trackingPath } from '#app/domain/deliveries/tracking-token'
import { localizedPath, splitLocalePath } from '#app/domain/routing/locale'
import { pageMeta } from '#app/i18n/meta'
import { appContext } from '#app/.server/context'
import { trackingView } from '#app/.server/services/deliveries/tracking'
import type { Route } from './+types/track'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'deliveries.track.metaTitle' }),
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers = () => TRACKING_HEADERS

/**
 * `/track/:token` (issue #44, ADR 062): the private tracking page of a booking, opened from the
 * confirmation e-mail's link. A forged, altered or unknown token is a 404 that says nothing more.
 * Shown in the booking's language (a link opened in the other one is sent to it). The open page
 * asks `/track/:token/state` for the latest state every 10 s while it is visible.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const view = await trackingView(context.get(appContext), params.token)
  if (!view) throw data(null, { status: 404, headers: TRACKING_HEADERS })
  const { lang } = splitLocalePath(new URL(request.url).pathname)
  if (lang !== view.lang)
    throw redirect(localizedPath(view.lang, trackingPath(params.token)), { headers: TRACKING_HEADERS })
  return data({ token: params.token, view }, { headers: TRACKING_HEADERS })
}

export default function Track({ loaderData }: Route.ComponentProps) {
  return <TrackingScreen token={loaderData.token} initial={loaderData.view} />
}
