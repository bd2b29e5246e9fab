import { siteOrigin } from '#app/.server/site-origin'
import { getRobotsTxt } from '#app/.server/services/content/sitemap'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/robots'

export function loader({ context }: Route.LoaderArgs) {
  return new Response(getRobotsTxt(siteOrigin(context.get(appContext).env)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
