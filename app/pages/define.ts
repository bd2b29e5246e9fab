/**
 * The shape of the page registry (app/pages.ts, ADR 020): what a page and a resource route say of
 * themselves, and the text bundles a page's HTML may carry. Plain data: the browser imports it too.
 */

import type { FormKind } from '../domain/forms/options'

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
  // Every delivery job and the operators' statements (issue #44).
  'adminDeliveries',
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

/** One entry of the registry, typed. */
export const page = (def: PageDef) => def

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
  /**
   * The form POST the server answers at its edge, before React Router (issue #42, ADR 060): a JSON
   * endpoint's urlencoded form, at exactly this path.
   */
  jsonPost?: 'newsletter-signup'
}
