import { MAX_UPLOAD_BYTES } from '../domain/images/upload'
import { FORM_FIELDS_ALLOWANCE, page, type PageDef, type TextRef } from './define'

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

/**
 * An operator's landing page and the operator portal (issue #21), in registry order: the landing
 * page takes any single segment that no other page has (reserved slugs 404).
 */
export const operatorPages: PageDef[] = [
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
]
