/**
 * Dates and times for people, in the page's language (issue #43: one place for them, not a copy of
 * `lang === 'es' ? 'es-US' : 'en-US'` per screen). Both languages are written for the United
 * States: Spanish as es-US, English as en-US.
 *
 * A formatter is made where it is used, never at import: the first one a page makes costs the
 * browser its ICU set-up (see ../money.ts), so a page that shows no date pays nothing.
 */

export type SiteLocale = 'en-US' | 'es-US'

/** The locale of a page language: 'es' is es-US, anything else en-US. */
export function localeOf(lang: string): SiteLocale {
  return lang === 'es' ? 'es-US' : 'en-US'
}

/** An `Intl.DateTimeFormat` in the page's language, for a list that formats many dates. */
export function dateFormatter(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(localeOf(lang), options)
}

/**
 * `value` (a Date or an ISO string) in the page's language with `options` as Intl takes them. Name
 * `timeZone` for an instant (the site's zone) and 'UTC' for a calendar date kept as midnight UTC.
 */
export function formatDate(value: Date | string, lang: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormatter(lang, options).format(typeof value === 'string' ? new Date(value) : value)
}

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
  return formatDate(instant, lang, {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...time,
  })
}
