import { asc, eq } from 'drizzle-orm'
import type { StoredMarket } from '#app/domain/markets/markets'
import type { Db } from '../db/client'
import { markets } from '../db/schema'

export type MarketValues = Omit<StoredMarket, 'id'>

export async function listMarketRows(db: Db): Promise<StoredMarket[]> {
  return db.select().from(markets).orderBy(asc(markets.id))
}

export async function findMarket(db: Db, id: number): Promise<StoredMarket | undefined> {
  const [row] = await db.select().from(markets).where(eq(markets.id, id))
  return row
}

export async function insertMarket(db: Db, values: MarketValues): Promise<number> {
  const [row] = await db.insert(markets).values(values).returning({ id: markets.id })
  return row!.id
}

export async function updateMarket(db: Db, id: number, values: MarketValues): Promise<boolean> {
  const rows = await db.update(markets).set(values).where(eq(markets.id, id)).returning({ id: markets.id })
  return rows.length > 0
}

export async function deleteMarket(db: Db, id: number): Promise<StoredMarket | undefined> {
  const [row] = await db.delete(markets).where(eq(markets.id, id)).returning()
  return row
}
