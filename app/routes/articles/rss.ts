import { articleKindOfPath } from '#app/domain/articles/articles'
import { splitLocalePath } from '#app/domain/routing/locale'
import { getArticleFeed } from '#app/.server/services/content/articles'
import { siteOrigin } from '#app/.server/site-origin'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/rss'

/** `/success-stories/rss.xml`, `/blog/rss.xml` and their Spanish twins under `/es` (issue #33). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  const app = context.get(appContext)
  const kind = articleKindOfPath(pathname) ?? 'story'
  const xml = await getArticleFeed(app, kind, splitLocalePath(pathname).lang, siteOrigin(app.env))
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
