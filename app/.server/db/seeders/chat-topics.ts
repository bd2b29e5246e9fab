import type { Db } from '../client'
import { chatTopics, seededSets } from '../schema'
import { chatTopicSeed } from '../seed-data/chat-topics'

/**
 * The chat assistants' topics (issue #45 item 3, ADR 059), in their matching order, the first time
 * only (recorded in seeded_sets): afterwards they are the staff's, so a topic whose key staff
 * changed is not added again under its old key.
 */
export async function seedChatTopics(db: Db) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seededSets)
      .values({ name: 'chat-topics' })
      .onConflictDoNothing()
      .returning()
    if (claimed.length === 0) return
    await tx
      .insert(chatTopics)
      .values(chatTopicSeed.map((topic, i) => ({ ...topic, followUp: [...topic.followUp], position: i + 1 })))
      .onConflictDoNothing({ target: [chatTopics.assistant, chatTopics.key] })
  })
}
