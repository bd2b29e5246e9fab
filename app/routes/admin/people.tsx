import { data, Link, useSearchParams } from 'react-router'
import { AdminLayout, EmptyState } from '#app/components/admin/admin-layout'
import { AdminTable, useFormatWhen, type Column } from '#app/components/admin/admin-table'
import { Pager, queryWithout } from '#app/components/admin/list-parts'
import { PeopleFilters } from '#app/components/admin/people/people-filters'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { isFiltered, parsePeopleFilter } from '#app/domain/people/people-list'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { peopleOverview } from '#app/.server/services/people/people-list'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import type { Route } from './+types/people'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The People tab (issue #34): every person behind the site's forms, filtered by stage, owner,
 * first source, language and age, searched by name or e-mail, exported as CSV (people-csv.ts).
 * A row opens the person's page (/admin/people/:id).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const filter = parsePeopleFilter(new URL(request.url).searchParams)
  const overview = await peopleOverview(context.get(appContext), filter, context.get(languageContext))
  return data(
    {
      staff: { email: staff.email },
      filter: {
        stage: filter.stage,
        who: filter.who,
        owner: filter.owner === null ? null : String(filter.owner),
        source: filter.source,
        lang: filter.lang,
        age: filter.age,
        q: filter.q,
      },
      filtered: isFiltered(filter),
      page: filter.page,
      ...overview,
    },
    { headers: adminHeaders() },
  )
}

type PersonRow = Route.ComponentProps['loaderData']['rows'][number]

export default function AdminPeople({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const [params] = useSearchParams()
  const when = useFormatWhen()
  const stageLabel = new Map(loaderData.stages.map((s) => [s.key, s.label]))
  const columns: Column<PersonRow>[] = [
    {
      key: 'name',
      header: t('adminPipeline.people.columns.name'),
      cell: (r) => (
        <Link
          to={href(`/admin/people/${r.id}`)}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
          data-testid="person-link"
        >
          {r.name}
        </Link>
      ),
    },
    {
      key: 'email',
      header: t('adminPipeline.people.columns.email'),
      cell: (r) => r.email ?? '—',
      className: 'break-all',
    },
    {
      key: 'stage',
      header: t('adminPipeline.people.columns.stage'),
      // A customer is no lead: no stage until staff move them (app/domain/people/people.ts).
      cell: (r) => (
        <span data-testid="person-stage">
          {r.prospect ? (stageLabel.get(r.stage) ?? r.stage) : t('adminPipeline.people.customer')}
        </span>
      ),
    },
    {
      key: 'source',
      header: t('adminPipeline.people.columns.source'),
      cell: (r) => (
        <span data-testid="person-source">{r.sourceLabel ?? t('adminPipeline.people.direct')}</span>
      ),
    },
    {
      key: 'owner',
      header: t('adminPipeline.people.columns.owner'),
      cell: (r) => r.ownerEmail ?? t('adminPipeline.people.unassigned'),
      className: 'break-all',
    },
    {
      key: 'lang',
      header: t('adminPipeline.people.columns.language'),
      cell: (r) => t(`adminPipeline.people.languages.${r.lang}`),
    },
    {
      key: 'added',
      header: t('adminPipeline.people.columns.added'),
      cell: (r) => when(r.createdAt),
      className: 'whitespace-nowrap',
    },
  ]
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.people')}>
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminPipeline.people.intro')}</p>
      <PeopleFilters
        filter={loaderData.filter}
        filtered={loaderData.filtered}
        exportHref={`${href('/admin/people.csv')}${queryWithout(params, ['page'])}`}
        stages={loaderData.stages}
        owners={loaderData.owners}
        sources={loaderData.sources}
      />
      {loaderData.rows.length === 0 ? (
        loaderData.filtered ? (
          <p className="text-slate-700">{t('adminPipeline.people.none')}</p>
        ) : (
          <EmptyState title={t('adminPipeline.people.empty')} text={t('adminPipeline.people.emptyText')} />
        )
      ) : (
        <AdminTable
          rows={loaderData.rows}
          columns={columns}
          caption={t('adminPipeline.people.caption')}
          testId="people-table"
          rowTestId="person-row"
        />
      )}
      <Pager
        page={loaderData.page}
        hasMore={loaderData.hasMore}
        newer={t('adminPipeline.people.newer')}
        older={t('adminPipeline.people.older')}
      />
    </AdminLayout>
  )
}
