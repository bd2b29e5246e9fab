import { dbOf, type DataSource } from '../../db/source'
import type { Logger } from 'pino'
import type { DistanceProvider } from '../../adapters/distance'
import type { SubmissionClaim } from '../../security/submission-key'
import { listPublishedOperatorProfiles } from '../../repos/operators'
import { placeOfAddress, quoteAddresses } from '../operators/operators'
import { submitBookingRequest } from './booking-requests'
import { quoteZipDelivery } from './zip-quote'
import type { BookingRequestInput } from '#app/domain/operators/booking'
import type { PriceBreakdown } from '#app/domain/quote/pricing'
import { normalizeZip } from '#app/domain/quote/zip-quote'
import type { Lang } from '#app/domain/routing/locale'
import { routeServiceOrder, SERVICE_ORDER_PATH } from '#app/domain/service/order-routing'

/** What the order page opens with: the calculator's ZIP codes and the server's price for them. */
export type ServiceOrderStart = {
  pickup: string
  delivery: string
  /** The calculator's quote for the two ZIP codes, computed again here; null when there is none. */
  quote: { pickup: string; delivery: string; price: PriceBreakdown } | null
}

/**
 * The order page's loader (ADR 066): the ZIP codes the calculator's link carries (`?from=&to=`),
 * priced as the calculator prices them (both ends in the service areas, else no price). A price in
 * the link is never read; a failing provider leaves the form without a price.
 */
export async function startServiceOrder(
  source: DataSource,
  provider: DistanceProvider,
  params: URLSearchParams,
): Promise<ServiceOrderStart> {
  const from = normalizeZip(params.get('from')?.slice(0, 20))
  const to = normalizeZip(params.get('to')?.slice(0, 20))
  const start = { pickup: from ?? '', delivery: to ?? '', quote: null }
  if (!from || !to) return start
  const quote = await quoteZipDelivery(source, provider, { from, to }).catch(() => null)
  return quote?.status === 'priced'
    ? { ...start, quote: { pickup: from, delivery: to, price: quote.price } }
    : start
}

/** Where a stored order went: its id and the operator's name, or null for staff. */
export type ServiceOrderResult = { id: number; operatorName: string | null }

/**
 * Stores an order from the service section (ADR 066): routed by its pickup ZIP to the operator
 * whose coverage holds it (`routeServiceOrder`) or to staff, priced again from its addresses (the
 * browser's price is never read), then stored and e-mailed as a booking from an operator's page
 * (`submitBookingRequest`: the confirmation with its tracking link, the operator's or staff's
 * e-mail, both through the outbox in the booking's transaction).
 */
export async function submitServiceOrder(
  source: DataSource,
  provider: DistanceProvider,
  input: BookingRequestInput & { claim?: SubmissionClaim | null },
  lang: Lang,
  logger?: Pick<Logger, 'error'>,
  now = new Date(),
): Promise<ServiceOrderResult> {
  const db = dbOf(source)
  // Whatever price came with the input is dropped: only the server's is stored.
  const { quoteCents: _cents, quoteMiles: _miles, ...fields } = input
  const [pickup, delivery, operators] = await Promise.all([
    placeOfAddress(input.pickup),
    placeOfAddress(input.delivery),
    listPublishedOperatorProfiles(db),
  ])
  const route = routeServiceOrder(operators, { pickup: pickup?.centre, delivery: delivery?.centre })
  const operator = route.to === 'operator' ? route.operator : null
  // The price is the server's: computed from the addresses, as for a booking on an operator's page.
  const quote = await quoteAddresses(provider, fields).catch(() => null)
  const priced =
    quote?.status === 'priced' ? { quoteCents: quote.price.totalCents, quoteMiles: quote.price.miles } : {}
  const id = await submitBookingRequest(source, operator, { ...fields, ...priced }, lang, logger, now, {
    kind: 'serviceOrder',
    path: SERVICE_ORDER_PATH,
    pickupZip: pickup?.zip ?? null,
  })
  return { id, operatorName: operator?.name ?? null }
}
