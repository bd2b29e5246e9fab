import { asc } from 'drizzle-orm'
import type { Market } from '#app/domain/markets/markets'
import type { Db } from '../db/client'
import { markets } from '../db/schema'

export async function listMarketRows(db: Db): Promise<Market[]> {
  return db.select().from(markets).orderBy(asc(markets.id))
}
