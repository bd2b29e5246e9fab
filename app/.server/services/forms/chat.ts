import { dbOf, type DataSource } from '../../db/source'
import type { ChatAssistant } from '#app/domain/chat/assistants'
import {
  asksToHandle,
  countByStatus,
  filterGroups,
  groupQuestions,
  questionPage,
  type QuestionFilter,
} from '#app/domain/chat/questions-inbox'
import { redactContactDetails } from '#app/domain/chat/unmatched'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../../db/client'
import { insertUnmatchedQuestion, listAskedQuestions, listOpenAsks, setAsksHandled } from '../../repos/chat'
import { questionsCsv } from '#app/domain/chat/questions-csv'
import { answeringTopic, isAnswered, listAllChatTopics } from '../chat/chat-topics'
import type { SubmissionClaim } from '../../security/submission-key'
import { storeOnce } from './store-once'

export type UnmatchedQuestionInput = { assistant: ChatAssistant; lang: Lang; text: string; page?: string }

/**
 * Keeps a question an assistant could not answer, for staff. The server checks with the same
 * matcher and the same topics that it really matches nothing (a question the assistant answers is
 * not stored), and
 * replaces contact details in it: only the text, the language, the assistant, the page's path
 * and the time are kept.
 */
export async function recordUnmatchedQuestion(
  source: DataSource,
  input: UnmatchedQuestionInput,
  now = new Date(),
  /** The question under its submission key: asked again on the same page, it is kept once (ADR 056). */
  claim: SubmissionClaim | null = null,
): Promise<{ stored: boolean }> {
  const text = input.text.trim()
  if (!text || (await isAnswered(dbOf(source), input.assistant, input.lang, text))) return { stored: false }
  await storeOnce(
    source,
    claim,
    async (db) => {
      await insertUnmatchedQuestion(db, {
        assistant: input.assistant,
        lang: input.lang,
        text: redactContactDetails(text),
        page: questionPage(input.page),
        createdAt: now,
      })
      return { stored: true }
    },
    now,
  )
  return { stored: true }
}

/**
 * The Chat Questions screen reads at most this many of the latest asks (grouping happens in
 * app/domain/chat/questions-inbox.ts); older ones still count once asked again.
 */
export const QUESTION_ASKS_LIMIT = 20_000

/**
 * The screen's groups for `filter`, and how many groups each status has; each group with the topic
 * that answers it now (`answeredBy`, its key), once staff made one.
 */
export async function chatQuestionsOverview(source: DataSource, filter: QuestionFilter) {
  const db = dbOf(source)
  const [asks, topics] = await Promise.all([
    listAskedQuestions(db, { limit: QUESTION_ASKS_LIMIT }),
    listAllChatTopics(db),
  ])
  const groups = groupQuestions(asks)
  return {
    groups: filterGroups(groups, filter).map((group) => ({
      ...group,
      answeredBy: answeringTopic(topics, group.assistant, group.lang, group.text),
    })),
    counts: countByStatus(groups),
  }
}

/**
 * Marks a question (language + normalized text) handled: every open ask of it up to `upTo`, the
 * last ask the screen showed, so a question asked meanwhile stays open. Returns how many asks.
 */
export async function markChatQuestionHandled(
  source: DataSource,
  target: { lang: Lang; key: string; upTo: Date },
  by: { id: number; email: string },
  now = new Date(),
): Promise<number> {
  const db = dbOf(source)
  return db.transaction(async (tx) => {
    const open = await listOpenAsks(tx as unknown as Db, target.lang, target.upTo)
    return setAsksHandled(tx as unknown as Db, asksToHandle(open, target), by, now)
  })
}

export async function chatQuestionsCsv(source: DataSource, filter: QuestionFilter): Promise<string> {
  const db = dbOf(source)
  return questionsCsv((await chatQuestionsOverview(db, filter)).groups)
}
