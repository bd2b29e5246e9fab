import type { SiteSettings } from '../settings/site-settings'
import { businessHoursSentence, officeHours } from '../settings/site-settings'

/**
 * Issue #30 item 2: every phone, e-mail address, postal address and hour the site shows comes from
 * the site settings. Editable content may name them only through placeholders, filled in when a
 * page is shown; a literal copy would stay behind when staff change the setting.
 */
export const detailPlaceholders = ['phone', 'email', 'address', 'hours', 'officeHours'] as const
export type DetailPlaceholder = (typeof detailPlaceholders)[number]

export type BusinessDetailKind = 'phone' | 'email' | 'address' | 'hours'

const patterns: ReadonlyArray<[BusinessDetailKind, RegExp]> = [
  ['phone', /(?:\+?1[\s.-]*)?\(?\b\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}\b/],
  ['email', /[^\s@{}]+@[^\s@{}]+\.[a-z]{2,}/i],
  // A street number and a street type ("1200 N Federal Hwy"), or a state and ZIP code ("FL 33432").
  [
    'address',
    /\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:[A-Z][\w.'-]*\s+){1,4}(?:St|Street|Ave|Avenue|Blvd|Boulevard|Hwy|Highway|Rd|Road|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Pkwy|Calle|Suite)\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/,
  ],
  // A time of day ("9am", "5:30 PM", "9 a. m.").
  ['hours', /\b\d{1,2}(?::\d{2})?\s*(?:[ap]\.?\s?m\.?)(?![a-z])/i],
]

/** The kind of business detail a text copies, or null. */
export function businessDetailIn(text: string): BusinessDetailKind | null {
  const plain = text.replace(/\{\{\s*\w+\s*\}\}/g, ' ')
  for (const [kind, pattern] of patterns) if (pattern.test(plain)) return kind
  return null
}

/** Every text in a value (content section data) that copies a business detail, with its path. */
export function findBusinessDetails(
  value: unknown,
  path: string[] = [],
): Array<{ path: string; kind: BusinessDetailKind; text: string }> {
  if (typeof value === 'string') {
    const kind = businessDetailIn(value)
    return kind ? [{ path: path.join('.'), kind, text: value }] : []
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => findBusinessDetails(v, [...path, String(i)]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => findBusinessDetails(v, [...path, k]))
  }
  return []
}

/** The values of the placeholders in a language, from the settings. */
export function detailValues(settings: SiteSettings, lang: 'en' | 'es'): Record<DetailPlaceholder, string> {
  return {
    phone: settings.phone,
    email: settings.email,
    address: settings.postalAddress,
    hours: businessHoursSentence(settings, lang),
    officeHours: officeHours(settings, lang),
  }
}

/** The content with its placeholders filled in from the settings (what a public page shows). */
export function fillDetails<T>(value: T, values: Record<DetailPlaceholder, string>): T {
  if (typeof value === 'string') {
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? values[name as DetailPlaceholder] : whole,
    ) as T
  }
  if (Array.isArray(value)) return value.map((v) => fillDetails(v, values)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDetails(v, values)])) as T
  }
  return value
}
