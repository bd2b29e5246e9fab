import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ProductRecord as CatalogueProduct } from '#app/domain/shop/products'
import type { Db } from '../db/client'
import { products } from '../db/schema'
import { findLibraryImages } from './images'

export type ProductRow = typeof products.$inferSelect
export type NewProductRow = Omit<typeof products.$inferInsert, 'id' | 'sortOrder'>

/** A product with the size of its Image Manager picture, for the shop and the staff screen. */
export type ProductWithImage = CatalogueProduct & { imageId: string | null; active: boolean }

const catalogueOrder = [asc(products.sortOrder), asc(products.id)]

async function selectWithImage(db: Db, where?: SQL): Promise<ProductWithImage[]> {
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...catalogueOrder)
  const ids = [...new Set(rows.flatMap((product) => (product.imageId ? [product.imageId] : [])))]
  const library = new Map((await findLibraryImages(db, ids)).map((image) => [image.id, image]))
  return rows.map((product) => ({
    ...product,
    libraryImage: (product.imageId && library.get(product.imageId)) || null,
  }))
}

/** The products on sale, in catalogue order. */
export async function listActiveProducts(db: Db): Promise<ProductWithImage[]> {
  return selectWithImage(db, eq(products.active, true))
}

/** Every product, hidden ones too, in catalogue order (the staff screen). */
export async function listAllProducts(db: Db): Promise<ProductWithImage[]> {
  return selectWithImage(db)
}

export async function findProductWithImage(db: Db, id: number): Promise<ProductWithImage | undefined> {
  const [row] = await selectWithImage(db, eq(products.id, id))
  return row
}

/** The products on sale among `ids` (unknown or inactive ids are simply absent). */
export async function findActiveProducts(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)))
}

export async function listProductSlugs(db: Db): Promise<string[]> {
  return (await db.select({ slug: products.slug }).from(products)).map((r) => r.slug)
}

/**
 * Adds a product at the end of the catalogue. Ids are not a sequence (the seeded products have
 * fixed ids): the next one is taken in the statement, and a clash with a concurrent insert fails
 * on the primary key, for the caller to retry.
 */
export async function insertProduct(db: Db, row: NewProductRow): Promise<ProductRow> {
  const [created] = await db
    .insert(products)
    .values({
      ...row,
      id: sql`(select coalesce(max(${products.id}), 0) + 1 from ${products})`,
      sortOrder: sql`(select coalesce(max(${products.sortOrder}), 0) + 1 from ${products})`,
    })
    .returning()
  return created!
}

export async function updateProduct(
  db: Db,
  id: number,
  values: Partial<Omit<ProductRow, 'id' | 'slug'>>,
): Promise<boolean> {
  const rows = await db.update(products).set(values).where(eq(products.id, id)).returning({ id: products.id })
  return rows.length > 0
}

/** Every product's id in catalogue order, locked until the transaction ends (a reorder). */
export async function lockCatalogueOrder(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(...catalogueOrder)
    .for('update')
  return rows.map((r) => r.id)
}

/** Numbers the products 1, 2, 3… in the order of `ids`. */
export async function setCatalogueOrder(db: Db, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .update(products)
      .set({ sortOrder: index + 1 })
      .where(eq(products.id, id))
  }
}
