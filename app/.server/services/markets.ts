import type { Market } from '#app/domain/markets/markets'
import type { Db } from '../db/client'
import { listMarketRows } from '../repos/markets'

/** The markets of the home page's map, from the database. */
export function listMarkets(db: Db): Promise<Market[]> {
  return listMarketRows(db)
}
