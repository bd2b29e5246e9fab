import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { AskedQuestion } from '#app/domain/chat/questions-inbox'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../db/client'
import { chatUnmatchedQuestions } from '../db/schema'

export type NewUnmatchedQuestion = typeof chatUnmatchedQuestions.$inferInsert

export async function insertUnmatchedQuestion(db: Db, question: NewUnmatchedQuestion) {
  const [row] = await db.insert(chatUnmatchedQuestions).values(question).returning()
  return row!
}

/** The latest first, for staff. */
export function listUnmatchedQuestions(db: Db, { limit = 100 }: { limit?: number } = {}) {
  return db
    .select()
    .from(chatUnmatchedQuestions)
    .orderBy(desc(chatUnmatchedQuestions.createdAt), desc(chatUnmatchedQuestions.id))
    .limit(limit)
}

const askColumns = {
  id: chatUnmatchedQuestions.id,
  assistant: chatUnmatchedQuestions.assistant,
  lang: chatUnmatchedQuestions.lang,
  text: chatUnmatchedQuestions.text,
  page: chatUnmatchedQuestions.page,
  createdAt: chatUnmatchedQuestions.createdAt,
  handledAt: chatUnmatchedQuestions.handledAt,
  handledByEmail: chatUnmatchedQuestions.handledByEmail,
}

/** The latest `limit` asks, as the Chat Questions screen groups them. */
export function listAskedQuestions(db: Db, { limit }: { limit: number }): Promise<AskedQuestion[]> {
  return db
    .select(askColumns)
    .from(chatUnmatchedQuestions)
    .orderBy(desc(chatUnmatchedQuestions.createdAt), desc(chatUnmatchedQuestions.id))
    .limit(limit)
}

/**
 * The open asks in `lang` asked up to `upTo` (the candidates of one "Mark handled"). The database
 * keeps microseconds, a Date milliseconds: the bound takes in the whole millisecond of `upTo`.
 */
export function listOpenAsks(db: Db, lang: Lang, upTo: Date): Promise<AskedQuestion[]> {
  return db
    .select(askColumns)
    .from(chatUnmatchedQuestions)
    .where(
      and(
        eq(chatUnmatchedQuestions.lang, lang),
        isNull(chatUnmatchedQuestions.handledAt),
        lt(chatUnmatchedQuestions.createdAt, new Date(upTo.getTime() + 1)),
      ),
    )
}

/** Marks the open asks of `ids` handled by `by`; returns how many it marked. */
export async function setAsksHandled(
  db: Db,
  ids: readonly number[],
  by: { id: number; email: string },
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0
  const rows = await db
    .update(chatUnmatchedQuestions)
    .set({ handledAt: now, handledBy: by.id, handledByEmail: by.email })
    .where(and(inArray(chatUnmatchedQuestions.id, [...ids]), isNull(chatUnmatchedQuestions.handledAt)))
    .returning({ id: chatUnmatchedQuestions.id })
  return rows.length
}
