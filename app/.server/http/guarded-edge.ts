import { actionBodyLimitFor, originRuleFor } from '#app/domain/http/request-edge'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import type { SubmissionResult } from '@conform-to/react'
import { ORIGIN_REFUSAL, type FormActionData as Reply } from '#app/domain/http/replies'

type FormActionData = Reply<SubmissionResult<string[]>>
import { HONEYPOT_FIELD } from '#app/domain/forms/options'
import { SUBMISSION_KEY_FIELD } from '#app/domain/forms/submission-key'
import { checkOrigin, SAFE_METHODS } from '#app/domain/http/origin-rule'
import { z } from '#app/domain/zod'
import { appContext, type AppContext } from '../context'
import { consumeRateLimit, pendingHit, type RateLimitRule } from '../security/rate-limit'
import type { BucketHit } from '../repos/rate-limits'
import {
  checkSubmissionKey,
  submissionClaim,
  type PostedSubmissionKey,
  type SubmissionClaim,
} from '../security/submission-key'
import { storedAnswerOf } from '../services/forms/store-once'
import { normalizeHostName } from '#app/domain/http/request-edge'
import { siteHostNames, siteOrigin } from '../site-origin'
import { readFormDataWithLimit } from './limited-body'

/**
 * The guarded edge (ADR 021): what every POST of the site passes, public and staff, in this order:
 *
 * 1. the origin rule (app/domain/http/origin-rule.ts): a foreign or missing origin is refused (403);
 * 2. the body-size limit: the body is read up to the limit its page's registry entry names
 *    (`bodyLimit` in app/pages.ts, else ACTION_BODY_LIMIT) and no further (413); a body that is not
 *    a form (JSON, text) is refused (415);
 * 3. the honeypot (public forms): the field people never see, `website_url` everywhere (400,
 *    nothing stored); and the submission key beside it (ADR 056): a key this server did not make
 *    is refused the same way, a missing one is accepted (the submission is then not deduplicated);
 * 4. the rate limit per client IP and form, kept in the database (429 with Retry-After), except
 *    for the repeat of a submission already stored under its key, which is answered as before;
 * 5. one Zod parse with the form's schema — the same schema the page's form validates with (400,
 *    with the errors beside the fields and what was typed kept). A success carries the
 *    submission's claim (its key with what was parsed) for the service's storeOnce.
 *
 * Every refusal has the same shape, `{ result, outcome }` (Conform's reply), so a form shows it the
 * same way with or without JavaScript. The origin rule also runs, before any loader or action, in
 * the root middleware (`originRuleMiddleware`), so a POST that a route forgot to guard is refused all
 * the same.
 */

/** A form post is read up to its page's limit (the registry's `bodyLimit`, else ACTION_BODY_LIMIT). */
const limitOf = (request: Request) => actionBodyLimitFor(new URL(request.url).pathname)

/** Per IP per form: 20 posts in 10 minutes, times RATE_LIMIT_SCALE. People never get near it. */
export const FORM_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> }

export type EdgeReply = FormActionData

/**
 * Conform's reply options: after a successful parse the service may still refuse (a taken e-mail,
 * a wrong password), and says so beside a field or above the form, in the same reply shape.
 */
export type EdgeReplyOptions = {
  resetForm?: boolean
  formErrors?: string[]
  fieldErrors?: Record<string, string[]>
  hideFields?: string[]
}

export type EdgeOptions<S extends z.ZodType> = {
  /** The form's name: its rate-limit bucket and what the logs call it. */
  form: string
  schema: S
  /** The translation key of the failure message shown above the form (refusals). */
  failure: string
  /** The translation key of the rate-limit message. Default: 'forms.errors.rateLimited'. */
  rateLimited?: string
  /** Public forms carry the honeypot; staff forms do not. Default: true. */
  honeypot?: boolean
  /**
   * The rate limit of this form (its bucket is `form:<form>` unless the rule names one), or false
   * for none (staff forms behind a session). A page with several intents of different limits
   * (an instant quote and a booking) picks the rule from the posted form.
   */
  rateLimit?: EdgeRateLimit | false | ((formData: PostedForm) => EdgeRateLimit | false)
  /** Fields never sent back in a refusal's reply (passwords). */
  hideFields?: string[]
  /**
   * A parsed form's rate-limit hit is left to its store, which takes it in the statement that
   * writes the submission (ADR 067) and refuses with `rateLimitedRefusal`; a refusal of the
   * parse still takes it here. Only for a service that takes `hit` (the public forms' submitForm).
   */
  rateLimitAtStore?: boolean
  /**
   * Conform turns empty fields into `undefined` and text into numbers before the parse. A schema
   * written for the raw form text (empty is '', it converts itself) turns that off. Default: true.
   */
  coercion?: boolean
}

export type EdgeRateLimit = Partial<RateLimitRule>

export type EdgeOutcome<T> =
  | {
      ok: true
      value: T
      formData: PostedForm
      reply: (options?: EdgeReplyOptions) => EdgeReply
      /** The submission under its key (ADR 056), or null when no key was posted: for storeOnce. */
      claim: SubmissionClaim | null
      /** With `rateLimitAtStore`: the rate limit's hit, for the store to take. */
      hit: BucketHit | null
    }
  | {
      ok: false
      response: ReturnType<typeof data<EdgeReply>>
      reason: RefusalReason
      /** With `rate-limited`: when the next post will be let through. */
      retryAfterSeconds?: number
      /**
       * With `invalid`: the parse's messages as a ZodError (one issue per field, its first message),
       * for a page whose answer names its errors with the domain's own keys.
       */
      error?: z.ZodError
    }

export type RefusalReason =
  'origin' | 'too-large' | 'not-a-form' | 'malformed' | 'honeypot' | 'forged-key' | 'rate-limited' | 'invalid'

/**
 * The origins a POST may come from: the configured public site (ADR 024), and the request's own
 * origin only when its host name is one the site answers on (PUBLIC_SITE_URL's, ALLOWED_HOSTS):
 * a forged Host never makes its own Origin acceptable.
 */
export function siteOrigins(app: Pick<AppContext, 'env'>, request: Request): string[] {
  return siteOriginsFor(app, new URL(request.url))
}

function siteOriginsFor(app: Pick<AppContext, 'env'>, own: URL): string[] {
  const origins = [siteOrigin(app.env)]
  if (siteHostNames(app.env).has(normalizeHostName(own.hostname))) origins.push(own.origin)
  return [...new Set(origins)]
}

export function originAllowed(app: Pick<AppContext, 'env'>, request: Request): boolean {
  return originAllowedFor(app, new URL(request.url), (name) => request.headers.get(name), request.method)
}

/** originAllowed of a request read as its URL and headers (the server's fast path, form-post.ts). */
export function originAllowedFor(
  app: Pick<AppContext, 'env'>,
  url: URL,
  header: (name: string) => string | null,
  method = 'POST',
): boolean {
  // A route whose authority is a signature, not a page of this site (the registry's `origin`).
  if (originRuleFor(url.pathname) !== 'site') return true
  return checkOrigin({
    method,
    siteOrigins: siteOriginsFor(app, url),
    origin: header('origin'),
    referer: header('referer'),
    secFetchSite: header('sec-fetch-site'),
  }).ok
}

/** The status every refusal of the origin rule answers, wherever it happens. */
export const ORIGIN_REFUSED_STATUS = 403

const NO_STORE = { 'Cache-Control': 'no-store' }

/** A document request of a browser (a form posted without JavaScript), not a fetch of data. */
export function wantsPage(request: Request): boolean {
  if (new URL(request.url).pathname.endsWith('.data')) return false
  const mode = request.headers.get('sec-fetch-mode')
  if (mode) return mode === 'navigate'
  return /\btext\/html\b/.test(request.headers.get('accept') ?? '')
}

/** The root middleware: the origin rule for every request that changes something. */
export const originRuleMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (SAFE_METHODS.includes(request.method.toUpperCase())) return next()
  const app = context.get(appContext)
  if (!originAllowed(app, request)) {
    const url = new URL(request.url)
    app.logger.warn({ path: url.pathname }, 'cross-site request refused')
    // A page's own form posted without JavaScript (a browser navigation): a page in the visitor's
    // language, the root's error page for a 403 (issue #46), not JSON.
    if (wantsPage(request)) throw data(ORIGIN_REFUSAL, { status: ORIGIN_REFUSED_STATUS, headers: NO_STORE })
    return Response.json(ORIGIN_REFUSAL, { status: ORIGIN_REFUSED_STATUS, headers: NO_STORE })
  }
  return next()
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/** Whether the body claims to be a form (a POST without a body is an empty form). */
export function isFormBody(request: Request): boolean {
  const type = request.headers.get('content-type')
  if (!type) return !request.body
  const mediaType = type.split(';')[0]!.trim().toLowerCase()
  return FORM_TYPES.includes(mediaType)
}

export async function guardedEdge<S extends z.ZodType>(
  { request, context }: RouteArgs,
  options: EdgeOptions<S>,
): Promise<EdgeOutcome<z.output<S>>> {
  const app = context.get(appContext)
  // 1. Origin.
  if (!originAllowed(app, request)) return refusal(options, 'origin', ORIGIN_REFUSED_STATUS)
  // 2. Size, and a form at all.
  if (!isFormBody(request)) return refusal(options, 'not-a-form', 415)
  const body = await readFormDataWithLimit(request, limitOf(request))
  if (!body.ok)
    return refusal(
      options,
      body.reason === 'tooLarge' ? 'too-large' : 'malformed',
      body.reason === 'tooLarge' ? 413 : 400,
    )
  return guardForm(app, body.formData, options)
}

/** A form's fields: the browser's FormData, or a urlencoded body's URLSearchParams (the edge's fast path). */
export type PostedForm = FormData | URLSearchParams

const parseOptionsOf = <S extends z.ZodType>(options: EdgeOptions<S>) => ({
  schema: options.schema,
  disableAutoCoercion: options.coercion === false,
})

/** A refusal of the edge: with the form, its reply carries what the visitor typed back into it. */
function refusal<S extends z.ZodType>(
  options: EdgeOptions<S>,
  reason: RefusalReason,
  status: number,
  extra: { message?: string; formData?: PostedForm; retryAfterSeconds?: number } = {},
): EdgeOutcome<z.output<S>> & { ok: false } {
  const message = extra.message ?? options.failure
  const result = extra.formData
    ? parseWithZod(extra.formData, parseOptionsOf(options)).reply({
        formErrors: [message],
        hideFields: options.hideFields,
      })
    : { status: 'error' as const, error: { '': [message] } }
  const outcome: EdgeReply['outcome'] = reason === 'rate-limited' ? 'rate-limited' : 'failed'
  const retryAfter = extra.retryAfterSeconds
  return {
    ok: false as const,
    reason,
    retryAfterSeconds: retryAfter,
    response: data<EdgeReply>(
      { result, outcome },
      { status, headers: retryAfter === undefined ? undefined : { 'Retry-After': String(retryAfter) } },
    ),
  }
}

/**
 * Steps 3 to 5 of the edge on a form already read (its origin and size checked): the honeypot, the
 * submission key, the rate limit and the one parse. The route's guardedEdge and the server's fast
 * path for public forms (form-post.ts) both end here.
 */
export async function guardForm<S extends z.ZodType>(
  app: Pick<AppContext, 'db' | 'env' | 'logger' | 'clientIp'>,
  formData: PostedForm,
  options: EdgeOptions<S>,
): Promise<EdgeOutcome<z.output<S>>> {
  const parseOptions = parseOptionsOf(options)
  // 3. Honeypot: refused like any failure, and nothing is stored. Before the rate limit: a bot's
  // post must not use up the allowance of the people behind the same address.
  if (options.honeypot !== false && honeypotFilled(formData)) {
    app.logger.info({ form: options.form }, 'form honeypot filled: refused')
    return refusal(options, 'honeypot', 400, { formData })
  }
  const posted: PostedSubmissionKey =
    options.honeypot === false
      ? { kind: 'none' }
      : checkSubmissionKey(app.env.SESSION_SECRET, formData.get(SUBMISSION_KEY_FIELD))
  if (posted.kind === 'forged') {
    app.logger.warn({ form: options.form }, 'form submission key forged: refused')
    return refusal(options, 'forged-key', 400, { formData })
  }
  const claimOf = (value: unknown) =>
    posted.kind === 'made' ? submissionClaim(options.form, posted.key, value) : null
  // 5 before 4: the one parse, whose value the rate limit's exception and the service both use.
  const submission = parseWithZod(formData, parseOptions)
  // 4. Rate limit (or, with rateLimitAtStore, the hit for the store to take with the submission).
  const rule = typeof options.rateLimit === 'function' ? options.rateLimit(formData) : options.rateLimit
  const limitRule = { bucket: `form:${options.form}`, ...FORM_RATE_LIMIT, ...(rule ?? {}) }
  const scale = { scale: app.env.RATE_LIMIT_SCALE }
  const hit =
    rule !== false && options.rateLimitAtStore && submission.status === 'success'
      ? pendingHit(limitRule, app.clientIp, scale)
      : null
  if (rule !== false && !hit) {
    const limit = await consumeRateLimit(app.db, limitRule, app.clientIp, scale)
    /** A repeat of a submission stored under its key stores nothing: the limit does not refuse it. */
    const isStoredRepeat = async () => {
      const claim = submission.status === 'success' ? claimOf(submission.value) : null
      return claim !== null && (await storedAnswerOf(app.db, claim)) !== null
    }
    if (!limit.allowed && !(await isStoredRepeat()))
      return rateLimitedRefusal(app, options, formData, limit.retryAfterSeconds)
  }
  // 5. The parse's verdict.
  if (submission.status !== 'success') {
    return {
      ok: false,
      reason: 'invalid',
      error: zodErrorOf(submission.error),
      response: data<EdgeReply>(
        { result: submission.reply({ hideFields: options.hideFields }), outcome: 'invalid' },
        { status: 400 },
      ),
    }
  }
  return {
    ok: true,
    value: submission.value as z.output<S>,
    formData,
    claim: claimOf(submission.value),
    hit,
    // A reply with errors is a refusal by the service after the parse.
    reply: (replyOptions) => ({
      result: submission.reply(replyOptions),
      outcome: replyOptions?.formErrors || replyOptions?.fieldErrors ? 'failed' : 'success',
    }),
  }
}

/** The refusal of a post over its rate limit (429 with Retry-After): the form with what was typed. */
export function rateLimitedRefusal<S extends z.ZodType>(
  app: Pick<AppContext, 'logger'>,
  options: EdgeOptions<S>,
  formData: PostedForm,
  retryAfterSeconds: number,
) {
  app.logger.warn({ form: options.form }, 'form rate limited')
  return refusal(options, 'rate-limited', 429, {
    message: options.rateLimited ?? 'forms.errors.rateLimited',
    formData,
    retryAfterSeconds,
  })
}

/**
 * An endpoint that is not a page (a resource route: the popup's signup, the chat's unanswered
 * questions) answers the edge's reply as JSON: a refusal with its status and headers, a success
 * with the status given.
 */
export function edgeJson(reply: EdgeReply | ReturnType<typeof data<EdgeReply>>, status = 200): Response {
  const refusal = 'type' in reply && reply.type === 'DataWithResponseInit' ? reply : null
  const headers = new Headers(refusal?.init?.headers)
  headers.set('Cache-Control', 'no-store')
  const body = refusal ? refusal.data : (reply as EdgeReply)
  return Response.json(body, { status: refusal?.init?.status ?? status, headers })
}

/** Conform's error map (field name → messages) as a ZodError whose issues name the fields. */
export function zodErrorOf(errors: Record<string, string[] | null> | null | undefined): z.ZodError {
  return new z.ZodError(
    Object.entries(errors ?? {}).flatMap(([name, messages]) =>
      name && messages?.[0]
        ? [{ code: 'custom' as const, path: [name], message: messages[0], input: undefined }]
        : [],
    ),
  )
}

/** Did a bot fill the field people never see? */
export function honeypotFilled(formData: PostedForm, field = HONEYPOT_FIELD): boolean {
  const value = formData.get(field)
  return typeof value === 'string' ? value.trim() !== '' : value !== null
}

/**
 * Steps 1 and 2 of the edge alone, for actions whose forms have no schema of their own yet: the
 * form data, read up to its page's limit; otherwise a thrown 403, 413, 415 or 400 (never a 500).
 */
export async function boundedFormData({ request, context }: RouteArgs): Promise<FormData> {
  const plain = (status: number, text: string) =>
    new Response(text, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  if (!originAllowed(context.get(appContext), request))
    throw plain(ORIGIN_REFUSED_STATUS, 'Cross-site request refused')
  if (!isFormBody(request)) throw plain(415, 'Unsupported Media Type')
  const body = await readFormDataWithLimit(request, limitOf(request))
  if (!body.ok)
    throw plain(
      body.reason === 'tooLarge' ? 413 : 400,
      body.reason === 'tooLarge' ? 'Payload Too Large' : 'Bad Request',
    )
  return body.formData
}
