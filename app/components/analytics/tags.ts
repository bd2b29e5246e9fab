import {
  enabledTags,
  GOOGLE_ADS_SCRIPT,
  META_PIXEL_SCRIPT,
  type PageViewEvent,
  type TrackingEvent,
} from '#app/domain/analytics/consent'
import { analyticsIds, readConsent } from './consent-store'

type Gtag = (...args: unknown[]) => void
type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...a: unknown[]) => void }

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
    fbq?: Fbq
    _fbq?: Fbq
  }
}

let loaded = { googleAds: false, metaPixel: false }

function addScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/**
 * Loads the configured ad tag and pixel, once, and only when the visitor has consented. The
 * command queues are set up here (no inline script: the CSP allows only nonce'd or listed
 * scripts), then the vendors' scripts are added from their hosts.
 */
export function loadTagsIfConsented() {
  const ids = analyticsIds()
  const tags = enabledTags(readConsent(), ids)
  if (tags.googleAds && !loaded.googleAds) {
    loaded = { ...loaded, googleAds: true }
    window.dataLayer = window.dataLayer ?? []
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments)
    }
    window.gtag('js', new Date())
    window.gtag('config', ids.googleAdsId)
    addScript(`${GOOGLE_ADS_SCRIPT}?id=${encodeURIComponent(ids.googleAdsId!)}`)
  }
  if (tags.metaPixel && !loaded.metaPixel) {
    loaded = { ...loaded, metaPixel: true }
    if (!window.fbq) {
      const fbq: Fbq = function (...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args)
        else fbq.queue!.push(args)
      }
      fbq.queue = []
      Object.assign(fbq, { push: fbq, loaded: true, version: '2.0' })
      window.fbq = fbq
      window._fbq = fbq
    }
    window.fbq('init', ids.metaPixelId)
    window.fbq('track', 'PageView')
    addScript(META_PIXEL_SCRIPT)
  }
}

/** A page view for the pixel after a client-side navigation (network-site.md §2.1). */
export function trackPageView() {
  if (loaded.metaPixel) window.fbq?.('track', 'PageView')
}

/** Sends events through the loaded tags; nothing about the visitor goes with them. */
export function sendEvents(events: TrackingEvent[]) {
  for (const event of events) {
    if (event.tag === 'googleAds' && loaded.googleAds)
      window.gtag?.('event', 'conversion', { send_to: event.sendTo })
    if (event.tag === 'metaPixel' && loaded.metaPixel) window.fbq?.('track', event.event)
  }
}

/** Sends an operator page's page-view events through the loaded tags. */
export function sendPageViews(events: PageViewEvent[]) {
  for (const event of events) {
    if (event.tag === 'googleAds' && loaded.googleAds) {
      window.gtag?.('event', 'page_view', { send_to: event.sendTo, page_path: event.pagePath })
    }
    if (event.tag === 'metaPixel' && loaded.metaPixel) {
      window.fbq?.('trackCustom', 'OperatorPageView', { operator: event.operator })
    }
  }
}
