import { redirect } from 'react-router'
import type { AppLoadContext } from 'react-router'
import { checkSameOrigin } from '#app/domain/admin/same-origin'
import { localizedPath, splitLocalePath } from '#app/domain/routing/locale'
import { staffFromRequest, type Staff } from '../services/staff-auth'

/**
 * Refuses a state-changing request that is not a same-origin POST (ADR 011) with 403. Every admin
 * action goes through it (requireStaff calls it; the login action calls it directly).
 */
export function assertSameOrigin(request: Request, context: Pick<AppLoadContext, 'env'>) {
  const siteOrigins = [new URL(request.url).origin]
  if (context.env.PUBLIC_SITE_URL) siteOrigins.push(new URL(context.env.PUBLIC_SITE_URL).origin)
  const check = checkSameOrigin({
    method: request.method,
    siteOrigins,
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
  })
  if (!check.ok) {
    throw new Response('Cross-site request refused', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
}

/** The login page in the request's language, coming back to the requested admin page. */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url)
  const { lang } = splitLocalePath(url.pathname)
  url.searchParams.delete('_routes')
  const back = request.method === 'GET' ? url.pathname.replace(/\.data$/, '') + url.search : null
  const login = localizedPath(lang, '/admin')
  return back && back !== login ? `${login}?redirectTo=${encodeURIComponent(back)}` : login
}

/**
 * The one gate of the admin area: every admin loader and action starts with it. Returns the
 * signed-in staff member; otherwise throws a redirect to the login page (no data is ever produced).
 * Anything but GET/HEAD must also be a same-origin POST.
 */
export async function requireStaff(
  request: Request,
  context: Pick<AppLoadContext, 'db' | 'env'>,
): Promise<Staff> {
  if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request, context)
  const staff = await staffFromRequest(context.db, request)
  if (!staff) throw redirect(loginRedirectPath(request), { headers: { 'Cache-Control': 'no-store' } })
  return staff
}

/** Admin pages are personal and must never be stored by a browser or proxy. */
export const ADMIN_CACHE_CONTROL = 'private, no-store'

export function isSecureCookie(context: Pick<AppLoadContext, 'env'>): boolean {
  return context.env.NODE_ENV === 'production'
}
