import { z } from '#app/domain/zod'
import { zonedLocalToUtc } from '#app/domain/time/zone'
import type { DeliveryStatus } from './status'

/**
 * The pick-up window an operator gives the customer (issue #44): from when and by when the parcel
 * will be picked up, typed as `datetime-local` values in the site's time zone. A job still waiting
 * for its pick-up after `by` is late: staff and the operator are told once (the late check).
 */

/** How far ahead a window may be given: a courier plans days, not months. */
export const PICKUP_WINDOW_MAX_DAYS = 14

/** The window's form: two `datetime-local` values; the messages are translation keys. */
export const pickupWindowSchema = z.object({
  intent: z.literal('window'),
  pickupFrom: z.string({ error: 'windowFromRequired' }).trim().min(1, 'windowFromRequired'),
  pickupBy: z.string({ error: 'windowByRequired' }).trim().min(1, 'windowByRequired'),
})

export type PickupWindowPost = z.infer<typeof pickupWindowSchema>

export type PickupWindowProblem =
  'windowFromInvalid' | 'windowByInvalid' | 'windowOrder' | 'windowPast' | 'windowTooFar'

/**
 * The window as instants, or the problem with it, checked against `now`: both times real in
 * `zone`, `by` after `from`, `by` not already past, and `from` within PICKUP_WINDOW_MAX_DAYS.
 */
export function readPickupWindow(
  post: Pick<PickupWindowPost, 'pickupFrom' | 'pickupBy'>,
  zone: string,
  now: Date,
):
  | { ok: true; from: Date; by: Date }
  | { ok: false; problem: PickupWindowProblem; field: 'pickupFrom' | 'pickupBy' } {
  const from = zonedLocalToUtc(post.pickupFrom, zone)
  if (!from) return { ok: false, problem: 'windowFromInvalid', field: 'pickupFrom' }
  const by = zonedLocalToUtc(post.pickupBy, zone)
  if (!by) return { ok: false, problem: 'windowByInvalid', field: 'pickupBy' }
  if (by.getTime() <= from.getTime()) return { ok: false, problem: 'windowOrder', field: 'pickupBy' }
  if (by.getTime() <= now.getTime()) return { ok: false, problem: 'windowPast', field: 'pickupBy' }
  if (from.getTime() - now.getTime() > PICKUP_WINDOW_MAX_DAYS * 86_400_000)
    return { ok: false, problem: 'windowTooFar', field: 'pickupFrom' }
  return { ok: true, from, by }
}

/** A window can be given, or changed, until the parcel is picked up. */
export function canSetPickupWindow(status: DeliveryStatus): boolean {
  return status === 'accepted'
}

/** Whether a job is late: still waiting for its pick-up after the window's end. */
export function isLateForPickup(job: { status: DeliveryStatus; pickupBy: Date | null }, now: Date): boolean {
  return job.status === 'accepted' && job.pickupBy !== null && job.pickupBy.getTime() < now.getTime()
}
