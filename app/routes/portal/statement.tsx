import { data, Form } from 'react-router'
import { MonthField } from '#app/components/deliveries/month-field'
import { StatementTable } from '#app/components/deliveries/statement-table'
import { parseStatementMonth } from '#app/domain/deliveries/statement'
import { formatDate } from '#app/domain/time/format'
import { localDate } from '#app/domain/time/zone'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'
import { appContext, operatorContext } from '#app/.server/context'
import { operatorStatement } from '#app/.server/services/deliveries/statements'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/statement'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'deliveries.statement.metaTitle')
export const headers = portalHeaders

/**
 * `/portal/statement?month=YYYY-MM` (issue #44, ADR 065): the signed-in operator's monthly
 * statement, every job they delivered in the month with its price, their share at the site's split
 * and the totals. Whose: `operatorContext` only, never the URL. The month defaults to the current
 * one in the site's zone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext)
  const app = context.get(appContext)
  const zone = app.env.SITE_TIME_ZONE
  const month = parseStatementMonth(
    new URL(request.url).searchParams.get('month'),
    localDate(new Date(), zone),
  )
  const statement = await operatorStatement(app, operator.operatorId, month, zone)
  return data({ name: operator.name, statement }, { headers: portalHeaders() })
}

export default function PortalStatement({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const { statement } = loaderData
  const monthName = formatDate(`${statement.month}-01T12:00:00Z`, lang, {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  })
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">
        {t('deliveries.statement.title', { month: monthName })}
      </h1>
      <p className="mb-1 text-slate-700">{loaderData.name}</p>
      <p className="mb-6 text-slate-700">{t('deliveries.statement.intro', { percent: statement.percent })}</p>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" data-testid="statement-month-form">
        <MonthField
          id="statement-month"
          label={t('deliveries.statement.monthLabel')}
          defaultValue={statement.month}
          labelClassName="block text-base font-semibold text-slate-800"
          inputClassName="mt-1 min-h-11 rounded border border-slate-400 px-3 py-2 text-base"
        />
        <button
          type="submit"
          className="min-h-11 rounded bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('deliveries.statement.show')}
        </button>
      </Form>
      <StatementTable statement={statement} monthName={monthName} />
    </div>
  )
}
