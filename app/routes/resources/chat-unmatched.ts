import { UNMATCHED_QUESTION_RATE_LIMIT } from '#app/domain/chat/unmatched'
import { unmatchedQuestionSchema } from '#app/domain/chat/unmatched-schema'
import { consumeRateLimit } from '#app/.server/security/rate-limit'
import { originAllowed } from '#app/.server/http/guarded-edge'
import { recordUnmatchedQuestion } from '#app/.server/services/chat'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/chat-unmatched'

/** Larger bodies are refused before parsing (a question is at most 500 characters). */
const MAX_BODY_BYTES = 4096

function problem(status: number, error: string, headers: Record<string, string> = {}) {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export function loader() {
  return problem(405, 'method not allowed', { Allow: 'POST' })
}

/**
 * POST /api/chat/unmatched: { assistant, lang, text } of a question the chat could not answer.
 * Only from the site's own pages (same origin, JSON), rate limited per IP; stored without personal
 * data (services/chat.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return problem(405, 'method not allowed', { Allow: 'POST' })
  if (!originAllowed(context.get(appContext), request)) return problem(403, 'cross-site request')
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return problem(415, 'expected application/json')
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return problem(413, 'too large')
  const raw = await request.text()
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return problem(413, 'too large')
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return problem(400, 'invalid JSON')
  }
  const parsed = unmatchedQuestionSchema.safeParse(body)
  if (!parsed.success) return problem(400, 'invalid question')
  const limit = await consumeRateLimit(
    context.get(appContext).db,
    UNMATCHED_QUESTION_RATE_LIMIT,
    context.get(appContext).clientIp,
    {
      scale: context.get(appContext).env.RATE_LIMIT_SCALE,
    },
  )
  if (!limit.allowed) {
    return problem(429, 'too many requests', { 'Retry-After': String(limit.retryAfterSeconds) })
  }
  const result = await recordUnmatchedQuestion(context.get(appContext).db, parsed.data)
  return Response.json(result, {
    status: result.stored ? 201 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}
