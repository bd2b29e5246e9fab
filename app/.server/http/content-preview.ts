import type { MiddlewareFunction } from 'react-router'
import { isPreviewRequest } from '#app/domain/content/drafts'
import { appContext } from '../context'
import { staffRealm } from '../auth/realms'
import { sessionFromRequest } from '../auth/sign-in'

/**
 * The preview of the Content Editor's drafts (issue #33, ADR 046): a public page asked with
 * `?preview=draft` by a signed-in staff member renders with the section drafts (the content services
 * read `contentPreview`). Anyone else gets the live page. Either way the answer is private and never
 * stored: the page cache keeps no page with a query or a staff cookie, and `no-store` keeps browsers
 * and proxies from keeping it; search engines are told not to index it.
 */
export const contentPreviewMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return next()
  if (!isPreviewRequest(new URL(request.url))) return next()
  const app = context.get(appContext)
  const staff = await sessionFromRequest(staffRealm, app, request)
  if (staff) context.set(appContext, { ...app, contentPreview: true })
  const response = await next()
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('X-Robots-Tag', 'noindex')
  response.headers.delete('ETag')
  return response
}
