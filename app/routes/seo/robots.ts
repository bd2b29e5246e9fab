import { siteOrigin } from '#app/.server/site-origin'
import { getRobotsTxt } from '#app/.server/services/sitemap'
import type { Route } from './+types/robots'

export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(getRobotsTxt(siteOrigin(context.env, request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
