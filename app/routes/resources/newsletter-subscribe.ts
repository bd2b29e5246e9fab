import { POPUP_SOURCE } from '#app/domain/newsletter/subscription'
import { newsletterSignupSchema } from '#app/domain/newsletter/signup-schema'
import { readFormDataWithLimit } from '#app/.server/http/limited-body'
import { originAllowed } from '#app/.server/http/guarded-edge'
import { signupFromPopup } from '#app/.server/services/newsletter-signup'
import { siteOrigin } from '#app/.server/site-origin'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/newsletter-subscribe'

/** A signup is a few short fields. */
const MAX_BODY_BYTES = 4096

export type SubscribeResponse =
  | { ok: true }
  | {
      ok: false
      /** i18n key of the message shown above the submit button. */
      error: 'newsletter.errors.failed' | 'newsletter.errors.rateLimited'
      /** i18n keys per field, when the input was wrong. */
      fieldErrors?: Partial<Record<'email' | 'consent', string>>
    }

/** The page the popup was on (the same-origin Referer's path), or the home page of the language. */
function sendingPage(request: Request, lang: Lang, origin: string): string {
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const from = new URL(referer)
      if (from.origin === origin) return from.pathname.slice(0, 300)
    } catch {
      // not a URL: fall back below
    }
  }
  return localizedPath(lang, '/')
}

function reply(body: SubscribeResponse, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

const failed = (status: number) => reply({ ok: false, error: 'newsletter.errors.failed' }, status)

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('content-type') ?? ''
  if (/^application\/json\b/i.test(type)) {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null
    const raw = await request.text()
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return null
    try {
      const body: unknown = JSON.parse(raw)
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    } catch {
      return null
    }
  }
  const form = await readFormDataWithLimit(request, MAX_BODY_BYTES)
  if (!form.ok) return null
  return Object.fromEntries([...form.formData.entries()].filter(([, v]) => typeof v === 'string'))
}

/**
 * POST /api/newsletter/subscribe: the popup's signup (JSON or a form body), validated with the
 * popup's own schema. Same-origin only; honeypot and a per-IP limit stored in the database; the
 * subscriber and its confirmation e-mail are stored before the answer says success.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } })
  if (!originAllowed(context.get(appContext), request)) return failed(403)
  const body = await readBody(request)
  if (!body) return failed(400)
  const parsed = newsletterSignupSchema.safeParse(body)
  if (!parsed.success) {
    const fieldErrors: Partial<Record<'email' | 'consent', string>> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if ((field === 'email' || field === 'consent') && !fieldErrors[field])
        fieldErrors[field] = issue.message
    }
    return reply({ ok: false, error: 'newsletter.errors.failed', fieldErrors }, 400)
  }
  const origin = siteOrigin(context.get(appContext).env)
  const result = await signupFromPopup(context.get(appContext), parsed.data, {
    origin,
    source: POPUP_SOURCE,
    sourcePath: sendingPage(request, parsed.data.lang, origin),
  })
  if (!result.ok) {
    if (result.reason === 'rate-limited') {
      return reply({ ok: false, error: 'newsletter.errors.rateLimited' }, 429, {
        'Retry-After': String(result.retryAfterSeconds),
      })
    }
    return failed(400)
  }
  return reply({ ok: true }, 200)
}
