import { siteOrigin } from '#app/.server/site-origin'
import { getSitemapXml } from '#app/.server/services/sitemap'
import type { Route } from './+types/sitemap'

export async function loader({ request, context }: Route.LoaderArgs) {
  const xml = await getSitemapXml(context.db, siteOrigin(context.env, request))
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
