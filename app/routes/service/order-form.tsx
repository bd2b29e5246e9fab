import { data, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { distanceProviderFor } from '#app/.server/adapters/distance'
import { appContext, languageContext } from '#app/.server/context'
import { firstTouchOfRequest } from '#app/.server/http/first-touch'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { BOOKING_RATE_LIMIT } from '#app/.server/services/bookings/booking-requests'
import { startServiceOrder, submitServiceOrder } from '#app/.server/services/bookings/service-order'
import { BookingForm } from '#app/components/operators/booking-form'
import { ServicePageHeader } from '#app/components/service/page-header'
import { PriceEstimate } from '#app/components/service/price-estimate'
import {
  bookingFieldErrors,
  bookingRequestSchema,
  typedBookingValues,
  type BookingResponse,
} from '#app/domain/operators/booking'
import { z } from '#app/domain/zod'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath } from '#app/i18n/use-lang'
import type { Route } from './+types/order-form'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'servicePages.meta.orderForm.title',
    description: 'servicePages.meta.orderForm.description',
  })

/**
 * The service section's order page (issue #44, ADR 066): the calculator's ZIP codes (`?from=&to=`)
 * fill the form, and the server's own quote for them is shown. Nothing in the link is a price.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  return startServiceOrder(app, distanceProviderFor(app.env), new URL(request.url).searchParams)
}

/**
 * The order: through the guarded edge with the operator page's booking schema, honeypot and rate
 * limit; refusals keep what was typed. Stored, routed by the pickup ZIP and priced by the server
 * (`submitServiceOrder`) before the success is said.
 */
export async function action(args: Route.ActionArgs) {
  const app = args.context.get(appContext)
  const edge = await guardedEdge(args, {
    form: 'service-order',
    schema: bookingRequestSchema({ now: new Date(), zone: app.env.SITE_TIME_ZONE }),
    failure: 'operators.booking.errors.failed',
    rateLimited: 'operators.booking.errors.rateLimited',
    rateLimit: BOOKING_RATE_LIMIT,
  })
  if (!edge.ok) {
    const { data: reply, init } = edge.response
    const typed = (reply.result as { initialValue?: Record<string, unknown> }).initialValue ?? {}
    const values = typedBookingValues(typed)
    const answer: BookingResponse =
      edge.reason === 'rate-limited'
        ? { status: 'rate-limited', values }
        : edge.reason === 'invalid'
          ? { status: 'invalid', errors: bookingFieldErrors(edge.error ?? new z.ZodError([])), values }
          : { status: 'failed', values }
    return data<BookingResponse>(answer, init ?? undefined)
  }
  try {
    const order = await submitServiceOrder(
      app,
      distanceProviderFor(app.env),
      { ...edge.value, firstTouch: firstTouchOfRequest(args.request), claim: edge.claim },
      args.context.get(languageContext),
      app.logger,
    )
    app.outbox.nudge()
    return data<BookingResponse>({ status: 'sent', operatorName: order.operatorName })
  } catch (error) {
    app.logger.error({ err: error }, 'service order failed')
    return data<BookingResponse>(
      { status: 'failed', values: typedBookingValues(edge.value) },
      { status: 500 },
    )
  }
}

export default function ServiceOrderForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { quote } = loaderData
  return (
    <>
      <ServicePageHeader title={t('servicePages.orderForm.title')}>
        <p>{t('servicePages.orderForm.intro')}</p>
      </ServicePageHeader>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <BookingForm
            fetcherKey="service-order"
            intent={null}
            title={t('servicePages.orderForm.formTitle')}
            intro={t('servicePages.orderForm.formIntro')}
            success={(sent) =>
              sent.operatorName
                ? t('servicePages.orderForm.success', { name: sent.operatorName })
                : t('servicePages.orderForm.successStaff')
            }
            quote={quote}
            answer={actionData}
            defaults={{ pickup: loaderData.pickup, delivery: loaderData.delivery }}
          />
        </div>
        <aside aria-label={t('servicePages.calculator.estimate.title')} data-testid="order-quote">
          {quote ? (
            <PriceEstimate price={quote.price} testId="order-estimate" order={null} />
          ) : (
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-800">
              <p data-testid="order-no-quote">{t('servicePages.orderForm.noQuote')}</p>
              <Link to={href('/service/calculator')} className="mt-2 inline-block font-semibold underline">
                {t('servicePages.orderForm.calculatorLink')}
              </Link>
            </div>
          )}
        </aside>
      </div>
    </>
  )
}
