import { siteOrigin } from '#app/.server/site-origin'
import { getRobotsTxt } from '#app/.server/services/content/sitemap'
import { isSiteLaunched } from '#app/.server/services/operations/site-launch'
import { robotsTxtBeforeLaunch } from '#app/domain/seo/sitemap'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/robots'

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  // Until staff launch the site nothing may be crawled (issue #45); kept briefly, as the launch
  // should reach crawlers soon.
  const launched = await isSiteLaunched(app)
  return new Response(launched ? getRobotsTxt(siteOrigin(app.env)) : robotsTxtBeforeLaunch(), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': `public, max-age=${launched ? 3600 : 300}`,
    },
  })
}
