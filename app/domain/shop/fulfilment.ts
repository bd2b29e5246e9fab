import { rowId } from '#app/domain/admin/intents'
import { z } from '#app/domain/zod'
import { orderStatuses } from './order-status'

/**
 * Shipping an order and telling the buyer (issue #20 item 3): the carrier staff pick, the tracking
 * number they type, the carrier's tracking page for the common US carriers, and the posts of the
 * Orders tab (status change, ship with tracking, send the invoice). Pure: the page's form and the
 * action parse with the same schema; messages are i18n keys under `adminOrders.errors`.
 */

/** The carriers staff can pick; 'other' (or none) gives no link, the number is shown as text. */
export const carriers = ['ups', 'usps', 'fedex', 'dhl', 'other'] as const
export type Carrier = (typeof carriers)[number]

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (carriers as readonly string[]).includes(value)
}

/** Carrier names as they appear in e-mails and on the screen (brand names, the same in every language). */
export const carrierNames: Record<Exclude<Carrier, 'other'>, string> = {
  ups: 'UPS',
  usps: 'USPS',
  fedex: 'FedEx',
  dhl: 'DHL',
}

export const TRACKING_NUMBER_MAX = 40

/** Letters and digits, with spaces or dashes between them, as carriers print them. */
const TRACKING_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/

/** A tracking number as carriers' sites take it: no spaces or dashes, upper case. */
export function normalizeTrackingNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase()
}

/** Whether staff typed something that can be a tracking number (empty is allowed: it is optional). */
export function isTrackingNumber(value: string): boolean {
  const v = value.trim()
  const bare = normalizeTrackingNumber(v)
  return v.length <= TRACKING_NUMBER_MAX && TRACKING_PATTERN.test(v) && bare.length >= 5
}

const trackingPages: Record<Exclude<Carrier, 'other'>, (n: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
}

/**
 * The carrier's tracking page for this number, or null: no carrier, an unknown one ('other'), no
 * number, or one that is not a tracking number (then the number is shown as text only).
 */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  if (!carrier || !trackingNumber || !isCarrier(carrier) || carrier === 'other') return null
  if (!isTrackingNumber(trackingNumber)) return null
  return trackingPages[carrier](encodeURIComponent(normalizeTrackingNumber(trackingNumber)))
}

/** The name to show for a stored carrier; null when there is none or it is 'other'. */
export function carrierName(carrier: string | null | undefined): string | null {
  return carrier && isCarrier(carrier) && carrier !== 'other' ? carrierNames[carrier] : null
}

/** The shipment as stored: carrier and tracking number, each null when not given. */
export type Shipment = { carrier: Carrier | null; trackingNumber: string | null }

/** Whether a new shipment says something else than the stored one (then the buyer hears of it). */
export function shipmentChanged(stored: Shipment, next: Shipment): boolean {
  return stored.carrier !== next.carrier || stored.trackingNumber !== next.trackingNumber
}

const E = 'adminOrders.errors.'

const carrierField = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim())
  .refine((v) => v === '' || isCarrier(v), `${E}carrier`)
  .transform((v) => (v === '' ? null : (v as Carrier)))

const trackingField = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim())
  .refine((v) => v === '' || isTrackingNumber(v), `${E}trackingNumber`)
  .transform((v) => (v === '' ? null : v.toUpperCase()))

/** Every post of the Orders tab. */
export const orderActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), id: rowId, status: z.enum(orderStatuses) }),
  z.object({ intent: z.literal('ship'), id: rowId, carrier: carrierField, trackingNumber: trackingField }),
  z.object({ intent: z.literal('invoice'), id: rowId }),
])
export type OrderAction = z.output<typeof orderActionSchema>
