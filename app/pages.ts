/**
 * The page registry (ADR 020): every page of the site, described once. `app/routes.ts` builds the
 * route tree from it (each page under the layout of its shell, in English and under `/es`); the
 * sitemap, the reserved operator slugs (`knownTopLevelPages`), the text bundles a page's HTML
 * carries, the navigation menus, and the route inventory of the tests and audits all read it.
 *
 * Adding a public page: write its module under `app/routes/`, add one entry here, add its texts to
 * `app/i18n/en.ts` and `es.ts`. Nothing else.
 *
 * This module is plain data: the browser imports it too (text bundles, menus).
 */

import { MAX_UPLOAD_BYTES } from './domain/images/upload'
import { MAX_DOCUMENT_BYTES } from './domain/claims/documents'
import { IMPORT_MAX_BYTES } from './domain/newsletter/import-limit'
import type { FormKind } from './domain/forms/options'

/** The layout a page sits in: it decides the header, footer and popups (not the path). */
export type ShellKind = 'main' | 'service' | 'standalone' | 'admin' | 'portal'

/**
 * Who the page is for. Only 'public' pages go into sitemap.xml and the audits.
 * 'staff': behind the staff layout's sign-in check (ADR 011). 'link': reached only through a
 * link with a token in an e-mail (ADR 017). 'test': test-only pages. 'operator': the operator
 * portal (issue #21), behind the portal layout's sign-in check (its sign-in pages outside it).
 */
export type Audience = 'public' | 'staff' | 'test' | 'link' | 'operator'

/**
 * Text bundles (top-level namespaces of app/i18n/en.ts) that only some pages carry. Every page
 * gets the others; staff pages get all of them.
 */
export const pageBundles = [
  'forms',
  'servicePages',
  'shop',
  'legal',
  'troubleshooting',
  'operators',
  'markets',
  // The Earnings Claim Statement and the disclosure line beside a figure (issue #35).
  'earningsClaims',
  'home',
  'opportunity',
  'whatYouGet',
  'affiliate',
  'videos',
  'portalQuotes',
  'portal',
  // The operator portal's bookings list (issue #21 item 3).
  'bookings',
  'portalPage',
  // The success stories and the blog (issue #33).
  'articles',
  // Delivery jobs: the portal's job screen and the tracking page (issue #44).
  'deliveries',
] as const
export type PageBundle = (typeof pageBundles)[number]

/** Bundles only staff pages carry. */
export const staffBundles = [
  'admin',
  'adminBookings',
  'adminMail',
  'adminSubmissions',
  'adminChatQuestions',
  // What the chat assistants know (issue #45 item 3).
  'adminChatTopics',
  // The People list, the pipeline board, its stages and the funnel (issue #34).
  'adminPipeline',
  'adminCoverageGaps',
  'adminOperatorChanges',
  'adminOrders',
  'adminProducts',
  'adminSettings',
  'adminVideos',
  'adminMarkets',
  // The register of earnings claims (issue #35).
  'adminEarningsClaims',
  // A person's page and the e-mail templates staff send from it (issue #34).
  'adminPerson',
  'adminPersonTemplates',
  // The admin's rich-text editor (issue #33, ADR 047).
  'richText',
  'adminArticles',
  'adminNewsletters',
  'launchChecklist',
  'verifyOperators',
] as const

/**
 * Bundles no page's HTML carries (issue #29): what only a visitor with access may read. The route
 * that shows one sends it in its own loader data once access is checked (the playbook guide: a
 * valid e-mail link), and the chat's built answers, which the chat's knowledge carries
 * (`/api/chat/knowledge`).
 */
export const gatedBundles = ['playbookGuide', 'chatAnswers'] as const
export type GatedBundle = (typeof gatedBundles)[number]

/**
 * Texts only the pages of some shells carry: the service section's header and footer (a key of
 * app/i18n/en/shell.ts), and the chat, the consent banner and the newsletter popup, which the
 * admin and the portal shells do not show.
 */
const publicShells: readonly ShellKind[] = ['main', 'service', 'standalone']
export const shellOnlyBundles: Readonly<Record<string, readonly ShellKind[]>> = {
  service: ['service'],
  chat: publicShells,
  consent: publicShells,
  newsletter: publicShells,
}

/**
 * What a page's `texts` can name: a bundle, or one part of a bundle (`portal.login`) when the page
 * shows only that part (a sign-in page carries its form's texts, not the area's behind it).
 */
export type TextRef = PageBundle | `${PageBundle | (typeof staffBundles)[number]}.${string}`

export type PageDef = {
  /** The route id (the Spanish copy gets `es.` before it). */
  id: string
  /** The English path without the leading slash; null for the home page. */
  path: string | null
  /** The route module, relative to app/. */
  file: string
  shell: ShellKind
  audience?: Audience
  /**
   * The sign-in page of a guarded area: it sits in the area's shell but outside its guard, so a
   * signed-out visitor can reach it (and nothing else of the area).
   */
  signIn?: boolean
  /**
   * The page's main content is a form the visitor came to fill in (contact, cart and checkout, the
   * playbook, the service forms, the sign-in pages): no newsletter popup there (issue #45 item 2),
   * whatever the shell.
   */
  formPage?: boolean
  /**
   * The public form its action stores (issue #42): the server's fast path answers its POST at the
   * edge, without React Router (app/.server/http/form-post.ts).
   */
  formPost?: FormKind
  /**
   * The bundles of `pageBundles` (or parts of them) the page needs. A staff page carries every
   * bundle but the gated ones, except a sign-in page: it carries only what it names here.
   */
  texts?: readonly TextRef[]
  /** A place in a menu: the menu, and the translation key of the link's label. */
  nav?: { menu: 'main' | 'service'; label: string }
  /**
   * The largest form its action reads, in bytes, when not ACTION_BODY_LIMIT: a file upload, or a
   * small form kept smaller. The one place for it: the Express edge (413 before anything reads)
   * and the action's guarded edge both read it (app/domain/http/request-edge.ts).
   */
  bodyLimit?: number
  /**
   * Who may POST to it (ADR 021): 'site' (default), a page of this site by the origin rule; or a
   * caller from elsewhere whose authority is checked by the route itself: 'signed-link' (a
   * signed token in the URL, as RFC 8058 one-click unsubscribe posts from mail providers) or
   * 'provider-signature' (Stripe's and Calendly's signed webhooks).
   */
  origin?: OriginRule
}

export type OriginRule = 'site' | 'signed-link' | 'provider-signature'

const page = (def: PageDef) => def

/** The form an action reads when its page names no `bodyLimit`: every plain form fits. */
export const ACTION_BODY_LIMIT = 64 * 1024
/** Room for a multipart form's other fields and boundaries next to its file. */
export const FORM_FIELDS_ALLOWANCE = 64 * 1024

/**
 * The routes that are not pages (search-engine and app files, form endpoints, signed links,
 * uploaded images): one language-neutral URL each. `app/routes.ts` registers them; their first
 * segments are reserved like a page's.
 */
export type ResourceDef = {
  id: string
  path: string
  file: string
  /** The largest body it reads (a POST endpoint), in bytes. */
  bodyLimit?: number
  /** The body types a POST may have when not a form (the edge answers any other 415). */
  bodyTypes?: readonly string[]
  /** As a page's `origin`. */
  origin?: OriginRule
}

// Delivery jobs (issue #44, ADR 062): one block, spread into `resourceRoutes` and `pages` below.
/** The tracking page's JSON state, which the open page polls: one language-neutral URL. */
const deliveryResources: readonly ResourceDef[] = [
  { id: 'track-state', path: 'track/:token/state', file: 'routes/resources/track-state.ts' },
]
const deliveryPages: readonly PageDef[] = [
  // The operator's screen of one delivery job, phone-first, behind the portal layout's check.
  page({
    id: 'portal-job',
    path: 'portal/jobs/:id',
    file: 'routes/portal/job.tsx',
    shell: 'portal',
    audience: 'operator',
    texts: ['portal', 'deliveries'],
    // The proof photo travels with the form (as My page's photo does).
    bodyLimit: MAX_UPLOAD_BYTES + 4 * FORM_FIELDS_ALLOWANCE,
  }),
  // The customer's private tracking page: the token of the confirmation e-mail's link.
  page({
    id: 'track',
    path: 'track/:token',
    file: 'routes/deliveries/track.tsx',
    shell: 'standalone',
    audience: 'link',
    texts: ['deliveries'],
  }),
]

export const resourceRoutes: readonly ResourceDef[] = [
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

/** What the portal's sign-in pages show: their forms and the shell, none of the portal behind them. */
const portalSignInTexts: readonly TextRef[] = [
  'portal.meta',
  'portal.shell',
  'portal.nav',
  'portal.honeypot',
  'portal.errors',
  'portal.login',
  'portal.setPassword',
  'portal.forgot',
]

export const pages: PageDef[] = [
  // The main site.
  page({
    id: 'home',
    path: null,
    file: 'routes/marketing/home.tsx',
    shell: 'main',
    texts: ['home', 'markets', 'earningsClaims.disclosure', 'earningsClaims.statementLink'],
    nav: { menu: 'main', label: 'nav.home' },
  }),
  page({
    id: 'opportunity',
    path: 'opportunity',
    file: 'routes/marketing/opportunity.tsx',
    shell: 'main',
    // The earnings cards' disclosure lines (issue #35).
    texts: ['opportunity', 'earningsClaims.disclosure', 'earningsClaims.statementLink'],
    nav: { menu: 'main', label: 'nav.opportunity' },
  }),
  page({
    id: 'what-you-get',
    path: 'what-you-get',
    file: 'routes/marketing/what-you-get.tsx',
    shell: 'main',
    texts: ['whatYouGet'],
    nav: { menu: 'main', label: 'nav.whatYouGet' },
  }),
  page({
    id: 'operators',
    path: 'operators',
    file: 'routes/operators/directory.tsx',
    shell: 'main',
    texts: ['operators', 'markets'],
    nav: { menu: 'main', label: 'nav.operators' },
  }),
  page({
    id: 'affiliate',
    path: 'affiliate',
    file: 'routes/marketing/affiliate.tsx',
    shell: 'main',
    texts: ['affiliate'],
    nav: { menu: 'main', label: 'nav.affiliate' },
  }),
  page({
    id: 'playbook',
    path: 'playbook',
    file: 'routes/forms/playbook.tsx',
    formPost: 'playbook',
    shell: 'main',
    formPage: true,
    texts: ['forms'],
    nav: { menu: 'main', label: 'nav.playbook' },
  }),
  // The guide opens with the signed key of the playbook e-mail (issue #20 item 7): an e-mail link page.
  page({
    id: 'playbook-guide',
    path: 'playbook/guide',
    file: 'routes/forms/playbook-guide.tsx',
    formPost: 'playbook',
    shell: 'main',
    audience: 'link',
    texts: ['forms'],
  }),
  page({
    id: 'videos',
    path: 'videos',
    file: 'routes/videos/videos.tsx',
    shell: 'main',
    texts: ['videos'],
    nav: { menu: 'main', label: 'nav.videos' },
  }),
  page({
    id: 'video',
    path: 'videos/:id',
    file: 'routes/videos/video.tsx',
    shell: 'main',
    texts: ['videos'],
  }),
  page({
    id: 'secure-videos',
    path: 'secure-videos',
    file: 'routes/videos/secure-videos.tsx',
    shell: 'main',
    texts: ['videos'],
  }),
  // Success stories and the blog (issue #33): the index and a page per entry.
  page({
    id: 'success-stories',
    path: 'success-stories',
    file: 'routes/articles/articles.tsx',
    shell: 'main',
    texts: ['articles'],
  }),
  page({
    id: 'success-story',
    path: 'success-stories/:slug',
    file: 'routes/articles/article.tsx',
    shell: 'main',
    texts: ['articles'],
  }),
  page({
    id: 'blog',
    path: 'blog',
    file: 'routes/articles/articles.tsx',
    shell: 'main',
    texts: ['articles'],
  }),
  page({
    id: 'blog-post',
    path: 'blog/:slug',
    file: 'routes/articles/article.tsx',
    shell: 'main',
    texts: ['articles'],
  }),
  page({
    id: 'products',
    path: 'products',
    file: 'routes/shop/products.tsx',
    shell: 'main',
    texts: ['shop'],
    nav: { menu: 'main', label: 'nav.products' },
  }),
  page({
    id: 'contact',
    path: 'contact',
    file: 'routes/forms/contact.tsx',
    formPost: 'lead',
    shell: 'main',
    formPage: true,
    texts: ['forms'],
    nav: { menu: 'main', label: 'nav.contact' },
  }),
  page({
    id: 'cart',
    path: 'cart',
    file: 'routes/shop/cart.tsx',
    shell: 'main',
    formPage: true,
    texts: ['shop'],
    bodyLimit: 32 * 1024,
  }),
  page({ id: 'terms', path: 'terms', file: 'routes/legal/terms.tsx', shell: 'main', texts: ['legal'] }),
  page({ id: 'privacy', path: 'privacy', file: 'routes/legal/privacy.tsx', shell: 'main', texts: ['legal'] }),
  // Built from the register of earnings claims (issue #35, ADR 049).
  page({
    id: 'earnings-claim-statement',
    path: 'earnings-claim-statement',
    file: 'routes/legal/earnings-claim-statement.tsx',
    shell: 'main',
    texts: ['earningsClaims'],
  }),
  page({
    id: 'troubleshooting',
    path: 'troubleshooting',
    file: 'routes/help/troubleshooting.tsx',
    shell: 'main',
    texts: ['troubleshooting'],
  }),
  page({
    id: 'newsletter-confirm',
    path: 'newsletter/confirm',
    file: 'routes/newsletter/confirm.tsx',
    shell: 'main',
    audience: 'link',
  }),
  page({
    id: 'newsletter-unsubscribe',
    path: 'newsletter/unsubscribe',
    file: 'routes/newsletter/unsubscribe.tsx',
    shell: 'main',
    audience: 'link',
    // RFC 8058 one-click unsubscribe: mail providers POST from their own servers.
    origin: 'signed-link',
  }),
  page({
    id: 'order-invoice',
    path: 'invoice',
    file: 'routes/shop/invoice.tsx',
    shell: 'standalone',
    texts: ['shop'],
    audience: 'link',
  }),
  page({
    id: 'test-error',
    path: '__e2e/error',
    file: 'routes/system/test-error.tsx',
    shell: 'main',
    audience: 'test',
  }),
  // Runs the outbox's due jobs as if it were a given time (scheduled sends and publishing in the
  // end-to-end tests): a resource route (no component), 404 without ENABLE_TEST_ROUTES=1.
  page({
    id: 'test-outbox',
    path: '__e2e/outbox',
    file: 'routes/system/test-outbox.ts',
    shell: 'main',
    audience: 'test',
  }),

  // The customer service section.
  page({
    id: 'service',
    path: 'service',
    file: 'routes/service/home.tsx',
    shell: 'service',
    texts: ['servicePages'],
    nav: { menu: 'service', label: 'service.nav.home' },
  }),
  page({
    id: 'service-areas',
    path: 'service/areas',
    file: 'routes/service/areas.tsx',
    shell: 'service',
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.areas' },
  }),
  page({
    id: 'service-calculator',
    path: 'service/calculator',
    file: 'routes/service/calculator.tsx',
    shell: 'service',
    formPage: true,
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.calculator' },
  }),
  page({
    id: 'service-order',
    path: 'service/order',
    file: 'routes/service/order.tsx',
    shell: 'service',
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.order' },
  }),
  page({
    id: 'service-become-operator',
    path: 'service/become-operator',
    file: 'routes/service/become-operator.tsx',
    shell: 'service',
    formPage: true,
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.becomeOperator' },
  }),
  page({
    id: 'service-business-registration',
    path: 'service/business-registration',
    file: 'routes/service/business-registration.tsx',
    formPost: 'business-registration',
    shell: 'service',
    formPage: true,
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.businessRegistration' },
  }),
  page({
    id: 'service-contact',
    path: 'service/contact',
    file: 'routes/service/contact.tsx',
    formPost: 'service-contact',
    shell: 'service',
    formPage: true,
    texts: ['servicePages', 'forms'],
    nav: { menu: 'service', label: 'service.nav.contact' },
  }),
  page({
    id: 'service-operator-application',
    path: 'service/operator-application',
    file: 'routes/service/operator-application.tsx',
    formPost: 'operator-application',
    shell: 'service',
    formPage: true,
    texts: ['servicePages', 'forms'],
  }),

  // Anything else under /service: the 404 page inside the service shell.
  page({ id: 'service-not-found', path: 'service/*', file: 'routes/system/not-found.tsx', shell: 'service' }),

  // Staff: the sign-in page, then everything behind the staff layout's check.
  page({
    id: 'admin',
    path: 'admin',
    file: 'routes/admin/login.tsx',
    shell: 'admin',
    formPage: true,
    audience: 'staff',
    signIn: true,
    texts: ['admin.meta', 'admin.login', 'admin.errors'],
  }),
  // A lost or a first password (issue #45 item 4): signed-out pages of the admin shell, like sign-in.
  page({
    id: 'admin-forgot',
    path: 'admin/forgot',
    file: 'routes/admin/forgot.tsx',
    shell: 'admin',
    audience: 'staff',
    signIn: true,
    texts: ['admin.meta', 'admin.forgot', 'admin.errors'],
  }),
  page({
    id: 'admin-set-password',
    path: 'admin/set-password',
    file: 'routes/admin/set-password.tsx',
    shell: 'admin',
    audience: 'staff',
    signIn: true,
    // The password fields' show/hide button says it in the sign-in's words.
    texts: ['admin.meta', 'admin.setPassword', 'admin.errors', 'admin.login'],
  }),
  page({
    id: 'admin-logout',
    path: 'admin/logout',
    file: 'routes/admin/logout.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-content',
    path: 'admin/content',
    file: 'routes/admin/content.tsx',
    shell: 'admin',
    audience: 'staff',
    // A whole section's texts in both languages.
    bodyLimit: 256 * 1024,
  }),
  page({
    id: 'admin-images',
    path: 'admin/images',
    file: 'routes/admin/images.tsx',
    shell: 'admin',
    audience: 'staff',
    bodyLimit: MAX_UPLOAD_BYTES + FORM_FIELDS_ALLOWANCE,
  }),
  // The video library (issue #19 item 2): list, add, edit, reorder, hide, delete.
  page({
    id: 'admin-videos',
    path: 'admin/videos',
    file: 'routes/admin/videos.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // Success stories and blog posts (issue #33): two rich-text bodies in a post.
  page({
    id: 'admin-success-stories',
    path: 'admin/success-stories',
    file: 'routes/admin/success-stories.tsx',
    shell: 'admin',
    audience: 'staff',
    bodyLimit: 256 * 1024,
  }),
  page({
    id: 'admin-blog',
    path: 'admin/blog',
    file: 'routes/admin/blog.tsx',
    shell: 'admin',
    audience: 'staff',
    bodyLimit: 256 * 1024,
  }),
  // The markets map's points (issue #19 item 4): list, add, edit, delete.
  page({
    id: 'admin-markets',
    path: 'admin/markets',
    file: 'routes/admin/markets.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // The register of earnings claims with their basis (issue #35, ADR 049): list, add, edit, versions.
  page({
    id: 'admin-earnings-claims',
    path: 'admin/earnings-claims',
    file: 'routes/admin/earnings-claims.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // A claim's written substantiation (issue #35): documents uploaded with who and when, downloaded.
  page({
    id: 'admin-earnings-claim-documents',
    path: 'admin/earnings-claims/:id/documents',
    file: 'routes/admin/earnings-claim-documents.tsx',
    shell: 'admin',
    audience: 'staff',
    bodyLimit: MAX_DOCUMENT_BYTES + FORM_FIELDS_ALLOWANCE,
  }),
  page({
    id: 'admin-earnings-claim-document',
    path: 'admin/earnings-claims/documents/:documentId',
    file: 'routes/admin/earnings-claim-document.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  // A person's page (issue #34, #35): details, stage, tasks, timeline, e-mail, statements, privacy.
  page({
    id: 'admin-person',
    path: 'admin/people/:id',
    file: 'routes/admin/person.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // Everything held about a person, as a JSON or CSV download: a resource route (no component).
  page({
    id: 'admin-person-export',
    path: 'admin/people/:id/export',
    file: 'routes/admin/person-export.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  // The bilingual e-mail templates staff send from a person's page (issue #34).
  page({
    id: 'admin-person-templates',
    path: 'admin/people/templates',
    file: 'routes/admin/person-templates.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-newsletters',
    path: 'admin/newsletters',
    file: 'routes/admin/newsletters.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // The list's screens, each a route (issue #16): the editor of a new one and of a stored one, and
  // the preview, a modal over the list.
  page({
    id: 'admin-newsletter-new',
    path: 'admin/newsletters/new',
    file: 'routes/admin/newsletter-new.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-newsletter-edit',
    path: 'admin/newsletters/:id/edit',
    file: 'routes/admin/newsletter-edit.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-newsletter-preview',
    path: 'admin/newsletters/:id/preview',
    file: 'routes/admin/newsletter-preview.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-newsletter-statistics',
    path: 'admin/newsletters/statistics',
    file: 'routes/admin/newsletter-statistics.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-newsletter-subscribers',
    path: 'admin/newsletters/subscribers',
    file: 'routes/admin/newsletter-subscribers.tsx',
    shell: 'admin',
    audience: 'staff',
    bodyLimit: IMPORT_MAX_BYTES + FORM_FIELDS_ALLOWANCE,
  }),
  // The Subscribers sub-tab's CSV export: a resource route (no component).
  page({
    id: 'admin-newsletter-subscribers-csv',
    path: 'admin/newsletters/subscribers.csv',
    file: 'routes/admin/newsletter-subscribers-csv.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  // The people behind the leads and the recruiting pipeline (issue #34): the list and its CSV, the
  // board, its stages, the funnel report, and "Approve as operator" (a POST, no page).
  page({
    id: 'admin-people',
    path: 'admin/people',
    file: 'routes/admin/people.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-people-csv',
    path: 'admin/people.csv',
    file: 'routes/admin/people-csv.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-person-approve',
    path: 'admin/people/:id/approve',
    file: 'routes/admin/person-approve.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-pipeline',
    path: 'admin/pipeline',
    file: 'routes/admin/pipeline.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-pipeline-stages',
    path: 'admin/pipeline/stages',
    file: 'routes/admin/pipeline-stages.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-funnel',
    path: 'admin/funnel',
    file: 'routes/admin/funnel.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-submissions',
    path: 'admin/submissions',
    file: 'routes/admin/submissions.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // The Submissions tab's CSV export: a resource route (no component).
  page({
    id: 'admin-submissions-csv',
    path: 'admin/submissions.csv',
    file: 'routes/admin/submissions-csv.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  // Unanswered chat questions (issue #20 item 12): grouped, marked handled, exported as CSV.
  page({
    id: 'admin-chat-questions',
    path: 'admin/chat-questions',
    file: 'routes/admin/chat-questions.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // The chat assistants' topics (issue #45 item 3, ADR 059): list, add, edit, reorder, hide, history.
  page({
    id: 'admin-chat-topics',
    path: 'admin/chat-topics',
    file: 'routes/admin/chat-topics.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-chat-questions-csv',
    path: 'admin/chat-questions.csv',
    file: 'routes/admin/chat-questions-csv.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  // Coverage gaps (issue #21 item 5): where visitors asked for a courier no operator covers.
  page({
    id: 'admin-coverage-gaps',
    path: 'admin/coverage-gaps',
    file: 'routes/admin/coverage-gaps.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-coverage-gaps-csv',
    path: 'admin/coverage-gaps.csv',
    file: 'routes/admin/coverage-gaps-csv.ts',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-orders',
    path: 'admin/orders',
    file: 'routes/admin/orders.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // Every booking request, its answer, escalation and reassignment (issue #21 item 3).
  page({
    id: 'admin-bookings',
    path: 'admin/bookings',
    file: 'routes/admin/bookings.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // The shop's catalogue (issue #19 item 3): list, add, edit, hide, reorder.
  page({
    id: 'admin-products',
    path: 'admin/products',
    file: 'routes/admin/products.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-operators',
    path: 'admin/operators',
    file: 'routes/admin/operators.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // Operators' page changes waiting for approval (issue #21 item 2), linked from the Operators tab.
  page({
    id: 'admin-operator-changes',
    path: 'admin/operator-changes',
    file: 'routes/admin/operator-changes.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  // Site settings (issue #19 item 1): contact details, links and map, with their history.
  page({
    id: 'admin-settings',
    path: 'admin/settings',
    file: 'routes/admin/settings.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-mail',
    path: 'admin/mail',
    file: 'routes/admin/mail.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-database',
    path: 'admin/database',
    file: 'routes/admin/database-test.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'admin-staff',
    path: 'admin/staff',
    file: 'routes/admin/staff.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'launch-checklist',
    path: 'launch-checklist',
    file: 'routes/admin/launch-checklist.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'verify-operators',
    path: 'verify-operators',
    file: 'routes/admin/verify-operators.tsx',
    shell: 'admin',
    audience: 'staff',
  }),
  page({
    id: 'test-operator',
    path: 'test-operator',
    file: 'routes/admin/test-operator.tsx',
    shell: 'admin',
    audience: 'staff',
  }),

  // An operator's landing page: any single segment that is not a page above (reserved slugs 404).
  page({
    id: 'operator',
    path: ':slug',
    file: 'routes/operators/operator.tsx',
    shell: 'standalone',
    texts: ['operators'],
    bodyLimit: 16 * 1024,
  }),
  // The operator portal (issue #21): the sign-in pages, then everything behind the portal layout's check.
  page({
    id: 'portal',
    path: 'portal',
    file: 'routes/portal/login.tsx',
    shell: 'portal',
    formPage: true,
    audience: 'operator',
    signIn: true,
    texts: portalSignInTexts,
  }),
  page({
    id: 'portal-set-password',
    path: 'portal/set-password',
    file: 'routes/portal/set-password.tsx',
    shell: 'portal',
    formPage: true,
    audience: 'operator',
    signIn: true,
    texts: portalSignInTexts,
  }),
  page({
    id: 'portal-forgot',
    path: 'portal/forgot',
    file: 'routes/portal/forgot.tsx',
    shell: 'portal',
    formPage: true,
    audience: 'operator',
    signIn: true,
    texts: portalSignInTexts,
  }),
  page({
    id: 'portal-logout',
    path: 'portal/logout',
    file: 'routes/portal/logout.tsx',
    shell: 'portal',
    audience: 'operator',
    signIn: true,
    texts: portalSignInTexts,
  }),
  page({
    id: 'portal-home',
    path: 'portal/home',
    file: 'routes/portal/home.tsx',
    shell: 'portal',
    audience: 'operator',
    texts: ['portal'],
  }),
  // The signed-in operator's booking requests and answers (issue #21 item 3).
  page({
    id: 'portal-bookings',
    path: 'portal/bookings',
    file: 'routes/portal/bookings.tsx',
    shell: 'portal',
    audience: 'operator',
    texts: ['portal', 'bookings'],
  }),
  // The instant quotes of the operator's page per week (issue #21 item 4).
  page({
    id: 'portal-quotes',
    path: 'portal/quotes',
    file: 'routes/portal/quotes.tsx',
    shell: 'portal',
    audience: 'operator',
    texts: ['portal', 'portalQuotes'],
  }),
  // My page (issue #21 item 2): the operator's draft of their page, its preview, submit for approval.
  page({
    id: 'portal-page',
    path: 'portal/page',
    file: 'routes/portal/page.tsx',
    shell: 'portal',
    audience: 'operator',
    texts: ['portal', 'portalPage', 'operators'],
    // The photo travels with the form (issue #31: it was refused at 1 MiB by the server).
    bodyLimit: MAX_UPLOAD_BYTES + 4 * FORM_FIELDS_ALLOWANCE,
  }),
  ...deliveryPages,
  // Anything else.
  page({ id: 'not-found', path: '*', file: 'routes/system/not-found.tsx', shell: 'main' }),
]

/**
 * Top-level page names of the site: a single-segment path outside this list is an operator's
 * landing page, and an operator's slug may not be one of them.
 */
export const knownTopLevelPages: readonly string[] = [
  ...new Set(
    pages
      .map((p) => p.path?.split('/')[0])
      .filter(
        (segment): segment is string =>
          !!segment && !segment.startsWith(':') && segment !== '*' && !segment.startsWith('__'),
      ),
  ),
]

/** The links of a menu, in registry order. */
export function menuItems(menu: 'main' | 'service') {
  return pages
    .filter((p) => p.nav?.menu === menu)
    .map((p) => ({ path: p.path === null ? '/' : `/${p.path}`, key: p.nav!.label }))
}
