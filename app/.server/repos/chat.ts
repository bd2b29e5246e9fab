import { desc } from 'drizzle-orm'
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
