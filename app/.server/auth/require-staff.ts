import type { MiddlewareFunction } from 'react-router'
import { ADMIN_CACHE_CONTROL } from '#app/domain/http/replies'
import { appContext, staffContext } from '../context'
import { staffRealm } from './realms'
import { sessionGate } from './sign-in'

const gate = sessionGate(staffRealm, staffContext, ADMIN_CACHE_CONTROL)

/**
 * The one gate of the admin area, the middleware of the staff layout (app/routes/layouts/staff.tsx):
 * the staff realm's session gate (sign-in.ts) before every loader and action under it. (The origin
 * of a POST is checked before this, by the root's guarded edge: app/.server/http/guarded-edge.ts.)
 */
export const requireStaffMiddleware: MiddlewareFunction<Response> = (args, next) =>
  gate(args, async () => {
    try {
      return await next()
    } finally {
      // Every staff action may change what a public page shows (content, settings, operators,
      // products, videos, markets, approved operator changes): the rendered pages are forgotten,
      // here and on every instance, before the answer leaves (ADR 027).
      if (args.request.method !== 'GET' && args.request.method !== 'HEAD') {
        await args.context.get(appContext).pageCache?.purge('staff action')
      }
    }
  })
