import { chatAssistants } from '#app/domain/chat/assistants'
import { matchesEtag } from '#app/domain/http/page-cache'
import { languages } from '#app/domain/routing/locale'
import { z } from '#app/domain/zod'
import { appContext } from '#app/.server/context'
import { chatKnowledgeDocument } from '#app/.server/services/chat/chat-topics'
import type { Route } from './+types/chat-knowledge'

const query = z.object({ assistant: z.enum(chatAssistants), lang: z.enum(languages) })

/**
 * GET /api/chat/knowledge?assistant=main&lang=en (issue #45 item 3, ADR 059): what the chat panel
 * matches a visitor's questions against, built from the topics staff keep and the site's data at
 * this moment. The ETag is the knowledge's version: a browser keeps the answer and asks again with
 * If-None-Match (`no-cache`), so a change staff make is in the next chat opened.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success)
    return Response.json({ error: 'unknown assistant or language' }, { status: 400, headers: noStore })
  const { assistant, lang } = parsed.data
  const { body, etag } = await chatKnowledgeDocument(context.get(appContext), assistant, lang)
  const headers = { ETag: etag, 'Cache-Control': 'no-cache' }
  if (matchesEtag(request.headers.get('if-none-match') ?? undefined, etag))
    return new Response(null, { status: 304, headers })
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}

const noStore = { 'Cache-Control': 'no-store' }
