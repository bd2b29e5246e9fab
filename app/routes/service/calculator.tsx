import { data } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { distanceProviderFor } from '#app/.server/adapters/distance'
import { consumeRateLimit } from '#app/.server/security/rate-limit'
import { quoteZipDelivery, ZIP_QUOTE_RATE_LIMIT } from '#app/.server/services/zip-quote'
import { DistanceCalculator } from '#app/components/service/distance-calculator'
import { ServicePageHeader } from '#app/components/service/page-header'
import { ZipCalculator } from '#app/components/service/zip-calculator'
import { formatCents } from '#app/domain/money'
import { BASE_FARE_CENTS, PER_MILE_CENTS } from '#app/domain/quote/pricing'
import { zipQuoteFieldErrors, zipQuoteSchema, type ZipQuoteResponse } from '#app/domain/quote/zip-quote'
import { pageMeta } from '#app/i18n/meta'
import { useLang } from '#app/i18n/use-lang'
import { appContext } from '#app/.server/context'
import { boundedFormData } from '#app/.server/http/guarded-edge'
import type { Route } from './+types/calculator'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'servicePages.meta.calculator.title',
    description: 'servicePages.meta.calculator.description',
  })

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '')

/** The ZIP-code way in: rate-limited per IP, validated with the form's schema, priced on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await boundedFormData({ request, context })
  const values = { from: text(form.get('from')).slice(0, 20), to: text(form.get('to')).slice(0, 20) }
  const limit = await consumeRateLimit(
    context.get(appContext).db,
    ZIP_QUOTE_RATE_LIMIT,
    context.get(appContext).clientIp,
    {
      scale: context.get(appContext).env.RATE_LIMIT_SCALE,
    },
  )
  if (!limit.allowed) {
    return data<ZipQuoteResponse>(
      { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds, values },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  const parsed = zipQuoteSchema.safeParse(values)
  if (!parsed.success) {
    return data<ZipQuoteResponse>(
      { status: 'invalid', errors: zipQuoteFieldErrors(parsed.error), values },
      { status: 400 },
    )
  }
  const quote = await quoteZipDelivery(
    context.get(appContext).db,
    distanceProviderFor(context.get(appContext).env),
    parsed.data,
  )
  const status = quote.status === 'priced' ? 200 : quote.status === 'failed' ? 503 : 400
  return data<ZipQuoteResponse>({ ...quote, values }, { status })
}

export default function Calculator({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <>
      <ServicePageHeader title={t('servicePages.calculator.title')}>
        <p>
          {t('servicePages.calculator.intro', {
            base: formatCents(BASE_FARE_CENTS, lang),
            perMile: formatCents(PER_MILE_CENTS, lang),
          })}
        </p>
      </ServicePageHeader>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 lg:grid-cols-2">
        <DistanceCalculator />
        <ZipCalculator actionData={actionData} />
      </div>
    </>
  )
}
