import type { Db } from '../db/client'
import { operators } from '../db/schema'

/** Every operator's rating and review count (for the network's aggregate rating). */
export function listOperatorRatings(db: Db) {
  return db
    .select({ averageRating: operators.averageRating, totalReviews: operators.totalReviews })
    .from(operators)
}
