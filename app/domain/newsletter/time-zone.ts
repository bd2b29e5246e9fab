/**
 * Wall-clock times in the site's time zone (newsletter scheduling, issue #11), with Intl only.
 * A `datetime-local` value ("2026-11-22T09:30") means that time in `zone`.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** The offset of `zone` from UTC at `instant`, in minutes (New York in winter: -300). */
function offsetMinutes(zone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

/** The instant a `datetime-local` value names in `zone`, or undefined when it is not one. */
export function zonedLocalToUtc(value: string, zone: string): Date | undefined {
  const m = LOCAL.exec(value)
  if (!m) return undefined
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number]
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(wall)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return undefined
  // Two passes settle the offset on both sides of a daylight-saving change.
  let instant = wall - offsetMinutes(zone, new Date(wall)) * 60_000
  instant = wall - offsetMinutes(zone, new Date(instant)) * 60_000
  return new Date(instant)
}

/** `instant` as a `datetime-local` value in `zone` (to fill the form again). */
export function utcToZonedLocal(instant: Date, zone: string): string {
  const shifted = new Date(instant.getTime() + offsetMinutes(zone, instant) * 60_000)
  return shifted.toISOString().slice(0, 16)
}

/** The site's time zone when SITE_TIME_ZONE does not name one. */
export const DEFAULT_SITE_TIME_ZONE = 'America/New_York'

/**
 * `instant` for people, in `zone` and the page's language, with the zone's short name (EST, EDT):
 * the one formatter of every time staff see (issue #30 item 10), so no screen shows UTC beside
 * another's Eastern time. `seconds` for lists where seconds matter (the mail log); `dateOnly` for a
 * day, still the day it was in `zone`.
 */
export function formatInZone(
  instant: Date | string,
  zone: string,
  lang: 'en' | 'es',
  options: { seconds?: boolean; dateOnly?: boolean } = {},
): string {
  const time = options.dateOnly
    ? {}
    : ({
        hour: 'numeric',
        minute: '2-digit',
        ...(options.seconds ? { second: '2-digit' } : {}),
        timeZoneName: 'short',
      } as const)
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...time,
  }).format(typeof instant === 'string' ? new Date(instant) : instant)
}
