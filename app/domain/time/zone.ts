import { TZDate } from '@date-fns/tz'
import { format, isValid } from 'date-fns'

/**
 * Wall-clock times in the site's time zone (newsletter scheduling, issue #11; bookings, issue #30),
 * on date-fns and @date-fns/tz (issue #31 item 8: a kept library, not hand-written offset
 * arithmetic). A `datetime-local` value ("2026-11-22T09:30") means that time in `zone`. How a time
 * reads for people is `./format.ts` (issue #43: dates and times in one place).
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/
const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm"
const DAY = 'yyyy-MM-dd'

/** The site's time zone when SITE_TIME_ZONE does not name one. */
export const DEFAULT_SITE_TIME_ZONE = 'America/New_York'

/** Whether `zone` is an IANA time zone this runtime knows ("America/Chicago", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The instant a `datetime-local` value names in `zone`, or undefined when it is not one. */
export function zonedLocalToUtc(value: string, zone: string): Date | undefined {
  const m = LOCAL.exec(value)
  if (!m) return undefined
  // Seconds are optional, as a `datetime-local` input with a step under a minute sends them.
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59)
    return undefined
  const instant = new TZDate(year, month - 1, day, hour, minute, second, zone)
  // A day the month does not have (February 30) rolls over: refused.
  if (!isValid(instant) || instant.getMonth() !== month - 1 || instant.getDate() !== day) return undefined
  return new Date(instant.getTime())
}

/** `instant` as a `datetime-local` value in `zone` (to fill the form again). */
export function utcToZonedLocal(instant: Date, zone: string): string {
  return format(new TZDate(instant.getTime(), zone), LOCAL_FORMAT)
}

/** The calendar date (YYYY-MM-DD) of an instant in the zone. */
export function localDate(at: Date, timeZone = DEFAULT_SITE_TIME_ZONE): string {
  return format(new TZDate(at.getTime(), timeZone), DAY)
}
