/**
 * Consent for analytics and advertising tags (issue #6): nothing loads until the visitor accepts,
 * and only the tags whose IDs are configured. The choice is remembered in browser storage.
 */
export const CONSENT_KEY = 'analyticsConsent'
/** A choice is asked again after this long (about 6 months). */
export const CONSENT_MAX_AGE_MS = 182 * 24 * 60 * 60 * 1000

export type ConsentChoice = 'granted' | 'denied'
export type ConsentState = ConsentChoice | 'unknown'

/** The stored value: `granted:<epoch ms>` or `denied:<epoch ms>`. */
export function encodeConsent(choice: ConsentChoice, now: number): string {
  return `${choice}:${now}`
}

/** Reads a stored value; missing, malformed or outdated values are 'unknown' (ask again). */
export function decodeConsent(raw: string | null | undefined, now: number): ConsentState {
  const match = /^(granted|denied):(\d{1,16})$/.exec(raw ?? '')
  if (!match) return 'unknown'
  const at = Number(match[2])
  if (now - at >= CONSENT_MAX_AGE_MS) return 'unknown'
  return match[1] as ConsentChoice
}

/** Set on <html> by the probe below when a valid choice is stored: the banner stays hidden. */
export const CONSENT_KNOWN_ATTRIBUTE = 'data-consent-known'

/**
 * A tiny inline script for the document head: the server renders the banner (so it paints with the
 * page instead of popping in after hydration), and this hides it before the first paint for a
 * visitor who has already chosen. Same rule as decodeConsent; storage errors leave the banner shown.
 */
export function consentProbeScript(): string {
  return (
    `try{var m=/^(granted|denied):(\\d{1,16})$/.exec(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})||'');` +
    `if(m&&Date.now()-Number(m[2])<${CONSENT_MAX_AGE_MS})` +
    `document.documentElement.setAttribute(${JSON.stringify(CONSENT_KNOWN_ATTRIBUTE)},'')}catch(e){}`
  )
}

export type AnalyticsIds = {
  googleAdsId: string | null
  googleAdsLeadLabel: string | null
  googleAdsSignupLabel: string | null
  metaPixelId: string | null
}

export type ConversionKind = 'lead' | 'newsletter' | 'playbook'

/** Which tags may load: none without consent, and only those with an ID. */
export function enabledTags(consent: ConsentState, ids: AnalyticsIds) {
  const ok = consent === 'granted'
  return { googleAds: ok && !!ids.googleAdsId, metaPixel: ok && !!ids.metaPixelId }
}

export type TrackingEvent =
  { tag: 'googleAds'; sendTo: string } | { tag: 'metaPixel'; event: 'Lead' | 'Subscribe' }

/**
 * The events a success fires (marketing-site.md §7): a lead or playbook form → an ad conversion
 * and the pixel's 'Lead'; a newsletter signup → the signup conversion and 'Subscribe'. The
 * events carry nothing about the visitor.
 */
export function conversionEvents(
  kind: ConversionKind,
  consent: ConsentState,
  ids: AnalyticsIds,
): TrackingEvent[] {
  const tags = enabledTags(consent, ids)
  const events: TrackingEvent[] = []
  if (tags.googleAds) {
    const label = kind === 'newsletter' ? ids.googleAdsSignupLabel : ids.googleAdsLeadLabel
    events.push({ tag: 'googleAds', sendTo: label ? `${ids.googleAdsId}/${label}` : ids.googleAdsId! })
  }
  if (tags.metaPixel) events.push({ tag: 'metaPixel', event: kind === 'newsletter' ? 'Subscribe' : 'Lead' })
  return events
}

/** Where the tags' scripts come from (the CSP in server/app.js allows these hosts only when configured). */
export const GOOGLE_ADS_SCRIPT = 'https://www.googletagmanager.com/gtag/js'
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js'

/** An operator profile page's own page view (network-site.md §2.2). */
export type PageViewEvent =
  { tag: 'googleAds'; sendTo: string; pagePath: string } | { tag: 'metaPixel'; operator: string }

/**
 * The page-view events of an operator's page: the ad tag's page_view with the page path, and the
 * pixel's custom 'OperatorPageView' naming the operator (its slug). Only with consent and an ID;
 * nothing about the visitor goes with them.
 */
export function operatorPageViewEvents(
  slug: string,
  pagePath: string,
  consent: ConsentState,
  ids: AnalyticsIds,
): PageViewEvent[] {
  const tags = enabledTags(consent, ids)
  const events: PageViewEvent[] = []
  if (tags.googleAds) events.push({ tag: 'googleAds', sendTo: ids.googleAdsId!, pagePath })
  if (tags.metaPixel) events.push({ tag: 'metaPixel', operator: slug })
  return events
}
