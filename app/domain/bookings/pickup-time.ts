import { formatInZone } from '../time/format'
import { utcToZonedLocal, zonedLocalToUtc } from '../time/zone'

/** A pickup date and time as the booking form sends it: a `datetime-local` value in the site's zone. */
export const PICKUP_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/**
 * The wished pickup time for operators and staff (issue #30 item 9): in the site's time zone and
 * the reader's language ("Dec 2, 2026, 10:30 AM EST"). A request stored before the form had a
 * date-time control holds free text: shown as it was typed.
 */
export function pickupTimeLabel(value: string, zone: string, lang: 'en' | 'es'): string {
  const instant = PICKUP_TIME.test(value) ? zonedLocalToUtc(value, zone) : undefined
  return instant ? formatInZone(instant, zone, lang) : value
}

/** When a booking is judged: the instant it is made, and the site's zone (SITE_TIME_ZONE) its times are in. */
export type PickupClock = { now: Date; zone: string }

/** Keys under operators.booking.errors. */
export type PickupTimeProblem = 'dateTime' | 'past'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/**
 * What is wrong with a wished pickup time (issue #45 item 5), or null: it must be a date and time
 * (a day the month has), and not before now in the site's zone. The control has minutes, so the
 * current minute is still "now" (a pickup as soon as possible). A time the clocks show twice (the
 * hour repeated when summer time ends) is past only when its later reading is.
 */
export function pickupTimeProblem(value: string, { now, zone }: PickupClock): PickupTimeProblem | null {
  if (!PICKUP_TIME.test(value)) return 'dateTime'
  const first = zonedLocalToUtc(value, zone)
  if (!first) return 'dateTime'
  const repeated = new Date(first.getTime() + HOUR_MS)
  const latest = utcToZonedLocal(repeated, zone) === value ? repeated : first
  return latest.getTime() + MINUTE_MS <= now.getTime() ? 'past' : null
}

/** The earliest pickup time the form's control offers (its `min`): the current minute in the site's zone. */
export function earliestPickupTime({ now, zone }: PickupClock): string {
  return utcToZonedLocal(now, zone)
}
