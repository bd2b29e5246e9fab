import {
  CONSENT_KEY,
  decodeConsent,
  encodeConsent,
  type AnalyticsIds,
  type ConsentChoice,
  type ConsentState,
} from '#app/domain/analytics/consent'

/** The visitor's stored choice ('unknown' when none, or when storage is unavailable). */
export function readConsent(now = Date.now()): ConsentState {
  try {
    return decodeConsent(window.localStorage.getItem(CONSENT_KEY), now)
  } catch {
    return 'unknown'
  }
}

/** The footer's "Cookie Settings" asks the banner to open again (it listens for this event). */
export const OPEN_CONSENT_EVENT = 'consent:open'

export function openConsentSettings() {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))
}

export function writeConsent(choice: ConsentChoice, now = Date.now()) {
  try {
    window.localStorage.setItem(CONSENT_KEY, encodeConsent(choice, now))
  } catch {
    // Not remembered: the banner asks again next time.
  }
}

const noIds: AnalyticsIds = {
  googleAdsId: null,
  googleAdsLeadLabel: null,
  googleAdsSignupLabel: null,
  metaPixelId: null,
}

/** The configured tag IDs, handed over by <ConsentBanner> from the root loader. */
let configured: AnalyticsIds = noIds

export function setAnalyticsIds(ids: AnalyticsIds | undefined) {
  configured = ids ?? noIds
}

export function analyticsIds(): AnalyticsIds {
  return configured
}
