import { data, Form } from 'react-router'
import { AdminLayout, EmptyState } from '#app/components/admin/admin-layout'
import { TableScroll } from '#app/components/admin/admin-table'
import { adminInputClass, primaryButton } from '#app/components/admin/fields'
import { HorizontalBars, PeriodBars } from '#app/components/admin/people/funnel-charts'
import { CountsTable, FunnelSection } from '#app/components/admin/people/funnel-tables'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { funnelPeriods, funnelSteps, parseFunnelPeriod } from '#app/domain/people/funnel'
import { useTranslation } from '#app/i18n/react'
import { funnelOverview } from '#app/.server/services/people/funnel'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import type { Route } from './+types/funnel'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Funnel tab (issue #34): leads, calls booked, applications, approvals and active operators by
 * week or month, the conversion between steps, by first source and language, and the time spent
 * in each stage; computed by app/domain/people/funnel.ts, drawn as SVG beside tables.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const period = parseFunnelPeriod(new URL(request.url).searchParams.get('period'))
  const overview = await funnelOverview(app, {
    period,
    lang: context.get(languageContext),
    timeZone: app.env.SITE_TIME_ZONE,
  })
  return data({ staff: { email: staff.email }, ...overview }, { headers: adminHeaders() })
}

export default function AdminFunnel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { report, stages } = loaderData
  const step = (s: string) => t(`adminPipeline.funnel.steps.${s}`)
  const percent = (n: number | null) => (n === null ? t('adminPipeline.funnel.conversionNone') : `${n} %`)
  const stageLabel = new Map(stages.map((s) => [s.key, s.label]))
  const sourceLabel = (key: string) => (key === 'direct' ? t('adminPipeline.people.direct') : key)
  const days = (n: number | null) =>
    n === null ? t('adminPipeline.funnel.noTime') : t('adminPipeline.funnel.days', { value: n })
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.funnel')}>
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminPipeline.funnel.intro')}</p>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" data-testid="funnel-period">
        <div>
          <label htmlFor="funnel-period" className="block text-sm font-semibold text-slate-800">
            {t('adminPipeline.funnel.periodLabel')}
          </label>
          <select id="funnel-period" name="period" defaultValue={report.period} className={adminInputClass}>
            {funnelPeriods.map((p) => (
              <option key={p} value={p}>
                {t(`adminPipeline.funnel.periods.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          {t('adminPipeline.funnel.show')}
        </button>
      </Form>
      {loaderData.people === 0 ? (
        <EmptyState title={t('adminPipeline.funnel.empty')} text={t('adminPipeline.funnel.emptyText')} />
      ) : (
        <>
          <FunnelSection
            id="funnel-totals"
            title={t('adminPipeline.funnel.totalsTitle', { count: report.periods.length })}
          >
            <HorizontalBars
              label={report.totals.map((r) => `${step(r.step)}: ${r.people}`).join(', ')}
              bars={report.totals.map((r) => ({
                label: step(r.step),
                value: r.people,
                valueText: String(r.people),
              }))}
              testId="funnel-totals-chart"
            />
            <TableScroll labelledBy="funnel-totals-caption">
              <table className="w-full text-left text-sm" data-testid="funnel-totals">
                <caption id="funnel-totals-caption" className="sr-only">
                  {t('adminPipeline.funnel.stepsCaption')}
                </caption>
                <thead className="border-b border-slate-300 text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminPipeline.funnel.columns.step')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t('adminPipeline.funnel.columns.people')}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {t('adminPipeline.funnel.columns.conversion')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.totals.map((r) => (
                    <tr key={r.step} className="border-b border-slate-100" data-row={r.step}>
                      <th scope="row" className="py-2 pr-3 font-semibold">
                        {step(r.step)}
                      </th>
                      <td className="py-2 pr-3 text-right" data-cell="people">
                        {r.people}
                      </td>
                      <td className="py-2 text-right" data-cell="conversion">
                        {percent(r.conversion)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </FunnelSection>
          <section aria-labelledby="funnel-periods" className="mt-8">
            <h2 id="funnel-periods" className="mb-3 text-lg font-bold text-slate-900">
              {t('adminPipeline.funnel.periodChartTitle')}
            </h2>
            <PeriodBars
              label={funnelSteps
                .map((s) =>
                  t('adminPipeline.funnel.chartLabel', {
                    step: step(s),
                    period: t(`adminPipeline.funnel.periods.${report.period}`),
                    values: report.periods.map((p) => `${p.key} ${p.counts[s]}`).join(', '),
                  }),
                )
                .join('; ')}
              periods={report.periods.map((p) => p.key)}
              series={funnelSteps.map((s) => ({
                name: step(s),
                values: report.periods.map((p) => p.counts[s]),
              }))}
              testId="funnel-periods-chart"
            />
            <div className="mt-3">
              <CountsTable
                caption={t('adminPipeline.funnel.periodCaption')}
                firstHeader={t('adminPipeline.funnel.columns.period')}
                rows={report.periods.map((p) => ({ key: p.key, label: p.key, counts: p.counts }))}
                testId="funnel-by-period"
              />
            </div>
          </section>
          <FunnelSection id="funnel-sources" title={t('adminPipeline.funnel.bySourceTitle')}>
            <HorizontalBars
              label={report.bySource.map((r) => `${sourceLabel(r.key)}: ${r.counts.leads}`).join(', ')}
              bars={report.bySource.map((r) => ({
                label: sourceLabel(r.key),
                value: r.counts.leads,
                valueText: String(r.counts.leads),
              }))}
              testId="funnel-sources-chart"
            />
            <CountsTable
              caption={t('adminPipeline.funnel.bySourceCaption')}
              firstHeader={t('adminPipeline.funnel.columns.source')}
              rows={report.bySource.map((r) => ({ key: r.key, label: sourceLabel(r.key), counts: r.counts }))}
              testId="funnel-by-source"
            />
          </FunnelSection>
          <FunnelSection id="funnel-languages" title={t('adminPipeline.funnel.byLanguageTitle')}>
            <HorizontalBars
              label={report.byLanguage
                .map((r) => `${t(`adminPipeline.funnel.languages.${r.key}`)}: ${r.counts.leads}`)
                .join(', ')}
              bars={report.byLanguage.map((r) => ({
                label: t(`adminPipeline.funnel.languages.${r.key}`),
                value: r.counts.leads,
                valueText: String(r.counts.leads),
              }))}
              testId="funnel-languages-chart"
            />
            <CountsTable
              caption={t('adminPipeline.funnel.byLanguageCaption')}
              firstHeader={t('adminPipeline.funnel.columns.language')}
              rows={report.byLanguage.map((r) => ({
                key: r.key,
                label: t(`adminPipeline.funnel.languages.${r.key}`),
                counts: r.counts,
              }))}
              testId="funnel-by-language"
            />
          </FunnelSection>
          <FunnelSection id="funnel-time" title={t('adminPipeline.funnel.timeTitle')}>
            <HorizontalBars
              label={t('adminPipeline.funnel.timeChartLabel', {
                values: report.timeInStage
                  .map((r) => `${stageLabel.get(r.stage) ?? r.stage} ${days(r.averageDays)}`)
                  .join(', '),
              })}
              bars={report.timeInStage.map((r) => ({
                label: stageLabel.get(r.stage) ?? r.stage,
                value: r.averageDays ?? 0,
                valueText: r.averageDays === null ? '—' : String(r.averageDays),
              }))}
              testId="funnel-time-chart"
            />
            <TableScroll labelledBy="funnel-time-caption">
              <table className="w-full text-left text-sm" data-testid="funnel-time">
                <caption id="funnel-time-caption" className="sr-only">
                  {t('adminPipeline.funnel.timeCaption')}
                </caption>
                <thead className="border-b border-slate-300 text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminPipeline.funnel.columns.stage')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t('adminPipeline.funnel.columns.average')}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {t('adminPipeline.funnel.columns.people_in')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.timeInStage.map((r) => (
                    <tr key={r.stage} className="border-b border-slate-100" data-row={r.stage}>
                      <th scope="row" className="py-2 pr-3 font-semibold">
                        {stageLabel.get(r.stage) ?? r.stage}
                      </th>
                      <td className="py-2 pr-3 text-right">{days(r.averageDays)}</td>
                      <td className="py-2 text-right">{r.stays}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </FunnelSection>
        </>
      )}
    </AdminLayout>
  )
}
