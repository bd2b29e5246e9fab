import { knowledgeBaseFor, type ChatAssistant } from '#app/domain/chat/knowledge'
import { matchTopic } from '#app/domain/chat/matcher'
import { redactContactDetails } from '#app/domain/chat/unmatched'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../db/client'
import { insertUnmatchedQuestion } from '../repos/chat'

export type UnmatchedQuestionInput = { assistant: ChatAssistant; lang: Lang; text: string }

/**
 * Keeps a question an assistant could not answer, for staff. The server checks with the same
 * matcher that it really matches nothing (a question the assistant answers is not stored), and
 * replaces contact details in it: only the text, the language, the assistant and the time are kept.
 */
export async function recordUnmatchedQuestion(
  db: Db,
  input: UnmatchedQuestionInput,
  now = new Date(),
): Promise<{ stored: boolean }> {
  const text = input.text.trim()
  if (!text || matchTopic(knowledgeBaseFor(input.assistant, input.lang), text)) return { stored: false }
  await insertUnmatchedQuestion(db, {
    assistant: input.assistant,
    lang: input.lang,
    text: redactContactDetails(text),
    createdAt: now,
  })
  return { stored: true }
}
