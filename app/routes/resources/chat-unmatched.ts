import { UNMATCHED_QUESTION_RATE_LIMIT } from '#app/domain/chat/unmatched'
import { unmatchedQuestionSchema } from '#app/domain/chat/unmatched-schema'
import { edgeJson, guardedEdge } from '#app/.server/http/guarded-edge'
import { recordUnmatchedQuestion } from '#app/.server/services/forms/chat'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/chat-unmatched'

export function loader() {
  return Response.json(
    { error: 'method not allowed' },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  )
}

/**
 * POST /api/chat/unmatched: the form { assistant, lang, text } of a question the chat could not
 * answer, posted by the chat panel's script. It passes the guarded edge as every form does (origin,
 * size, rate limit per IP, one parse) and is stored without personal data (services/chat.ts).
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== 'POST') return loader()
  const edge = await guardedEdge(args, {
    form: 'chat-unmatched',
    schema: unmatchedQuestionSchema,
    // Never shown: the chat goes on whatever the answer (chat-panel.tsx).
    failure: 'forms.contact.failure',
    rateLimit: UNMATCHED_QUESTION_RATE_LIMIT,
  })
  if (!edge.ok) return edgeJson(edge.response)
  const result = await recordUnmatchedQuestion(
    args.context.get(appContext),
    edge.value,
    new Date(),
    edge.claim,
  )
  return edgeJson({ ...edge.reply(), ...result }, result.stored ? 201 : 200)
}
