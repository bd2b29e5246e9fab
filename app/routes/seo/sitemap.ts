import { siteOrigin } from '#app/.server/site-origin'
import { getSitemapXml } from '#app/.server/services/content/sitemap'
import { isSiteLaunched } from '#app/.server/services/operations/site-launch'
import { sitemapXmlBeforeLaunch } from '#app/domain/seo/sitemap'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/sitemap'

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  // Until staff launch the site no page is listed (issue #45).
  const launched = await isSiteLaunched(app)
  const xml = launched ? await getSitemapXml(app, siteOrigin(app.env)) : sitemapXmlBeforeLaunch()
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${launched ? 3600 : 300}`,
    },
  })
}
