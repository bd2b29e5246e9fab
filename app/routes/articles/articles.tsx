import { Link } from 'react-router'
import { SampleBadge } from '#app/components/sample-badge'
import { Cover, feedLink, kindTexts, PublishedDate } from '#app/components/articles/article-parts'
import { articleFeedPath, articleKindOfPath } from '#app/domain/articles/articles'
import { pageMeta } from '#app/i18n/meta'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath, type RootData } from '#app/i18n/use-lang'
import { getArticleIndex } from '#app/.server/services/content/articles'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/articles'

/**
 * `/success-stories` and `/blog` (issue #33), each in both languages: the live entries of the kind,
 * newest first, with their cover, title, summary and date. The same page for every visitor.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = articleKindOfPath(new URL(request.url).pathname) ?? 'story'
  return getArticleIndex(context.get(appContext), kind, context.get(languageContext))
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const kind = data?.kind ?? 'story'
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined
  return [
    ...pageMeta(matches, { title: `${kindTexts(kind)}.title`, description: `${kindTexts(kind)}.intro` }),
    feedLink(kind, root),
  ]
}

export default function ArticleIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const lang = useLang()
  const { kind, entries } = loaderData
  const texts = kindTexts(kind)
  return (
    <div className="mx-auto max-w-5xl px-4 py-10" data-testid={`${kind}-index`}>
      <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{t(`${texts}.title`)}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t(`${texts}.intro`)}</p>
      <p className="mt-2 text-sm">
        <a className="font-semibold text-brand-800 underline" href={articleFeedPath(kind, lang)}>
          {t('articles.subscribe')}
        </a>
      </p>
      {entries.length === 0 ? (
        <p className="mt-8 text-slate-700">{t(`${texts}.empty`)}</p>
      ) : (
        <ul className="mt-8 grid gap-8 sm:grid-cols-2" data-testid="article-list">
          {entries.map((entry, i) => (
            <li key={entry.id} className="flex flex-col" data-testid="article-card">
              {entry.cover ? (
                <Cover
                  image={entry.cover}
                  eager={i === 0}
                  className="aspect-video w-full rounded object-cover"
                />
              ) : null}
              <h2 className="mt-3 text-xl font-bold text-ink">
                <Link to={href(entry.path)} className="hover:underline">
                  {entry.title}
                </Link>
                {entry.sample ? <SampleBadge /> : null}
              </h2>
              <PublishedDate iso={entry.publishedAt} />
              <p className="mt-2 text-slate-700">{entry.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
