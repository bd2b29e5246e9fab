import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { operators } from '../db/schema'

/**
 * Every operator's rating and review count (for the network's aggregate rating), samples left out:
 * structured data carries only ratings staff entered (issue #30 item 3).
 */
export function listOperatorRatings(db: Db) {
  return db
    .select({ averageRating: operators.averageRating, totalReviews: operators.totalReviews })
    .from(operators)
    .where(eq(operators.sampleReviews, false))
}
