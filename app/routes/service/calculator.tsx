import { data } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { distanceProviderFor } from '#app/.server/adapters/distance'
import { quoteZipDelivery, ZIP_QUOTE_RATE_LIMIT } from '#app/.server/services/bookings/zip-quote'
import { recordQuoteEvent } from '#app/.server/services/bookings/quote-log'
import { DistanceCalculator } from '#app/components/service/distance-calculator'
import { ServicePageHeader } from '#app/components/service/page-header'
import { ZipCalculator } from '#app/components/service/zip-calculator'
import { formatCents } from '#app/domain/money'
import { BASE_FARE_CENTS, PER_MILE_CENTS } from '#app/domain/quote/pricing'
import { zipQuoteFieldErrors, zipQuoteSchema, type ZipQuoteResponse } from '#app/domain/quote/zip-quote'
import { z } from '#app/domain/zod'
import { pageMeta } from '#app/i18n/meta'
import { useLang } from '#app/i18n/use-lang'
import { appContext } from '#app/.server/context'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import type { Route } from './+types/calculator'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'servicePages.meta.calculator.title',
    description: 'servicePages.meta.calculator.description',
  })

/** What the visitor typed, sent back beside the answer. */
function typedValues(typed: Record<string, unknown>): ZipQuoteResponse['values'] {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 20) : '')
  return { from: text(typed.from), to: text(typed.to) }
}

/**
 * The ZIP-code way in: the guarded edge (origin, size, rate limit per IP, one parse), priced on the
 * server. The answer keeps the calculator's own shape (`ZipQuoteResponse`), refusals included.
 */
export async function action(args: Route.ActionArgs) {
  const app = args.context.get(appContext)
  const edge = await guardedEdge(args, {
    form: 'zip-quote',
    schema: zipQuoteSchema,
    failure: 'servicePages.calculator.zip.errors.failed',
    rateLimited: 'servicePages.calculator.zip.errors.rateLimited',
    rateLimit: ZIP_QUOTE_RATE_LIMIT,
  })
  if (!edge.ok) {
    const { data: reply, init } = edge.response
    // A refusal's reply keeps what was typed as `initialValue`.
    const values = typedValues(
      (reply.result as { initialValue?: Record<string, unknown> }).initialValue ?? {},
    )
    const answer: ZipQuoteResponse =
      edge.reason === 'rate-limited'
        ? { status: 'rate-limited', retryAfterSeconds: edge.retryAfterSeconds ?? 0, values }
        : edge.reason === 'invalid'
          ? { status: 'invalid', errors: zipQuoteFieldErrors(edge.error ?? new z.ZodError([])), values }
          : { status: 'failed', values }
    return data(answer, init ?? undefined)
  }
  const values = typedValues(Object.fromEntries(edge.formData))
  const quote = await quoteZipDelivery(app, distanceProviderFor(app.env), edge.value)
  // The quote log (issue #21 item 5): each ZIP outside the 15 areas is a coverage gap. No price was
  // given, so none is logged.
  if (quote.status === 'outside-areas')
    for (const zip of quote.outsideAreas)
      await recordQuoteEvent(app, {
        kind: 'calculatorZip',
        outcome: 'outsideAreas',
        pickupZip: quote.from,
        deliveryZip: quote.to,
        zip,
        miles: quote.miles,
      })
  // Outside the areas is refused like the operator quote outside its area: 422, no price.
  const status =
    quote.status === 'priced'
      ? 200
      : quote.status === 'failed'
        ? 503
        : quote.status === 'outside-areas'
          ? 422
          : 400
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
