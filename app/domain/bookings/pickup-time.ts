import { formatInZone, zonedLocalToUtc } from '../newsletter/time-zone'

/** The zone a message is rendered in when the caller names none: SITE_TIME_ZONE's default, one place. */
export { DEFAULT_SITE_TIME_ZONE } from '../newsletter/time-zone'

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
