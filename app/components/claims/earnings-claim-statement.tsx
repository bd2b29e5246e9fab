import type { EarningsClaimStatement as Statement } from '#app/.server/services/claims/statement'
import { useTranslation } from '#app/i18n/react'

/**
 * The Earnings Claim Statement (issue #35): the heading the law asks for, the seller and the date,
 * every current claim with its basis, and the offer of written substantiation. Printed, it drops
 * the page's colours and keeps each claim on one sheet.
 */
export function EarningsClaimStatement({ statement }: { statement: Statement }) {
  const { t } = useTranslation()
  const S = (key: string, values?: Record<string, unknown>) => t(`earningsClaims.statement.${key}`, values)
  return (
    <article
      className="mx-auto max-w-3xl px-4 py-12 text-ink print:max-w-none print:p-0 print:text-[11pt] print:text-black lg:py-16"
      data-testid="earnings-claim-statement"
    >
      <h1 className="text-3xl font-black tracking-tight print:text-[16pt]">{S('heading')}</h1>
      <p className="mt-4 font-semibold" data-testid="statement-seller">
        {S('seller', { seller: statement.seller })}
      </p>
      <p data-testid="statement-date">{S('date', { date: statement.date })}</p>
      <p className="mt-4 text-slate-700 print:text-black">{S('intro')}</p>
      {statement.claims.length === 0 && statement.unbacked.length === 0 ? (
        <p className="mt-6">{S('none')}</p>
      ) : null}
      {statement.claims.map((claim) => (
        <section
          key={claim.id}
          className="mt-6 break-inside-avoid rounded border border-slate-300 p-4 print:mt-3 print:p-2"
          aria-labelledby={`claim-${claim.id}`}
          data-testid="statement-claim"
        >
          <h2 id={`claim-${claim.id}`} className="text-xl font-bold print:text-[13pt]">
            {claim.text}
          </h2>
          <table className="mt-3 w-full text-left text-sm print:mt-1">
            <caption className="sr-only">{claim.text}</caption>
            <tbody>
              {[
                ['claim', claim.figure],
                ['period', S('periodValue', { start: claim.period.start, end: claim.period.end })],
                ['covered', String(claim.covered)],
                [
                  'achieved',
                  S('achievedValue', {
                    achieved: claim.achieved,
                    covered: claim.covered,
                    share: claim.share,
                  }),
                ],
                ['where', claim.where],
                ['differs', claim.differs],
              ].map(([key, value]) => (
                <tr key={key} className="border-t border-slate-200 align-top">
                  <th scope="row" className="w-1/3 py-1.5 pr-3 font-semibold">
                    {S(key!)}
                  </th>
                  <td className="py-1.5" data-testid={`statement-${key}`}>
                    {value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {statement.unbacked.length > 0 ? (
        <section
          className="mt-6 break-inside-avoid rounded border border-amber-400 bg-amber-50 p-4 print:bg-transparent print:p-2"
          aria-labelledby="statement-unbacked-title"
          data-testid="statement-unbacked"
        >
          <h2 id="statement-unbacked-title" className="text-xl font-bold print:text-[13pt]">
            {S('unbackedTitle')}
          </h2>
          <p className="mt-2 text-sm">{S('unbackedIntro')}</p>
          <table className="mt-3 w-full text-left text-sm print:mt-1">
            <caption className="sr-only">{S('unbackedTitle')}</caption>
            <tbody>
              {statement.unbacked.map((figure) => (
                <tr
                  key={figure}
                  className="border-t border-amber-300 align-top"
                  data-testid="statement-unbacked-figure"
                >
                  <th scope="row" className="w-1/3 py-1.5 pr-3 font-semibold">
                    {figure}
                  </th>
                  <td className="py-1.5">{S('unbackedBasis')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <p className="mt-6 font-semibold" data-testid="statement-substantiation">
        {S('substantiation')}
      </p>
    </article>
  )
}
