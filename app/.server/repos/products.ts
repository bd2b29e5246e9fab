import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { products } from '../db/schema'

export type ProductRecord = typeof products.$inferSelect

/** The products on sale, in catalogue order. */
export async function listActiveProducts(db: Db): Promise<ProductRecord[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder), asc(products.id))
}

/** The products on sale among `ids` (unknown or inactive ids are simply absent). */
export async function findActiveProducts(db: Db, ids: number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)))
}
