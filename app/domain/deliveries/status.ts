import { isFictionalPhone } from '#app/domain/checklist/placeholders'
import { visitorText } from '#app/domain/forms/visitor-text'
import { z } from '#app/domain/zod'

/**
 * The life of a delivery job (issue #44, ADR 062): an operator's accepted booking becomes a job,
 * which the operator moves from the portal, one status at a time. A failed attempt (nobody at the
 * door) and a cancellation carry the operator's reason; the delivery carries its proof (the
 * recipient's name and a photo). Delivered and cancelled are final.
 */
export const DELIVERY_STATUSES = [
  'accepted',
  'picked_up',
  'in_transit',
  'delivered',
  'failed_attempt',
  'cancelled',
] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/**
 * Where each status may go. A pickup that cannot happen is a cancellation (with its reason); a
 * failed attempt is a delivery that did not happen, tried again (in transit), made, or given up.
 */
const transitions: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  accepted: ['picked_up', 'cancelled'],
  picked_up: ['in_transit', 'delivered', 'failed_attempt', 'cancelled'],
  in_transit: ['delivered', 'failed_attempt', 'cancelled'],
  failed_attempt: ['in_transit', 'delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
}

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value)
}

/** The statuses a job in `status` may move to, in the order the portal offers them. */
export function nextDeliveryStatuses(status: DeliveryStatus): readonly DeliveryStatus[] {
  return transitions[status]
}

export function canMoveDelivery(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return transitions[from].includes(to)
}

/** No status follows: the job is over. */
export function isFinalDeliveryStatus(status: DeliveryStatus): boolean {
  return transitions[status].length === 0
}

/** The statuses whose change the operator must explain to the customer and staff. */
export function needsReason(status: DeliveryStatus): boolean {
  return status === 'failed_attempt' || status === 'cancelled'
}

/** The status that asks for the proof: the recipient's name and a photo. */
export function needsProof(status: DeliveryStatus): boolean {
  return status === 'delivered'
}

/** The changes the customer is e-mailed about (through the outbox, in the booking's language). */
export function isCustomerNotified(status: DeliveryStatus): status is 'picked_up' | 'delivered' {
  return status === 'picked_up' || status === 'delivered'
}

/** Who made a change: the job's operator, a staff member, or the site itself (the accept). */
export const DELIVERY_ACTORS = ['operator', 'staff', 'site'] as const
export type DeliveryActor = (typeof DELIVERY_ACTORS)[number]

export const DELIVERY_REASON_MAX = 500
export const RECIPIENT_NAME_MAX = 120

/**
 * The operator's change as posted from the job screen: the status it goes to, the reason (failed
 * attempt, cancel) or the recipient's name (delivered). The photo is a file, checked by the image
 * pipeline. Error messages are keys under deliveries.errors.
 */
export const deliveryChangeSchema = z
  .object({
    to: z.enum(DELIVERY_STATUSES, { error: 'status' }),
    reason: visitorText('multiline', { control: 'control' })
      .trim()
      .max(DELIVERY_REASON_MAX, { error: 'tooLong' })
      .default(''),
    recipientName: visitorText('line', { control: 'control' })
      .trim()
      .max(RECIPIENT_NAME_MAX, { error: 'tooLong' })
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (needsReason(value.to) && value.reason === '')
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reasonRequired' })
    if (needsProof(value.to) && value.recipientName === '')
      ctx.addIssue({ code: 'custom', path: ['recipientName'], message: 'recipientRequired' })
  })
export type DeliveryChange = z.infer<typeof deliveryChangeSchema>

/** One stored change as a timeline shows it (ISO time). */
export type DeliveryEventItem = { status: DeliveryStatus; reason: string; at: string }

/**
 * The first name a customer is given for their courier: the first word of the operator's contact
 * person, else the operator's name whole (a business with no person named).
 */
export function courierFirstName(contactPersonName: string | null | undefined, operatorName: string): string {
  const first = contactPersonName?.trim().split(/\s+/)[0]
  return first || operatorName
}

/**
 * The phone a customer is given for their courier: the operator's, unless it has none or a sample's
 * 555-01xx number that rings nowhere (then null: the site's own is shown instead).
 */
export function courierPhone(contactPhone: string | null | undefined): string | null {
  const phone = contactPhone?.trim() ?? ''
  return phone === '' || isFictionalPhone(phone) ? null : phone
}

/** The widest stored variant of a proof photo up to 640 px: enough for a phone, not the original. */
export function proofVariantWidth(variantWidths: readonly number[]): number | null {
  const sorted = [...variantWidths].sort((a, b) => a - b)
  const fitting = sorted.filter((w) => w <= 640)
  return fitting.at(-1) ?? sorted[0] ?? null
}
