import { conversionEvents, type ConversionKind } from '#app/domain/analytics/consent'
import { analyticsIds, readConsent } from './consent-store'
import { loadTagsIfConsented, sendEvents } from './tags'

export type { ConversionKind }

/**
 * Call on a form's success: 'lead' (contact lead form), 'newsletter' (popup), 'playbook' (lead
 * magnet). Fires the ad conversion and the pixel's Lead/Subscribe only with consent and configured
 * IDs; otherwise does nothing. Never pass personal data: there is no parameter for it on purpose.
 */
export function trackConversion(kind: ConversionKind) {
  if (typeof window === 'undefined') return
  const events = conversionEvents(kind, readConsent(), analyticsIds())
  if (events.length === 0) return
  loadTagsIfConsented()
  sendEvents(events)
}
