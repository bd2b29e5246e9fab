import type { QuoteStats } from '#app/domain/quotes/quote-log'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'
import { formatDate } from '#app/domain/time/format'

/** A week's Monday (YYYY-MM-DD) as a date in the page's language ("Nov 23, 2026" / "23 nov 2026"). */
function weekLabel(lang: string, monday: string) {
  return formatDate(`${monday}T12:00:00Z`, lang, { dateStyle: 'medium', timeZone: 'UTC' })
}

/**
 * The operator portal's My Quotes (issue #21 item 4): the instant quotes of the operator's page per
 * week with bookings and conversion, and the totals. Presentational: the portal route passes
 * `quoteStatsForOperator(db, operatorId, { weeks })` (app/.server/services/bookings/quote-log.ts). Its texts
 * are the `portalQuotes` bundle (the route lists it in its `texts`).
 */
export function QuoteStatsTable({ stats }: { stats: QuoteStats }) {
  const { t } = useTranslation()
  const lang = useLang()
  const percent = (n: number) => `${n}%`
  const cell = 'py-2 pr-3 text-right tabular-nums'
  return (
    <section aria-labelledby="quote-stats-title" data-testid="quote-stats">
      <h2 id="quote-stats-title" className="text-xl font-bold text-ink">
        {t('portalQuotes.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">{t('portalQuotes.intro')}</p>
      {stats.totals.quotes === 0 ? (
        <p className="mt-4 text-slate-700" data-testid="quote-stats-empty">
          {t('portalQuotes.empty')}
        </p>
      ) : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{t('portalQuotes.caption')}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('portalQuotes.columns.week')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('portalQuotes.columns.quotes')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('portalQuotes.columns.outsideArea')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('portalQuotes.columns.bookings')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('portalQuotes.columns.conversion')}
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.weeks.map((w) => (
              <tr key={w.week} className="border-b border-slate-100" data-testid="quote-week-row">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {weekLabel(lang, w.week)}
                </th>
                <td className={cell}>{w.quotes}</td>
                <td className={cell}>{w.outsideArea}</td>
                <td className={cell}>{w.bookings}</td>
                <td className="py-2 text-right tabular-nums">{percent(w.conversion)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold">
            <tr data-testid="quote-totals-row">
              <th scope="row" className="py-2 pr-3">
                {t('portalQuotes.totals')}
              </th>
              <td className={cell}>{stats.totals.quotes}</td>
              <td className={cell}>{stats.totals.outsideArea}</td>
              <td className={cell}>{stats.totals.bookings}</td>
              <td className="py-2 text-right tabular-nums">{percent(stats.totals.conversion)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('portalQuotes.conversionHelp')}</p>
    </section>
  )
}
