import { operatorContext } from '../context'
import { operatorRealm } from './realms'
import { sessionGate } from './sign-in'

/** Portal answers depend on the session: never stored by a shared cache. */
export const PORTAL_CACHE_CONTROL = 'private, no-store'

/**
 * The one gate of the operator portal, the middleware of the portal layout
 * (app/routes/layouts/portal.tsx): the operator realm's session gate (sign-in.ts), so the operator
 * session cookie (not the staff one) is checked before every loader and action under it.
 */
export const requireOperatorMiddleware = sessionGate(operatorRealm, operatorContext, PORTAL_CACHE_CONTROL)
