import { data } from 'react-router'
import { AdminLayout } from '#app/components/admin/admin-layout'
import { NewsletterSubTabs } from '#app/components/admin/newsletter-tabs'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'
import { newsletterStatistics } from '#app/.server/services/newsletter/newsletter-stats'
import { appContext, staffContext } from '#app/.server/context'
import type { Route } from './+types/newsletter-statistics'
import { formatDate, localeOf } from '#app/domain/time/format'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/** The Statistics sub-tab (issue #11 item 5): cards and charts computed from the database. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  return data(
    { staff: { email: staff.email }, ...(await newsletterStatistics(context.get(appContext))) },
    { headers: adminHeaders() },
  )
}

const cardKeys = [
  'totalSubscribers',
  'activeSubscribers',
  'newslettersSent',
  'averageOpenRate',
  'averageClickRate',
  'recentGrowth',
] as const

type Bar = { label: string; values: number[] }

/** A bar chart in SVG with the same figures in a table for screen readers. */
function BarChart(props: {
  title: string
  description: string
  series: string[]
  bars: Bar[]
  labelHeader: string
  testId: string
}) {
  const colors = ['#c2410c', '#0369a1']
  const max = Math.max(1, ...props.bars.flatMap((b) => b.values))
  const width = 640
  const height = 220
  const top = 16
  const bottom = 40
  const slot = width / Math.max(1, props.bars.length)
  const barWidth = Math.min(48, (slot - 12) / props.series.length)
  const scale = (v: number) => ((height - top - bottom) * v) / max
  return (
    <figure className="rounded border border-slate-200 p-4" data-testid={props.testId}>
      <figcaption className="font-semibold text-slate-900">{props.title}</figcaption>
      <p className="text-sm text-slate-600">{props.description}</p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-3 h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} stroke="#94a3b8" />
        {props.bars.map((bar, i) => (
          <g key={`${bar.label}-${i}`}>
            {bar.values.map((value, s) => {
              const h = scale(value)
              const x = i * slot + (slot - barWidth * props.series.length) / 2 + s * barWidth
              return (
                <g key={s}>
                  <rect
                    x={x}
                    y={height - bottom - h}
                    width={barWidth - 2}
                    height={h}
                    fill={colors[s % colors.length]}
                  />
                  <text
                    x={x + barWidth / 2 - 1}
                    y={height - bottom - h - 4}
                    fontSize="11"
                    textAnchor="middle"
                    fill="#1f2937"
                  >
                    {value}
                  </text>
                </g>
              )
            })}
            <text
              x={i * slot + slot / 2}
              y={height - bottom + 16}
              fontSize="11"
              textAnchor="middle"
              fill="#334155"
            >
              {bar.label.length > 14 ? `${bar.label.slice(0, 13)}…` : bar.label}
            </text>
          </g>
        ))}
      </svg>
      {props.series.length > 1 ? (
        <ul className="mt-2 flex gap-4 text-sm text-slate-700">
          {props.series.map((name, s) => (
            <li key={name} className="flex items-center gap-1">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-sm"
                style={{ background: colors[s % colors.length] }}
              />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <table className="sr-only">
        <caption>{props.title}</caption>
        <thead>
          <tr>
            <th scope="col">{props.labelHeader}</th>
            {props.series.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.bars.map((bar, i) => (
            <tr key={`${bar.label}-${i}`}>
              <th scope="row">{bar.label}</th>
              {bar.values.map((v, s) => (
                <td key={s}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

export default function NewsletterStatistics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const { cards, growth, engagement } = loaderData
  const shown = (key: (typeof cardKeys)[number]) => {
    const value = cards[key]
    if (key === 'averageOpenRate' || key === 'averageClickRate') {
      return t('adminNewsletters.stats.percentValue', {
        value: value.toLocaleString(localeOf(lang), { maximumFractionDigits: 1 }),
      })
    }
    if (key === 'recentGrowth') return t('adminNewsletters.stats.growthValue', { value })
    return String(value)
  }
  const monthName = (month: string) =>
    formatDate(`${month}-15T12:00:00Z`, lang, { month: 'short', year: 'numeric', timeZone: 'UTC' })
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.newsletters')}>
      <NewsletterSubTabs />
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('adminNewsletters.stats.title')}</h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cardKeys.map((key) => (
          <div
            key={key}
            className="rounded border border-slate-200 bg-slate-50 p-4"
            data-testid={`stat-${key}`}
          >
            <dt className="text-sm font-semibold text-slate-700">
              {t(`adminNewsletters.stats.cards.${key}`)}
            </dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{shown(key)}</dd>
            {key === 'recentGrowth' ? (
              <dd className="text-xs text-slate-600">{t('adminNewsletters.stats.growthHint')}</dd>
            ) : null}
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <BarChart
          title={t('adminNewsletters.stats.subscribersChart')}
          description={t('adminNewsletters.stats.subscribersChartDesc', { count: growth.length })}
          series={[t('adminNewsletters.stats.activeCount')]}
          labelHeader={t('adminNewsletters.stats.month')}
          bars={growth.map((g) => ({ label: monthName(g.month), values: [g.active] }))}
          testId="chart-subscribers"
        />
        {engagement.length === 0 ? (
          <div className="rounded border border-slate-200 p-4" data-testid="chart-engagement">
            <p className="font-semibold text-slate-900">{t('adminNewsletters.stats.engagementChart')}</p>
            <p className="mt-2 text-sm text-slate-600">{t('adminNewsletters.stats.noSends')}</p>
          </div>
        ) : (
          <BarChart
            title={t('adminNewsletters.stats.engagementChart')}
            description={t('adminNewsletters.stats.engagementChartDesc')}
            series={[t('adminNewsletters.stats.opens'), t('adminNewsletters.stats.clicks')]}
            labelHeader={t('adminNewsletters.stats.newsletter')}
            bars={engagement.map((n) => ({ label: n.title, values: [n.opens, n.clicks] }))}
            testId="chart-engagement"
          />
        )}
      </div>
    </AdminLayout>
  )
}
