import { redirect, type MiddlewareFunction } from 'react-router'
import { ADMIN_CACHE_CONTROL } from '#app/domain/http/replies'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { appContext, languageContext, staffContext, type AppContext } from '../context'
import { staffFromRequest } from '../services/staff-auth'

/** The login page in the request's language, coming back to the requested admin page. */
export function loginRedirectPath(request: Request, lang: Lang): string {
  const url = new URL(request.url)
  url.searchParams.delete('_routes')
  const back = request.method === 'GET' ? url.pathname.replace(/\.data$/, '') + url.search : null
  const login = localizedPath(lang, '/admin')
  return back && back !== login ? `${login}?redirectTo=${encodeURIComponent(back)}` : login
}

/**
 * The one gate of the admin area, the middleware of the staff layout (app/routes/layouts/staff.tsx):
 * it runs before every loader and action under it. Signed in, the staff member is put in the
 * context (`staffContext`) and the answer is marked not to be stored; otherwise a redirect to the
 * login page, and no loader or action runs. (The origin of a POST is checked before this, by the
 * root's guarded edge: app/.server/http/guarded-edge.ts.)
 */
export const requireStaffMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const staff = await staffFromRequest(context.get(appContext).db, request)
  if (!staff) {
    throw redirect(loginRedirectPath(request, context.get(languageContext)), {
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  context.set(staffContext, staff)
  try {
    const response = await next()
    response.headers.set('Cache-Control', ADMIN_CACHE_CONTROL)
    return response
  } finally {
    // Every staff action may change what a public page shows (content, settings, operators,
    // products, videos, markets, approved operator changes): the rendered pages are forgotten,
    // here and on every instance, before the answer leaves (ADR 027).
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      await context.get(appContext).pageCache?.purge('staff action')
    }
  }
}

export function isSecureCookie(context: Pick<AppContext, 'env'>): boolean {
  return context.env.NODE_ENV === 'production'
}
