import { data, type RouterContextProvider } from 'react-router'
import { refusedLinkStatus, type RefusedLink, type SetPasswordView } from '#app/domain/auth/account-links'
import { TOKEN_PAGE_REFERRER_POLICY } from '#app/domain/http/replies'
import type { Lang } from '#app/domain/routing/locale'
import type { z } from '#app/domain/zod'
import type { LinkCheck } from '../auth/account-links'
import { appContext, languageContext, type AppContext } from '../context'
import { guardedEdge } from './guarded-edge'
import { waitReply } from './sign-in-page'

/**
 * The pages of the links that set a password, shared by both realms (ADR 058): "Forgot password?"
 * (`/admin/forgot`, `/portal/forgot`) and the set-password page of a link (`/admin/set-password`,
 * `/portal/set-password`). A realm's page picks its edge, its texts and what comes after.
 */

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> }

/** Per IP, "Forgot password?" forms: 5 posts in 15 minutes (times RATE_LIMIT_SCALE). */
export const FORGOT_FORM_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const

/**
 * The headers of a page whose URL holds a token: the realm's own, and no Referer to other sites
 * while a post of the page's own form still carries its Origin (issue #46), so the form works
 * without JavaScript.
 */
export const tokenPageHeaders = (own: Record<string, string>) => ({
  ...own,
  'Referrer-Policy': TOKEN_PAGE_REFERRER_POLICY,
})

/** The page of a refused link: a message, no form; 410 for a link that was real, 404 otherwise. */
export function refusedLinkPage(state: RefusedLink, own: Record<string, string>) {
  const view: SetPasswordView = { state: 'refused', refused: state, purpose: null, email: null, token: '' }
  return data(view, { status: refusedLinkStatus(state), headers: tokenPageHeaders(own) })
}

/** The set-password page's loader answer for a checked link: its form, or why it is refused. */
export function setPasswordPage(check: LinkCheck, token: string | null, own: Record<string, string>) {
  if (!check.ok) return refusedLinkPage(check.state, own)
  const view: SetPasswordView = {
    state: 'form',
    refused: null,
    purpose: check.purpose,
    email: check.email,
    token: token ?? '',
  }
  return data(view, { headers: tokenPageHeaders(own) })
}

/**
 * "Forgot password?": through the guarded edge (origin, size, the realm's honeypot choice, a
 * per-IP limit, the schema), then the realm's request, which counts the address and queues the
 * e-mail when it is an account's. The answer is the same for any address: `sent`. Refused by
 * either limit: 429 with Retry-After, and the form says how long to wait (`<texts>.rateLimited`).
 */
export async function forgotPasswordAction(
  args: RouteArgs,
  options: {
    form: 'admin-forgot' | 'portal-forgot'
    schema: z.ZodType<{ email: string }>
    texts: 'admin.forgot' | 'portal.forgot'
    failure: string
    honeypot: boolean
    request: (
      app: AppContext,
      input: { email: string; lang: Lang; scale: number },
    ) => Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>
  },
) {
  const { context } = args
  const app = context.get(appContext)
  const now = new Date()
  const rateLimited = `${options.texts}.rateLimited`
  const edge = await guardedEdge(args, {
    form: options.form,
    schema: options.schema,
    failure: options.failure,
    honeypot: options.honeypot,
    rateLimit: FORGOT_FORM_LIMIT,
    rateLimited,
  })
  if (!edge.ok) {
    if (edge.reason !== 'rate-limited') return edge.response
    return waitReply(edge.response.data, edge.retryAfterSeconds ?? 60, now)
  }
  const result = await options.request(app, {
    email: edge.value.email,
    lang: context.get(languageContext),
    scale: app.env.RATE_LIMIT_SCALE,
  })
  if (!result.ok) {
    app.logger.warn({ form: options.form }, 'password link requests rate limited')
    return waitReply(edge.reply({ formErrors: [rateLimited] }), result.retryAfterSeconds, now)
  }
  app.outbox.nudge()
  return data({ ...edge.reply({ resetForm: true }), sent: true as const, minutes: 0, retryAt: null })
}
