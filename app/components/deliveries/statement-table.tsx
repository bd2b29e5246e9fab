import { useId } from 'react'
import type { Statement } from '#app/domain/deliveries/statement'
import { formatCents } from '#app/domain/money'
import { formatInZone } from '#app/domain/time/format'
import { useTranslation } from '#app/i18n/react'
import { useLang, useSiteTimeZone } from '#app/i18n/use-lang'

/**
 * An operator's monthly statement (issue #44, ADR 065): a row per delivered job with its price and
 * the operator's share, then the totals (the sums of the rows). Times in the site's zone.
 */
export function StatementTable({ statement, monthName }: { statement: Statement; monthName: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const zone = useSiteTimeZone()
  const captionId = useId()
  const s = 'deliveries.statement'
  const money = (cents: number | null) => (cents === null ? t(`${s}.noPrice`) : formatCents(cents, lang))
  const cell = 'py-2 pr-3'
  if (statement.rows.length === 0)
    return (
      <p className="text-slate-700" data-testid="statement-empty">
        {t(`${s}.empty`)}
      </p>
    )
  return (
    <>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="statement-table">
          <caption id={captionId} className="mb-2 text-left font-semibold text-slate-900">
            {t(`${s}.caption`, { month: monthName })}
          </caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className={cell}>
                {t(`${s}.columns.booking`)}
              </th>
              <th scope="col" className={cell}>
                {t(`${s}.columns.delivered`)}
              </th>
              <th scope="col" className={cell}>
                {t(`${s}.columns.customer`)}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t(`${s}.columns.price`)}
              </th>
              <th scope="col" className="py-2 text-right">
                {t(`${s}.columns.share`, { percent: statement.percent })}
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.rows.map((r) => (
              <tr key={r.jobId} className="border-b border-slate-100" data-testid="statement-row">
                <td className={`${cell} font-mono`}>#{r.bookingId}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatInZone(r.deliveredAt, zone, lang)}</td>
                <td className={`${cell} break-words`}>{r.customer}</td>
                <td className={`${cell} text-right`}>{money(r.priceCents)}</td>
                <td className="py-2 text-right" data-testid="statement-share">
                  {money(r.shareCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold">
            <tr data-testid="statement-totals">
              <th scope="row" className={cell}>
                {t(`${s}.total`)}
              </th>
              <td className={cell} colSpan={2}>
                {t(`${s}.count`, { count: statement.totals.jobs })}
              </td>
              <td className={`${cell} text-right`}>{formatCents(statement.totals.priceCents, lang)}</td>
              <td className="py-2 text-right" data-testid="statement-total-share">
                {formatCents(statement.totals.shareCents, lang)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {statement.totals.unpriced > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {t(`${s}.unpriced`, { count: statement.totals.unpriced })}
        </p>
      ) : null}
    </>
  )
}
