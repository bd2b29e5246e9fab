import { redirect, type MiddlewareFunction } from 'react-router'
import { localizedPath } from '#app/domain/routing/locale'
import { appContext, languageContext, operatorContext } from '../context'
import { getOperatorSession } from '../services/operator-auth'

/** Portal answers depend on the session: never stored by a shared cache. */
export const PORTAL_CACHE_CONTROL = 'private, no-store'

/**
 * The one gate of the operator portal, the middleware of the portal layout
 * (app/routes/layouts/portal.tsx): before every loader and action under it, the operator session
 * cookie (not the staff one) is checked; signed in, the operator is put in `operatorContext`;
 * otherwise a redirect to the portal sign-in and nothing under it runs.
 */
export const requireOperatorMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const operator = await getOperatorSession(request, context.get(appContext).db)
  if (!operator) {
    throw redirect(localizedPath(context.get(languageContext), '/portal'), {
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  context.set(operatorContext, operator)
  const response = await next()
  response.headers.set('Cache-Control', PORTAL_CACHE_CONTROL)
  return response
}
