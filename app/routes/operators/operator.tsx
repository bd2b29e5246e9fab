import { firstTouchOfRequest } from '#app/.server/http/first-touch'
import { data, isRouteErrorResponse, useParams } from 'react-router'
import { distanceProviderFor } from '#app/.server/adapters/distance'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { BOOKING_RATE_LIMIT, submitBookingRequest } from '#app/.server/services/bookings/booking-requests'
import {
  checkOperatorArea,
  getOperatorPage,
  operatorSuggestions,
  OPERATOR_QUOTE_RATE_LIMIT,
  operatorQrSvg,
  quoteAddresses,
  quoteForOperator,
} from '#app/.server/services/operators/operators'
import { recordQuoteEvent, zipOrNull } from '#app/.server/services/bookings/quote-log'
import { siteOrigin } from '#app/.server/site-origin'
import { OperatorNotFound, OperatorPageError } from '#app/components/operators/not-found'
import { OperatorPage } from '#app/components/operators/operator-page'
import { NotFoundPage } from '#app/components/layout/error-pages'
import { JsonLd } from '#app/components/seo/json-ld'
import type { PickupClock } from '#app/domain/bookings/pickup-time'
import { isSampleOperator } from '#app/domain/operators/sample-operator'
import { isWithinHours, operatorWeeklyHours } from '#app/domain/operators/hours'
import { bookingFieldErrors, bookingRequestSchema, type BookingResponse } from '#app/domain/operators/booking'
import { isSitePageName } from '#app/domain/operators/slug'
import type { OperatorSuggestions } from '#app/domain/operators/suggestions'
import {
  FALLBACK_PROFILE_IMAGE,
  localizeOperator,
  operatorStructuredData,
} from '#app/domain/operators/operator'
import { addressQuoteSchema, type AddressQuote } from '#app/domain/quote/address-quote'
import { localizedPath } from '#app/domain/routing/locale'
import { z } from '#app/domain/zod'
import { pageMeta } from '#app/i18n/meta'
import type { RootData } from '#app/i18n/use-lang'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/operator'

/** The page's public URL (the QR code and the structured data use it). */
function pageUrlOf(env: { PUBLIC_SITE_URL?: string; PORT: number }, lang: 'en' | 'es', slug: string) {
  return `${siteOrigin(env)}${localizedPath(lang, `/${slug}`)}`
}

/**
 * An operator's page at /{slug}: unknown, malformed and reserved slugs answer 404, an operator's
 * with up to five other operators to suggest.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = context.get(languageContext)
  // A site page that is not built yet (/cart, /playbook...) keeps the site's own 404 page.
  if (isSitePageName(params.slug)) throw data({ notFound: 'page' }, { status: 404 })
  const app = context.get(appContext)
  const stored = await getOperatorPage(app, params.slug)
  if (!stored) {
    // The suggestions are a help: failing, they leave the 404 without them, never a 500.
    const suggestions = await operatorSuggestions(app, params.slug).catch((error: unknown) => {
      app.logger.error({ err: error }, 'operator suggestions failed')
      return { town: null, operators: [] }
    })
    throw data({ notFound: 'operator', suggestions }, { status: 404 })
  }
  // The page, its meta description and its structured data all read the texts of the page's language.
  const operator = localizeOperator(stored, lang)
  const pageUrl = pageUrlOf(context.get(appContext).env, lang, operator.slug)
  const origin = new URL(pageUrl).origin
  const imageUrl = new URL(operator.profileImageUrl || FALLBACK_PROFILE_IMAGE, `${origin}/`).toString()
  return {
    operator,
    pageUrl,
    qrSvg: await operatorQrSvg(pageUrl),
    // A sample operator is no business: search engines are never told it is one (issue #45).
    structuredData: isSampleOperator(operator) ? null : operatorStructuredData(operator, pageUrl, imageUrl),
  }
}

const isSitePageError = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { notFound?: string }).notFound === 'page'

const suggestionsOf = (value: unknown): OperatorSuggestions | undefined =>
  typeof value === 'object' && value !== null
    ? (value as { suggestions?: OperatorSuggestions }).suggestions
    : undefined

/**
 * The two posts of the page: the instant quote and the booking request (whose honeypot is
 * `website_url`), a booking judged at `clock` (no pickup before now in the site's zone).
 */
const operatorPageSchema = (clock: PickupClock) =>
  z.discriminatedUnion('intent', [
    addressQuoteSchema.extend({ intent: z.literal('quote') }),
    bookingRequestSchema(clock).extend({ intent: z.literal('booking') }),
  ])

/**
 * The instant quote (intent=quote) and the booking request (intent=booking), through the guarded
 * edge with each intent's own rate limit. The answers keep the shapes the page's widgets read
 * (`AddressQuote`, `BookingResponse`), refusals included.
 */
export async function action(args: Route.ActionArgs) {
  const { params, context } = args
  const app = context.get(appContext)
  const operator = await getOperatorPage(app, params.slug)
  if (!operator) throw data(null, { status: 404 })
  const edge = await guardedEdge(args, {
    form: 'operator-page',
    schema: operatorPageSchema({ now: new Date(), zone: app.env.SITE_TIME_ZONE }),
    failure: 'operators.booking.errors.failed',
    rateLimit: (form) => (form.get('intent') === 'booking' ? BOOKING_RATE_LIMIT : OPERATOR_QUOTE_RATE_LIMIT),
  })
  if (!edge.ok) {
    const { init } = edge.response
    const status = init?.status ?? 400
    const posted = (edge.response.data.result as { initialValue?: { intent?: unknown } }).initialValue?.intent
    if (posted === 'quote') {
      const error =
        edge.reason === 'rate-limited' ? 'rateLimited' : edge.reason === 'invalid' ? 'missing' : 'failed'
      return data<AddressQuote>({ status: 'error', error }, init ?? undefined)
    }
    if (posted === 'booking') {
      const answer: BookingResponse =
        edge.reason === 'rate-limited'
          ? { status: 'rate-limited' }
          : edge.reason === 'invalid'
            ? { status: 'invalid', errors: bookingFieldErrors(edge.error ?? new z.ZodError([])) }
            : { status: 'failed' }
      return data<BookingResponse>(answer, init ?? undefined)
    }
    return data(null, { status })
  }

  const { value } = edge
  if (value.intent === 'quote') {
    const quote = await quoteForOperator(distanceProviderFor(app.env), operator, value)
    // The quote log (issue #21): ZIP codes, distance and price only; a failure never changes the answer.
    if (quote.status === 'priced' || quote.status === 'outside')
      await recordQuoteEvent(app, {
        kind: 'operatorQuote',
        operatorId: operator.id,
        pickupZip: zipOrNull(value.pickup),
        deliveryZip: zipOrNull(value.delivery),
        ...(quote.status === 'priced'
          ? { outcome: 'priced', miles: quote.price.miles, priceCents: quote.price.totalCents }
          : { outcome: 'outsideArea', zip: quote.zip }),
      })
    const status =
      quote.status === 'priced'
        ? 200
        : quote.status === 'outside'
          ? 422
          : quote.error === 'failed'
            ? 503
            : 400
    return data<AddressQuote>(quote, { status })
  }

  const { intent: _intent, ...request } = value
  // The service area is checked again here: a request for an address beyond it is refused beside the field.
  const area = await checkOperatorArea(operator, request)
  if (area.outside.length > 0) {
    const errors = Object.fromEntries(area.outside.map((end) => [end, 'outsideArea' as const]))
    return data<BookingResponse>({ status: 'invalid', errors }, { status: 400 })
  }
  // The pickup time must fall within the operator's own hours (issue #30 item 4), in the site's zone.
  const hours = operatorWeeklyHours(operator.hoursOfOperation)
  if (request.when && hours && !isWithinHours(hours, request.when)) {
    return data<BookingResponse>({ status: 'invalid', errors: { when: 'closed' } }, { status: 400 })
  }
  // The price is the server's: computed again from the addresses, never read from the form.
  const quote = await quoteAddresses(distanceProviderFor(app.env), request).catch(() => null)
  const priced =
    quote?.status === 'priced' ? { quoteCents: quote.price.totalCents, quoteMiles: quote.price.miles } : {}
  try {
    await submitBookingRequest(
      app,
      operator,
      { ...request, ...priced, firstTouch: firstTouchOfRequest(args.request), claim: edge.claim },
      context.get(languageContext),
      app.logger,
    )
  } catch (error) {
    app.logger.error({ err: error }, 'booking request failed')
    return data<BookingResponse>({ status: 'failed' }, { status: 500 })
  }
  app.outbox.nudge()
  return data<BookingResponse>({ status: 'sent' })
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, error }) => {
  if (error || !loaderData) {
    return [
      ...pageMeta(matches, { title: 'operators.meta.notFoundTitle' }),
      { name: 'robots', content: 'noindex' },
    ]
  }
  const { operator } = loaderData
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined
  const messages = root?.messages as { operators?: { meta?: Record<string, string> } } | undefined
  const m = messages?.operators?.meta ?? {}
  const fill = (template: string | undefined) =>
    (template ?? '').replace('{{name}}', operator.name).replace('{{area}}', operator.areaServed ?? '')
  const title = fill(operator.areaServed ? m.pageTitle : m.pageTitleNoArea)
  const description = operator.tagline ? `${operator.name}: ${operator.tagline}` : fill(m.pageDescription)
  return pageMeta(matches, { title: 'operators.meta.notFoundTitle' }).map((d) => {
    if ('title' in d) return { title }
    if ('property' in d && d.property === 'og:title') return { ...d, content: title }
    if ('name' in d && d.name === 'twitter:title') return { ...d, content: title }
    if ('name' in d && (d.name === 'description' || d.name === 'twitter:description'))
      return { ...d, content: description }
    if ('property' in d && d.property === 'og:description') return { ...d, content: description }
    return d
  })
}

export default function OperatorRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.structuredData ? <JsonLd data={loaderData.structuredData} /> : null}
      <OperatorPage operator={loaderData.operator} qrSvg={loaderData.qrSvg} pageUrl={loaderData.pageUrl} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const params = useParams()
  if (isRouteErrorResponse(error) && error.status === 404)
    return isSitePageError(error.data) ? (
      <NotFoundPage />
    ) : (
      <OperatorNotFound suggestions={suggestionsOf(error.data)} />
    )
  return <OperatorPageError slug={params.slug ?? ''} />
}
