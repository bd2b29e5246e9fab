import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes'

/**
 * Every page exists in English at `/…` and in Spanish at `/es/…`. `pages` is written once and
 * registered twice; ids get an `es.` prefix for the Spanish copy. The splat route stays last.
 */
type PageDef = {
  path: string | null
  file: string
  id: string
  /**
   * Who the page is for; only 'public' pages (the default) go into sitemap.xml and the audits.
   * 'link': reached only through a link with a token in an e-mail (ADR 017): not indexed, not audited.
   */
  audience?: 'public' | 'staff' | 'test' | 'link'
}

export const pages: PageDef[] = [
  { path: null, file: 'routes/marketing/home.tsx', id: 'home' },
  { path: 'service', file: 'routes/service/home.tsx', id: 'service' },
  { path: 'service/calculator', file: 'routes/service/calculator.tsx', id: 'service-calculator' },
  { path: 'service/areas', file: 'routes/service/areas.tsx', id: 'service-areas' },
  { path: 'service/order', file: 'routes/service/order.tsx', id: 'service-order' },
  {
    path: 'service/become-operator',
    file: 'routes/service/become-operator.tsx',
    id: 'service-become-operator',
  },
  {
    path: 'service/business-registration',
    file: 'routes/service/business-registration.tsx',
    id: 'service-business-registration',
  },
  { path: 'service/contact', file: 'routes/service/contact.tsx', id: 'service-contact' },
  {
    path: 'service/operator-application',
    file: 'routes/service/operator-application.tsx',
    id: 'service-operator-application',
  },
  { path: 'contact', file: 'routes/forms/contact.tsx', id: 'contact' },
  { path: 'playbook', file: 'routes/forms/playbook.tsx', id: 'playbook' },
  { path: 'playbook/guide', file: 'routes/forms/playbook-guide.tsx', id: 'playbook-guide' },
  { path: 'opportunity', file: 'routes/marketing/opportunity.tsx', id: 'opportunity' },
  { path: 'what-you-get', file: 'routes/marketing/what-you-get.tsx', id: 'what-you-get' },
  { path: 'affiliate', file: 'routes/marketing/affiliate.tsx', id: 'affiliate' },
  { path: 'terms', file: 'routes/legal/terms.tsx', id: 'terms' },
  { path: 'privacy', file: 'routes/legal/privacy.tsx', id: 'privacy' },
  { path: 'troubleshooting', file: 'routes/help/troubleshooting.tsx', id: 'troubleshooting' },
  { path: 'videos', file: 'routes/videos/videos.tsx', id: 'videos' },
  { path: 'videos/:id', file: 'routes/videos/video.tsx', id: 'video' },
  { path: 'secure-videos', file: 'routes/videos/secure-videos.tsx', id: 'secure-videos' },
  {
    path: 'newsletter/confirm',
    file: 'routes/newsletter/confirm.tsx',
    id: 'newsletter-confirm',
    audience: 'link',
  },
  {
    path: 'newsletter/unsubscribe',
    file: 'routes/newsletter/unsubscribe.tsx',
    id: 'newsletter-unsubscribe',
    audience: 'link',
  },
  { path: 'products', file: 'routes/shop/products.tsx', id: 'products' },
  { path: 'cart', file: 'routes/shop/cart.tsx', id: 'cart' },
  { path: 'admin', file: 'routes/admin/login.tsx', id: 'admin', audience: 'staff' },
  { path: 'admin/logout', file: 'routes/admin/logout.tsx', id: 'admin-logout', audience: 'staff' },
  { path: 'admin/content', file: 'routes/admin/content.tsx', id: 'admin-content', audience: 'staff' },
  { path: 'admin/images', file: 'routes/admin/images.tsx', id: 'admin-images', audience: 'staff' },
  {
    path: 'admin/newsletters',
    file: 'routes/admin/newsletters.tsx',
    id: 'admin-newsletters',
    audience: 'staff',
  },
  {
    path: 'admin/newsletters/statistics',
    file: 'routes/admin/newsletter-statistics.tsx',
    id: 'admin-newsletter-statistics',
    audience: 'staff',
  },
  {
    path: 'admin/submissions',
    file: 'routes/admin/submissions.tsx',
    id: 'admin-submissions',
    audience: 'staff',
  },
  // The Submissions tab's CSV export: a resource route (no component), staff only.
  {
    path: 'admin/submissions.csv',
    file: 'routes/admin/submissions-csv.ts',
    id: 'admin-submissions-csv',
    audience: 'staff',
  },
  {
    path: 'admin/newsletters/subscribers',
    file: 'routes/admin/newsletter-subscribers.tsx',
    id: 'admin-newsletter-subscribers',
    audience: 'staff',
  },
  // The Subscribers sub-tab's CSV export: a resource route (no component), staff only.
  {
    path: 'admin/newsletters/subscribers.csv',
    file: 'routes/admin/newsletter-subscribers-csv.ts',
    id: 'admin-newsletter-subscribers-csv',
    audience: 'staff',
  },
  { path: 'admin/orders', file: 'routes/admin/orders.tsx', id: 'admin-orders', audience: 'staff' },
  { path: 'admin/operators', file: 'routes/admin/operators.tsx', id: 'admin-operators', audience: 'staff' },
  { path: 'admin/mail', file: 'routes/admin/mail.tsx', id: 'admin-mail', audience: 'staff' },
  { path: 'admin/database', file: 'routes/admin/database-test.tsx', id: 'admin-database', audience: 'staff' },
  { path: 'admin/staff', file: 'routes/admin/staff.tsx', id: 'admin-staff', audience: 'staff' },
  {
    path: 'launch-checklist',
    file: 'routes/admin/launch-checklist.tsx',
    id: 'launch-checklist',
    audience: 'staff',
  },
  {
    path: 'verify-operators',
    file: 'routes/admin/verify-operators.tsx',
    id: 'verify-operators',
    audience: 'staff',
  },
  { path: '__e2e/error', file: 'routes/system/test-error.tsx', id: 'test-error', audience: 'test' },
  { path: 'operators', file: 'routes/operators/directory.tsx', id: 'operators' },
  // An operator's landing page: any single segment that is not a page above (reserved slugs 404).
  { path: ':slug', file: 'routes/operators/operator.tsx', id: 'operator' },
  { path: '*', file: 'routes/system/not-found.tsx', id: 'not-found' },
]

// Plain entries, as route() and index() of @react-router/dev/routes build them: the app imports
// `pages` at run time (sitemap.xml, robots.txt), and that package is a build-time dependency.
const route = (path: string, file: string, options: { id: string }): RouteConfigEntry => ({
  path,
  file,
  ...options,
})
const index = (file: string, options: { id: string }): RouteConfigEntry => ({ index: true, file, ...options })

/** Search-engine and app files: one language-neutral URL each, registered once. */
const resourceRoutes: RouteConfigEntry[] = [
  route('sitemap.xml', 'routes/seo/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/seo/robots.ts', { id: 'robots' }),
  route('manifest.webmanifest', 'routes/seo/manifest.ts', { id: 'manifest' }),
]

function register(prefix: '' | 'es') {
  return pages.map((page) => {
    const id = prefix ? `${prefix}.${page.id}` : page.id
    if (page.path === null) {
      return prefix ? route(prefix, page.file, { id }) : index(page.file, { id })
    }
    return route(prefix ? `${prefix}/${page.path}` : page.path, page.file, { id })
  })
}

/** Search-engine files and API endpoints: one language-neutral URL each, registered once. */
export default [
  ...register('es'),
  ...resourceRoutes,
  route('api/chat/unmatched', 'routes/resources/chat-unmatched.ts', { id: 'api.chat-unmatched' }),
  route('api/newsletter/subscribe', 'routes/resources/newsletter-subscribe.ts', {
    id: 'api.newsletter-subscribe',
  }),
  // Stripe's signed webhook: raw body, no same-origin check (Stripe is the caller).
  route('api/stripe/webhook', 'routes/resources/stripe-webhook.ts', { id: 'api.stripe-webhook' }),
  // Newsletter opens and clicks: totals per newsletter (issue #11), the same in both languages.
  route('newsletter/o/:file', 'routes/resources/newsletter-open.ts', { id: 'newsletter-open' }),
  route('newsletter/c/:id', 'routes/resources/newsletter-click.ts', { id: 'newsletter-click' }),
  // Uploaded images: one URL per variant, the same in both languages (not a page).
  route('images/u/:file', 'routes/resources/uploaded-image.ts', { id: 'uploaded-image' }),
  ...register(''),
] satisfies RouteConfig
