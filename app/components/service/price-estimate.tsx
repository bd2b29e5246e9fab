import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { formatCents } from '#app/domain/money'
import { PER_MILE_CENTS, type PriceBreakdown } from '#app/domain/quote/pricing'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import { SERVICE_ORDER_PATH } from '#app/domain/service/order-routing'
import { buttonClass } from './page-header'
import { localeOf } from '#app/domain/time/format'

/**
 * An estimate with its breakdown (base fare + miles × rate = total) and a link to the order page
 * (ADR 066) carrying the calculator's inputs (`orderQuery`); `order: null` shows none (the order
 * page itself).
 */
export function PriceEstimate({
  price,
  testId,
  order = '',
  children,
}: {
  price: PriceBreakdown
  testId: string
  /** The order link's query (`?from=&to=`), or null for no link. */
  order?: string | null
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const money = (cents: number) => formatCents(cents, lang)
  const miles = new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 3 }).format(price.miles)
  return (
    <div className="rounded-xl border border-blue-200 bg-blue-50 p-5" data-testid={testId}>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-blue-900">
        {t('servicePages.calculator.estimate.title')}
      </h3>
      <p className="mt-1 text-4xl font-black text-slate-900" data-testid={`${testId}-total`}>
        {money(price.totalCents)}
      </p>
      {children}
      <dl className="mt-4 space-y-1 text-slate-800">
        <div className="flex justify-between gap-4">
          <dt>{t('servicePages.calculator.estimate.base')}</dt>
          <dd data-testid={`${testId}-base`}>{money(price.baseCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('servicePages.calculator.estimate.distance', { miles, perMile: money(PER_MILE_CENTS) })}</dt>
          <dd data-testid={`${testId}-distance`}>{money(price.distanceCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-blue-200 pt-1 font-bold">
          <dt>{t('servicePages.calculator.estimate.total')}</dt>
          <dd>{money(price.totalCents)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{t('servicePages.calculator.estimate.note')}</p>
      {order === null ? null : (
        <Link
          to={`${href(SERVICE_ORDER_PATH)}${order}`}
          className={`mt-4 ${buttonClass.primary}`}
          data-testid={`${testId}-order`}
        >
          {t('servicePages.calculator.estimate.order')}
        </Link>
      )}
    </div>
  )
}
