import { z } from '#app/domain/zod'
import {
  isSharePercent,
  isSiteSettingKey,
  siteSettingKeys,
  type SiteSettingKey,
  type SiteSettings,
} from './site-settings'

/** What kind of value a setting holds: it decides the rule its value is checked with. */
export type SiteSettingKind =
  'text' | 'phone' | 'email' | 'url' | 'optionalUrl' | 'tileUrl' | 'attribution' | 'instructions' | 'percent'

/**
 * The settings screen's groups (issue #19 item 1), each key once, in the order the screen shows
 * them. Every key of `siteSettingDefaults` is in exactly one group (a test checks).
 */
export const siteSettingGroups = [
  {
    id: 'contact',
    fields: [
      { key: 'businessName', kind: 'text' },
      { key: 'phone', kind: 'phone' },
      { key: 'ctaPhone', kind: 'phone' },
      { key: 'servicePhone', kind: 'phone' },
      { key: 'email', kind: 'email' },
      { key: 'supportEmail', kind: 'email' },
      { key: 'licensingEmail', kind: 'email' },
      { key: 'affiliateEmail', kind: 'email' },
      { key: 'postalAddress', kind: 'text' },
      { key: 'hoursWeekdays', kind: 'text' },
      { key: 'hoursWeekdaysEs', kind: 'text' },
      { key: 'hoursSaturday', kind: 'text' },
      { key: 'hoursSaturdayEs', kind: 'text' },
      { key: 'hoursSunday', kind: 'text' },
      { key: 'hoursSundayEs', kind: 'text' },
      { key: 'officeHours', kind: 'text' },
      { key: 'officeHoursEs', kind: 'text' },
    ],
  },
  {
    id: 'links',
    fields: [
      { key: 'bookingUrl', kind: 'url' },
      { key: 'courseSiteUrl', kind: 'url' },
      { key: 'serviceBookingUrl', kind: 'url' },
      { key: 'affiliateFormUrl', kind: 'url' },
      { key: 'reviewsUrl', kind: 'url' },
      { key: 'appStoreUrl', kind: 'url' },
      { key: 'playStoreUrl', kind: 'url' },
      { key: 'facebookUrl', kind: 'optionalUrl' },
      { key: 'instagramUrl', kind: 'optionalUrl' },
      { key: 'linkedinUrl', kind: 'optionalUrl' },
      { key: 'youtubeUrl', kind: 'optionalUrl' },
    ],
  },
  {
    id: 'payment',
    fields: [
      { key: 'bankTransferInstructions', kind: 'instructions' },
      { key: 'bankTransferInstructionsEs', kind: 'instructions' },
      { key: 'paymentLinkUrl', kind: 'optionalUrl' },
    ],
  },
  // What operators are paid (issue #44, ADR 065): their monthly statements read it.
  {
    id: 'operators',
    fields: [{ key: 'operatorSharePercent', kind: 'percent' }],
  },
  {
    id: 'map',
    fields: [
      { key: 'mapTileUrl', kind: 'tileUrl' },
      { key: 'mapTileAttribution', kind: 'attribution' },
      { key: 'mapsSiteUrl', kind: 'url' },
    ],
  },
] as const satisfies ReadonlyArray<{
  id: string
  fields: ReadonlyArray<{ key: SiteSettingKey; kind: SiteSettingKind }>
}>

export type SiteSettingGroupId = (typeof siteSettingGroups)[number]['id']

/** Messages are i18n keys under `adminSettings.errors`. */
const E = 'adminSettings.errors.'
/** The longest value a setting may hold (the attribution is the longest, ~100 characters). */
export const SITE_SETTING_MAX_LENGTH = 500

/**
 * A US phone number as people write it: ten digits (area code and exchange not starting with 0 or
 * 1), optionally after +1 or 1, grouped with spaces, dots, dashes or the area code in brackets.
 */
const US_PHONE = /^(?:\+?1[ .-]?)?(?:\([2-9]\d{2}\)|[2-9]\d{2})[ .-]?[2-9]\d{2}[ .-]?\d{4}$/

export function isUsPhone(value: string): boolean {
  return US_PHONE.test(value)
}

/** An absolute https address with a host (what every link of the site must be). */
export function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
  } catch {
    return false
  }
}

/**
 * A Leaflet tile URL template: https, with the {z}, {x} and {y} placeholders. The optional {s}
 * (sub-domain) and {r} (retina) placeholders are allowed in the host and path.
 */
export function isTileUrlTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((p) => value.includes(p))) return false
  return isHttpsUrl(value.replaceAll('{s}', 'a').replace(/\{[a-z]\}/g, '0'))
}

/**
 * The map attribution is shown as HTML by the map: only text, entities and links to https
 * addresses (`<a href="https://…">…</a>`), so a value can never carry a script or a handler.
 */
export function isSafeAttribution(value: string): boolean {
  const withoutLinks = value.replace(/<a href="https:\/\/[^"<>\s]+">/g, '').replace(/<\/a>/g, '')
  return !/[<>]/.test(withoutLinks)
}

function kindSchema(kind: SiteSettingKind) {
  const text = z.string().trim().max(SITE_SETTING_MAX_LENGTH, `${E}tooLong`)
  // Payment instructions are optional and may take several lines (an account, a routing number).
  if (kind === 'instructions') return text.transform((v) => v.replace(/\r\n?/g, '\n'))
  const base = text.refine((v) => !/[\r\n]/.test(v), `${E}oneLine`)
  switch (kind) {
    case 'text':
      return base.refine((v) => v !== '', `${E}required`)
    case 'phone':
      return base.refine((v) => v !== '', `${E}required`).refine(isUsPhone, `${E}phone`)
    case 'email':
      return base
        .refine((v) => v !== '', `${E}required`)
        .refine((v) => v === '' || z.email().safeParse(v).success, `${E}email`)
    case 'url':
      return base
        .refine((v) => v !== '', `${E}required`)
        .refine((v) => v === '' || isHttpsUrl(v), `${E}https`)
    case 'optionalUrl':
      return base.refine((v) => v === '' || isHttpsUrl(v), `${E}https`)
    case 'tileUrl':
      return base
        .refine((v) => v !== '', `${E}required`)
        .refine((v) => v === '' || isTileUrlTemplate(v), `${E}tileUrl`)
    case 'attribution':
      return base.refine((v) => v !== '', `${E}required`).refine(isSafeAttribution, `${E}attribution`)
    case 'percent':
      return base
        .refine((v) => v !== '', `${E}required`)
        .refine((v) => v === '' || isSharePercent(v), `${E}percent`)
  }
}

/** Every setting's key and kind, in screen order. */
export const siteSettingFields: ReadonlyArray<{ key: SiteSettingKey; kind: SiteSettingKind }> =
  siteSettingGroups.flatMap(
    (group): ReadonlyArray<{ key: SiteSettingKey; kind: SiteSettingKind }> => group.fields,
  )

const settingsShape = Object.fromEntries(
  siteSettingFields.map(({ key, kind }) => [key, kindSchema(kind).default('')]),
) as { [K in SiteSettingKey]: z.ZodDefault<ReturnType<typeof kindSchema>> }

/**
 * The settings form: every setting, each checked by its kind. The page's form validates with it
 * before posting and the action parses the post with it (through `siteSettingsActionSchema`).
 */
export const siteSettingsFormSchema = z.object(settingsShape)

/** The settings screen's posts: save the whole form, or revert one recorded change. */
export const siteSettingsActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), ...settingsShape }),
  z.object({
    intent: z.literal('revert'),
    changeId: z.coerce.number().int().positive(),
  }),
])

export type SiteSettingChange = { key: SiteSettingKey; oldValue: string; newValue: string }

/** The settings whose value differs between `current` and `next`, in screen order. */
export function changedSiteSettings(current: SiteSettings, next: SiteSettings): SiteSettingChange[] {
  return siteSettingFields
    .filter(({ key }) => current[key] !== next[key])
    .map(({ key }) => ({ key, oldValue: current[key], newValue: next[key] }))
}

/**
 * The form after a refused save: what was typed (the reply's `initialValue`) over the stored
 * values, and the first message of each field.
 */
export function settingsFormAfterReply(
  stored: SiteSettings,
  reply: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null },
): { values: SiteSettings; fieldErrors: Partial<Record<SiteSettingKey, string>> } {
  const values = { ...stored }
  for (const key of siteSettingKeys) {
    const typed = reply.initialValue?.[key]
    if (typeof typed === 'string') values[key] = typed
  }
  const fieldErrors: Partial<Record<SiteSettingKey, string>> = {}
  for (const [field, messages] of Object.entries(reply.error ?? {})) {
    if (isSiteSettingKey(field) && messages?.[0]) fieldErrors[field] = messages[0]
  }
  return { values, fieldErrors }
}
