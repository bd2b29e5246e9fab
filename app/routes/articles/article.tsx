import { data, isRouteErrorResponse, Link } from 'react-router'
import { Cover, feedLink, kindTexts, PublishedDate } from '#app/components/articles/article-parts'
import { ErrorPage, NotFoundPage } from '#app/components/layout/error-pages'
import { SampleBadge } from '#app/components/sample-badge'
import { JsonLd } from '#app/components/seo/json-ld'
import { articleBasePath, articleKindOfPath } from '#app/domain/articles/articles'
import { formatInZone } from '#app/domain/time/format'
import { pageMeta } from '#app/i18n/meta'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath, useSiteTimeZone, type RootData } from '#app/i18n/use-lang'
import { getArticlePage } from '#app/.server/services/content/articles'
import { siteOrigin } from '#app/.server/site-origin'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/article'

/**
 * A success story's or a blog post's page (issue #33): its text rendered on the server from the
 * stored document, its cover, and its `Article` data. A draft or a scheduled entry is a 404 for
 * visitors; staff see it with `?preview=draft` (the root's preview middleware; never kept by the page cache: the query and the staff
 * cookie each bypass it, and the answer is `private, no-store`).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const app = context.get(appContext)
  const kind = articleKindOfPath(url.pathname) ?? 'story'
  // The root's preview middleware decides, as for every page's drafts (`?preview=draft`, staff only).
  const preview = app.contentPreview === true
  const page = await getArticlePage(app, kind, params.slug, context.get(languageContext), {
    origin: siteOrigin(app.env),
    preview,
  })
  if (!page) throw data(null, { status: 404 })
  return data(page, { headers: preview ? { 'Cache-Control': 'private, no-store' } : {} })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = ({ data: page, matches, error }) => {
  if (error || !page)
    return [...pageMeta(matches, { title: 'articles.notFoundTitle' }), { name: 'robots', content: 'noindex' }]
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined
  const title = `${page.entry.title} | ${root?.messages.meta.siteName ?? ''}`.replace(/ \| $/, '')
  const tags = pageMeta(matches, { title: `${kindTexts(page.kind)}.title` }).map((tag) => {
    if ('title' in tag) return { title }
    const name = 'name' in tag ? tag.name : 'property' in tag ? tag.property : undefined
    if (name === 'og:title' || name === 'twitter:title') return { ...tag, content: page.entry.title }
    if (name === 'description' || name === 'og:description' || name === 'twitter:description')
      return { ...tag, content: page.entry.summary }
    if (name === 'og:type') return { ...tag, content: 'article' }
    return tag
  })
  return [
    ...tags,
    feedLink(page.kind, root),
    ...(page.state === 'live' ? [] : [{ name: 'robots', content: 'noindex' }]),
  ]
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const lang = useLang()
  const zone = useSiteTimeZone()
  const { kind, entry, state, jsonLd } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-4 py-10" data-testid="article-page" data-state={state}>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      {state !== 'live' ? (
        <p
          role="status"
          className="mb-6 rounded border border-amber-700 bg-amber-50 p-3 text-amber-900"
          data-testid="article-preview"
        >
          {state === 'draft'
            ? t('articles.preview.draft')
            : t('articles.preview.scheduled', { date: formatInZone(entry.publishedAt, zone, lang) })}
        </p>
      ) : null}
      <Link to={href(articleBasePath[kind])} className="text-sm font-semibold text-brand-800 hover:underline">
        ← {t(`${kindTexts(kind)}.back`)}
      </Link>
      <h1 className="mt-4 text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {entry.title}
        {entry.sample ? <SampleBadge /> : null}
      </h1>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <PublishedDate iso={entry.publishedAt} />
        {entry.operator ? (
          <Link to={href(entry.operator.path)} className="text-sm font-semibold text-brand-800 underline">
            {t('articles.about', { operator: entry.operator.name })}
          </Link>
        ) : null}
      </div>
      <p className="mt-4 text-lg text-slate-700">{entry.summary}</p>
      {entry.cover ? <Cover image={entry.cover} eager className="mt-6 w-full rounded" /> : null}
      <div
        className="rich-text mt-6 text-lg leading-relaxed text-slate-800"
        data-testid="article-body"
        // The server's HTML of the stored document (app/.server/services/content/rich-text.ts).
        dangerouslySetInnerHTML={{ __html: entry.html }}
      />
    </article>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return <ErrorPage />
}
