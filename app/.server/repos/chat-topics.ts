import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { ChatAssistant } from '#app/domain/chat/assistants'
import type { ChatTopicInput } from '#app/domain/chat/topic-form'
import type { ChatTopic } from '#app/domain/chat/topics'
import type { Db } from '../db/client'
import { chatTopics } from '../db/schema'

const topicOrder = [asc(chatTopics.position), asc(chatTopics.id)]

/** Every topic of both assistants, hidden ones too, in matching order. */
export function listChatTopics(db: Db): Promise<ChatTopic[]> {
  return db
    .select()
    .from(chatTopics)
    .orderBy(...topicOrder)
}

/** One assistant's shown topics, in matching order. */
export function listActiveChatTopics(db: Db, assistant: ChatAssistant): Promise<ChatTopic[]> {
  return db
    .select()
    .from(chatTopics)
    .where(and(eq(chatTopics.assistant, assistant), eq(chatTopics.active, true)))
    .orderBy(...topicOrder)
}

export async function findChatTopic(db: Db, id: number): Promise<ChatTopic | undefined> {
  const [row] = await db.select().from(chatTopics).where(eq(chatTopics.id, id))
  return row
}

/** The topics of an assistant other than `exceptId` (what a saved topic is checked against). */
export function listOtherChatTopics(db: Db, assistant: ChatAssistant, exceptId: number | undefined) {
  return db
    .select()
    .from(chatTopics)
    .where(
      exceptId === undefined
        ? eq(chatTopics.assistant, assistant)
        : and(eq(chatTopics.assistant, assistant), ne(chatTopics.id, exceptId)),
    )
    .orderBy(...topicOrder)
}

/** Adds a topic at the end of the list, shown. */
export async function insertChatTopic(db: Db, input: ChatTopicInput): Promise<number> {
  const [row] = await db
    .insert(chatTopics)
    .values({
      ...input,
      position: sql`(select coalesce(max(${chatTopics.position}), 0) + 1 from ${chatTopics})`,
    })
    .returning({ id: chatTopics.id })
  return row!.id
}

export async function updateChatTopic(
  db: Db,
  id: number,
  values: Partial<ChatTopicInput & { active: boolean }>,
): Promise<boolean> {
  const rows = await db
    .update(chatTopics)
    .set(values)
    .where(eq(chatTopics.id, id))
    .returning({ id: chatTopics.id })
  return rows.length > 0
}

/** Every topic's id in list order, locked until the transaction ends (a move). */
export async function lockChatTopicOrder(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: chatTopics.id })
    .from(chatTopics)
    .orderBy(...topicOrder)
    .for('update')
  return rows.map((r) => r.id)
}

/** Numbers the topics 1, 2, 3… in the order of `ids`. */
export async function setChatTopicOrder(db: Db, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await db
      .update(chatTopics)
      .set({ position: index + 1 })
      .where(eq(chatTopics.id, id))
}
