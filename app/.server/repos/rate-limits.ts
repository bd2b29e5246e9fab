import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimitHits } from '../db/schema'

/** Adds one hit to a window and returns the window's count after it (atomic upsert). */
export async function incrementHits(db: Db, bucket: string, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count })
  return row!.count
}

export async function deleteHitsBefore(db: Db, before: Date) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before))
}
