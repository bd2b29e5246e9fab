import { useState } from 'react'
import { Form, Link, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { listServiceAreas } from '#app/.server/services/service/service-areas'
import { AreaCard } from '#app/components/service/area-card'
import { buttonClass, ServicePageHeader } from '#app/components/service/page-header'
import { searchAreas } from '#app/domain/service-areas/search'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/areas'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'servicePages.meta.areas.title',
    description: 'servicePages.meta.areas.description',
  })

export async function loader({ context }: Route.LoaderArgs) {
  return { areas: await listServiceAreas(context.get(appContext)) }
}

/** The search and the open cards live in the query string; the list itself does not change with them. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if ((!formMethod || formMethod === 'GET') && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

const openIdsOf = (params: URLSearchParams) =>
  params
    .getAll('open')
    .map(Number)
    .filter((n) => Number.isInteger(n))

export default function Areas({ loaderData }: Route.ComponentProps) {
  const { areas } = loaderData
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const [params] = useSearchParams()
  const urlQuery = params.get('q') ?? ''
  const [query, setQuery] = useState(urlQuery)
  const [openIds, setOpenIds] = useState(() => openIdsOf(params))
  // A submitted search (or a link) changes the URL: take its query (adjusting state during render).
  const [urlSeen, setUrlSeen] = useState(urlQuery)
  if (urlSeen !== urlQuery) {
    setUrlSeen(urlQuery)
    setQuery(urlQuery)
  }

  // Filtered as you type; the URL's ?q= is what was last submitted (and all there is without JavaScript).
  const result = searchAreas(areas, query)
  const toggled = (id: number) => (openIds.includes(id) ? openIds.filter((o) => o !== id) : [...openIds, id])

  return (
    <>
      <ServicePageHeader title={t('servicePages.areas.title')}>
        <p>{t('servicePages.areas.intro', { count: areas.length })}</p>
      </ServicePageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Form method="get" role="search" preventScrollReset className="max-w-xl">
          <label htmlFor="area-search" className="block font-medium text-slate-800">
            {t('servicePages.areas.search.label')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="area-search"
              name="q"
              type="search"
              autoComplete="off"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('servicePages.areas.search.placeholder')}
              className="w-full rounded-lg border border-slate-400 px-3 py-2 text-lg focus:border-blue-700 focus:outline-2 focus:outline-blue-700"
            />
            <button
              type="submit"
              className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {t('servicePages.areas.search.submit')}
            </button>
          </div>
        </Form>

        <div className="mt-6 flex flex-wrap items-baseline gap-4" aria-live="polite">
          {result.areas.length > 0 ? (
            <p className="font-semibold text-slate-800" data-testid="area-results">
              {t('servicePages.areas.results', { count: result.areas.length })}
            </p>
          ) : (
            <div
              className="w-full rounded-xl border border-slate-200 bg-slate-50 p-6"
              data-testid="areas-empty"
            >
              <p className="text-lg font-bold text-slate-900">{t('servicePages.areas.empty')}</p>
              <p className="mt-1 text-slate-700">{t('servicePages.areas.emptyHint')}</p>
            </div>
          )}
          {query.trim() !== '' ? (
            <Link
              to={href('/service/areas')}
              onClick={() => setQuery('')}
              className="text-blue-800 underline underline-offset-2 hover:text-blue-900"
            >
              {t('servicePages.areas.search.clear')}
            </Link>
          ) : null}
        </div>

        {result.areas.length > 0 ? (
          <ul className="mt-6 grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="area-list">
            {result.areas.map((area) => (
              <AreaCard
                key={area.id}
                area={area}
                open={openIds.includes(area.id)}
                highlightedZip={result.highlightedIds.includes(area.id) ? result.zip : undefined}
                query={query}
                openIdsAfterToggle={toggled(area.id)}
                onToggle={() => setOpenIds(toggled(area.id))}
              />
            ))}
          </ul>
        ) : null}

        <section className="mt-12 rounded-2xl bg-slate-100 p-6 sm:p-8" aria-labelledby="areas-cta">
          <h2 id="areas-cta" className="text-2xl font-bold text-slate-900">
            {t('servicePages.areas.cta.title')}
          </h2>
          <p className="mt-2 text-slate-700">{t('servicePages.areas.cta.text')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={href('/service/contact')} className={buttonClass.primary}>
              {t('servicePages.common.contactUs')}
            </Link>
            <Link to={href('/service/calculator')} className={buttonClass.secondary}>
              {t('servicePages.common.calculatePrice')}
            </Link>
          </div>
        </section>
      </div>
    </>
  )
}
