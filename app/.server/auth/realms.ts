import { safeAdminRedirect, SESSION_TTL_MS } from '#app/domain/admin/staff-rules'
import { OPERATOR_SESSION_TTL_MS } from '#app/domain/portal/account-links'
import { localizedPath } from '#app/domain/routing/locale'
import {
  findLiveOperatorSession,
  findOperatorAccountByEmail,
  findOperatorAccountById,
  setOperatorPassword,
} from '../repos/operator-accounts'
import {
  findLiveStaffSession,
  findStaffByEmail,
  findStaffById,
  rehashStaffPassword,
  updateStaffPassword,
} from '../repos/staff'
import { createDeviceCookie } from './device-cookie'
import { createSessionCookie } from './session-cookie'
import { loginRules, type Realm } from './sign-in'

/** The realms' session cookies (the page cache passes a request that carries one: PAGE_CACHE_BYPASS_COOKIES). */
export const STAFF_SESSION_COOKIE = 'staff_session'
export const OPERATOR_SESSION_COOKIE = 'operator_session'
/**
 * The realms' trusted-device cookies (`<name>_<account id>`, ADR 055): read by the sign-in only,
 * never to render a page, so the page cache need not pass them.
 */
export const STAFF_DEVICE_COOKIE = 'staff_device'
export const OPERATOR_DEVICE_COOKIE = 'operator_device'

/** A signed-in staff member, as every admin loader and action sees them (staffContext). */
export type Staff = { id: number; email: string; sessionIdHash: string }

/** A signed-in operator, as every portal loader and action sees them (operatorContext). */
export type OperatorSession = {
  accountId: number
  operatorId: number
  slug: string
  name: string
  email: string
  sessionIdHash: string
}

/**
 * The staff's admin (/admin): accounts in staff_accounts, sessions in staff_sessions, links in
 * staff_account_links, the `staff_session` cookie for a day, the `staff_device_<id>` cookie,
 * `login:*` buckets. After sign-in the page that was asked for (an admin page only) or the first
 * tab; signed out, the sign-in page coming back to the page.
 */
export const staffRealm: Realm<Staff> = {
  name: 'staff',
  cookie: createSessionCookie(STAFF_SESSION_COOKIE, SESSION_TTL_MS),
  device: createDeviceCookie(STAFF_DEVICE_COOKIE),
  sessionTtlMs: SESSION_TTL_MS,
  sessions: 'staff',
  links: 'staff',
  rules: loginRules('login'),
  findAccount: findStaffByEmail,
  findAccountById: findStaffById,
  rehash: (db, account, passwordHash) => rehashStaffPassword(db, account.id, passwordHash),
  setPassword: updateStaffPassword,
  async findSession(db, idHash, now) {
    const row = await findLiveStaffSession(db, idHash, now)
    return row ? { id: row.staffId, email: row.email, sessionIdHash: row.idHash } : null
  },
  afterSignIn: (lang, requested) => safeAdminRedirect(requested, localizedPath(lang, '/admin/content')),
  signInPath(request, lang) {
    const url = new URL(request.url)
    url.searchParams.delete('_routes')
    const back = request.method === 'GET' ? url.pathname.replace(/\.data$/, '') + url.search : null
    const login = localizedPath(lang, '/admin')
    return back && back !== login ? `${login}?redirectTo=${encodeURIComponent(back)}` : login
  },
  signedOutPath: (lang) => localizedPath(lang, '/admin'),
}

/**
 * The operators' portal (/portal, issue #21): accounts in operator_accounts (made by staff
 * invitations; no password until the invitation's link is used), sessions in operator_sessions,
 * links in operator_account_links, the `operator_session` cookie for a day, the
 * `operator_device_<id>` cookie, `portal-login:*` buckets. After sign-in the dashboard.
 */
export const operatorRealm: Realm<OperatorSession> = {
  name: 'operator',
  cookie: createSessionCookie(OPERATOR_SESSION_COOKIE, OPERATOR_SESSION_TTL_MS),
  device: createDeviceCookie(OPERATOR_DEVICE_COOKIE),
  sessionTtlMs: OPERATOR_SESSION_TTL_MS,
  sessions: 'operator',
  links: 'operator',
  rules: loginRules('portal-login'),
  findAccount: findOperatorAccountByEmail,
  findAccountById: findOperatorAccountById,
  rehash: (db, account, passwordHash, now) => setOperatorPassword(db, account.id, passwordHash, now),
  setPassword: setOperatorPassword,
  async findSession(db, idHash, now) {
    const row = await findLiveOperatorSession(db, idHash, now)
    return row
      ? {
          accountId: row.accountId,
          operatorId: row.operatorId,
          slug: row.slug,
          name: row.name,
          email: row.email,
          sessionIdHash: row.idHash,
        }
      : null
  },
  afterSignIn: (lang) => localizedPath(lang, '/portal/home'),
  signInPath: (_request, lang) => localizedPath(lang, '/portal'),
  signedOutPath: (lang) => `${localizedPath(lang, '/portal')}?signed-out`,
}
