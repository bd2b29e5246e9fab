import type { MiddlewareFunction } from 'react-router'
import { appContext } from '../context'
import { isSiteLaunched } from '../services/operations/site-launch'

/**
 * Until the site is launched (issue #45, ADR 057), every answer asks search engines not to index it:
 * the pages (whose set-up notice says why), their data, robots.txt and sitemap.xml alike. The page
 * cache keeps the header with the page, and staff's launch purges it.
 */
export const launchStateMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next()
  if (!(await isSiteLaunched(context.get(appContext).db))) response.headers.set('X-Robots-Tag', 'noindex')
  return response
}
