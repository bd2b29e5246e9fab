import { deliveryResources } from './deliveries'
import type { ResourceDef } from './define'

export const resourceRoutes: readonly ResourceDef[] = [
  // The tracking page's JSON state (issue #44).
  ...deliveryResources,
  { id: 'sitemap', path: 'sitemap.xml', file: 'routes/seo/sitemap.ts' },
  { id: 'robots', path: 'robots.txt', file: 'routes/seo/robots.ts' },
  { id: 'manifest', path: 'manifest.webmanifest', file: 'routes/seo/manifest.ts' },
  // The chat's knowledge, built from the topics staff keep (issue #45 item 3, ADR 059).
  { id: 'api.chat-knowledge', path: 'api/chat/knowledge', file: 'routes/resources/chat-knowledge.ts' },
  {
    id: 'api.chat-unmatched',
    path: 'api/chat/unmatched',
    file: 'routes/resources/chat-unmatched.ts',
    bodyLimit: 4096,
  },
  {
    id: 'api.newsletter-subscribe',
    path: 'api/newsletter/subscribe',
    file: 'routes/resources/newsletter-subscribe.ts',
    bodyLimit: 4096,
    jsonPost: 'newsletter-signup',
  },
  // Stripe's signed webhook: raw JSON, no same-origin check (Stripe is the caller).
  {
    id: 'api.stripe-webhook',
    path: 'api/stripe/webhook',
    file: 'routes/resources/stripe-webhook.ts',
    bodyLimit: 256 * 1024,
    bodyTypes: ['application/json'],
    origin: 'provider-signature',
  },
  // Calendly's signed webhook: a consultation booked moves its person (issue #45 item 7).
  {
    id: 'api.calendly-webhook',
    path: 'api/calendly/webhook',
    file: 'routes/resources/calendly-webhook.ts',
    bodyLimit: 64 * 1024,
    bodyTypes: ['application/json'],
    origin: 'provider-signature',
  },
  // Newsletter opens and clicks, the same in both languages.
  { id: 'newsletter-open', path: 'newsletter/o/:file', file: 'routes/resources/newsletter-open.ts' },
  { id: 'newsletter-click', path: 'newsletter/c/:id', file: 'routes/resources/newsletter-click.ts' },
  // The RSS feeds of the success stories and the blog (issue #33), one per language.
  { id: 'success-stories-rss', path: 'success-stories/rss.xml', file: 'routes/articles/rss.ts' },
  { id: 'es.success-stories-rss', path: 'es/success-stories/rss.xml', file: 'routes/articles/rss.ts' },
  { id: 'blog-rss', path: 'blog/rss.xml', file: 'routes/articles/rss.ts' },
  { id: 'es.blog-rss', path: 'es/blog/rss.xml', file: 'routes/articles/rss.ts' },
  // Uploaded images: one URL per variant, the same in both languages (not a page).
  { id: 'uploaded-image', path: 'images/u/:file', file: 'routes/resources/uploaded-image.ts' },
]

/**
 * What the Express server answers itself, before React Router (server/app.js): the probes, the
 * Prometheus scrape (issue #32, ADR 040), the service worker and the hashed assets. Their first
 * segments are reserved too.
 */
export const serverPaths = ['healthz', 'readyz', 'metrics', 'sw.js', 'assets'] as const
