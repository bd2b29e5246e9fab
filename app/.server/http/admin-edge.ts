import type { RouterContextProvider } from 'react-router'
import type { z } from '#app/domain/zod'
import { guardedEdge } from './guarded-edge'

/**
 * The guarded edge (ADR 021) as every staff action passes it: origin rule, body-size limit and
 * one Zod parse of the action's `z.discriminatedUnion('intent', …)`. No honeypot (the forms are
 * behind a session, and a staff member's password manager must not be turned away) and no rate
 * limit of its own (the staff layout has signed the request in; the login keeps its own limit).
 */
export function adminEdge<S extends z.ZodType>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  options: {
    form: `admin-${string}`
    schema: S
    failure: string
    hideFields?: string[]
    coercion?: boolean
  },
) {
  return guardedEdge(args, { ...options, honeypot: false, rateLimit: false })
}
