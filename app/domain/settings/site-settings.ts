/**
 * Business details the spec leaves as placeholders. They are site settings kept in the database so
 * staff can change them; these are the defaults a new site starts with.
 */
export const siteSettingDefaults = {
  businessName: 'Courier Network',
  phone: '(561) 555-0100',
  /** The home page's call-to-action block has its own number (the spec: numbers differ between blocks). */
  ctaPhone: '(561) 555-0123',
  servicePhone: '(954) 555-0150',
  email: 'info@couriernetwork.example',
  supportEmail: 'support@couriernetwork.example',
  licensingEmail: 'operators@couriernetwork.example',
  affiliateEmail: 'affiliates@couriernetwork.example',
  postalAddress: '1200 N Federal Hwy, Suite 200, Boca Raton, FL 33432',
  /** Business hours of the courier service (its footer and order page), one line a day group, per language. */
  hoursWeekdays: 'Mon-Fri 8AM-6PM',
  hoursWeekdaysEs: 'Lun-Vie 8AM-6PM',
  hoursSaturday: 'Sat 9AM-4PM',
  hoursSaturdayEs: 'Sáb 9AM-4PM',
  hoursSunday: 'Sun 11AM-3PM',
  hoursSundayEs: 'Dom 11AM-3PM',
  /** When the network's office answers (the contact page and the main chat), per language. */
  officeHours: 'Mon-Fri 9am-5pm EST',
  officeHoursEs: 'lunes a viernes de 9 a. m. a 5 p. m. (hora del Este)',
  bookingUrl: 'https://calendly.com/couriernetwork/consultation',
  courseSiteUrl: 'https://courses.couriernetwork.example',
  serviceBookingUrl: 'https://book.couriernetwork.example/register',
  affiliateFormUrl: 'https://forms.couriernetwork.example/affiliate',
  reviewsUrl: 'https://maps.google.com/?cid=0',
  /** The external maps site ('View Larger Map'): a Google Maps address or a {lat}/{lng}/{zoom} template. */
  mapsSiteUrl: 'https://www.google.com/maps',
  /** Map tiles of the markets map (Leaflet URL template) and their required attribution (HTML). */
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  appStoreUrl: 'https://apps.apple.com/',
  playStoreUrl: 'https://play.google.com/store',
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  youtubeUrl: '',
  /**
   * How buyers pay an invoice (issue #30 item 7): bank transfer instructions per language, a payment
   * link, or both; the invoice e-mail gives whichever are set.
   */
  bankTransferInstructions: '',
  bankTransferInstructionsEs: '',
  paymentLinkUrl: '',
  /**
   * The operator's share of a delivery's price, in whole percent (issue #44, ADR 065): what each
   * operator's monthly statement pays. The marketing pages promise 80 %.
   */
  operatorSharePercent: '80',
} as const

export type SiteSettingKey = keyof typeof siteSettingDefaults
export type SiteSettings = { [K in SiteSettingKey]: string }

export const siteSettingKeys = Object.keys(siteSettingDefaults) as SiteSettingKey[]

export function isSiteSettingKey(key: string): key is SiteSettingKey {
  return Object.hasOwn(siteSettingDefaults, key)
}

/** Stored rows over the defaults; unknown keys are ignored. */
export function resolveSiteSettings(rows: ReadonlyArray<{ key: string; value: string }>): SiteSettings {
  const settings: SiteSettings = { ...siteSettingDefaults }
  for (const row of rows) if (isSiteSettingKey(row.key)) settings[row.key] = row.value
  return settings
}

/** The business hours' lines in a language (weekdays, Saturday, Sunday). */
export function businessHours(settings: SiteSettings, lang: 'en' | 'es'): string[] {
  return lang === 'es'
    ? [settings.hoursWeekdaysEs, settings.hoursSaturdayEs, settings.hoursSundayEs]
    : [settings.hoursWeekdays, settings.hoursSaturday, settings.hoursSunday]
}

/** The business hours in one sentence: "Mon-Fri 8AM-6PM, Sat 9AM-4PM and Sun 11AM-3PM". */
export function businessHoursSentence(settings: SiteSettings, lang: 'en' | 'es'): string {
  const [weekdays, saturday, sunday] = businessHours(settings, lang)
  return `${weekdays}, ${saturday} ${lang === 'es' ? 'y' : 'and'} ${sunday}`
}

/** The office hours in a language. */
export function officeHours(settings: SiteSettings, lang: 'en' | 'es'): string {
  return lang === 'es' ? settings.officeHoursEs : settings.officeHours
}

/**
 * The operator's share as a number (0–100, whole percent). A stored value the settings form would
 * refuse (only possible by hand in the database) falls back to the default, never to 0 or NaN.
 */
export function operatorSharePercent(settings: Pick<SiteSettings, 'operatorSharePercent'>): number {
  const value = settings.operatorSharePercent.trim()
  return isSharePercent(value) ? Number(value) : Number(siteSettingDefaults.operatorSharePercent)
}

/** A whole percent from 0 to 100, written as digits only ("80", "0", "100"). */
export function isSharePercent(value: string): boolean {
  return /^\d{1,3}$/.test(value) && Number(value) <= 100
}

/** `tel:` href for a display phone number. */
export function telHref(phone: string) {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('+') ? digits : `+1${digits}`}`
}

/**
 * What the invoice tells a buyer in `lang` about paying: the bank transfer instructions in that
 * language (the other language's when only it is set) and the payment link; empty when not set.
 */
export function paymentInstructions(settings: SiteSettings, lang: 'en' | 'es') {
  const [own, other] =
    lang === 'es'
      ? [settings.bankTransferInstructionsEs, settings.bankTransferInstructions]
      : [settings.bankTransferInstructions, settings.bankTransferInstructionsEs]
  return { instructions: (own.trim() || other.trim()).trim(), payLink: settings.paymentLinkUrl.trim() }
}
