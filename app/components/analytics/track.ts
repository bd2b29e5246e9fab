import {
  conversionEvents,
  operatorPageViewEvents,
  type AnalyticsIds,
  type ConversionKind,
} from '#app/domain/analytics/consent'
import { analyticsIds, readConsent, setAnalyticsIds } from './consent-store'
import { loadTagsIfConsented, sendEvents, sendPageViews } from './tags'

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

/**
 * An operator page's page view (network-site.md §2.2), with consent and configured IDs only. The
 * page passes the root data's IDs: its effect may run before the consent banner's.
 */
export function trackOperatorPageView(slug: string, ids: AnalyticsIds | undefined) {
  if (typeof window === 'undefined') return
  if (ids) setAnalyticsIds(ids)
  const events = operatorPageViewEvents(slug, window.location.pathname, readConsent(), analyticsIds())
  if (events.length === 0) return
  loadTagsIfConsented()
  sendPageViews(events)
}
