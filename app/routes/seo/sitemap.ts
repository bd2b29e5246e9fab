import { siteOrigin } from '#app/.server/site-origin'
import { getSitemapXml } from '#app/.server/services/content/sitemap'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/sitemap'

export async function loader({ context }: Route.LoaderArgs) {
  const xml = await getSitemapXml(context.get(appContext), siteOrigin(context.get(appContext).env))
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
