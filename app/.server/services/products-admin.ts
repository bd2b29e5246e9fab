import { dbOf, type DataSource } from '../db/source'
import { moveInOrder, uniqueProductSlug, type ProductInput } from '#app/domain/shop/product-form'
import { isUniqueViolation } from '../db/unique-violation'
import { findImage } from '../repos/images'
import {
  findProductWithImage,
  insertProduct,
  listAllProducts,
  listProductSlugs,
  lockCatalogueOrder,
  setCatalogueOrder,
  updateProduct,
} from '../repos/products'
import { pickableLibraryImages } from './images'

/**
 * The staff Products screen (issue #19 item 3): the whole catalogue, hidden products too; add,
 * save, move, hide and show. The values come checked by the form's schema; what only the database
 * knows (does the chosen picture exist, is the slug free) is checked here. Orders keep the name and
 * price they were placed with (order_lines copies them), so a change here never alters an order.
 */

/** Every product for the staff list, in the shop's order. */
export async function listProductsForStaff(source: DataSource) {
  const db = dbOf(source)
  return listAllProducts(db)
}

export async function getProductForStaff(source: DataSource, id: number) {
  const db = dbOf(source)
  return (await findProductWithImage(db, id)) ?? null
}

/** The Image Manager's pictures a product may use: id, file name and a small preview. */
export const pickableProductImages = pickableLibraryImages

export type ProductSaveResult =
  | { ok: true; id: number; slug: string }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'image-not-found' }

/**
 * Adds a product at the end of the catalogue, its slug from its English name (unique). A clash
 * with a product added at the same moment (same id or slug) is retried with fresh values.
 */
export async function createProduct(source: DataSource, input: ProductInput): Promise<ProductSaveResult> {
  const db = dbOf(source)
  if (input.imageId && !(await findImage(db, input.imageId))) return { ok: false, reason: 'image-not-found' }
  for (let attempt = 0; ; attempt++) {
    const slug = uniqueProductSlug(input.name.en, await listProductSlugs(db))
    try {
      const row = await insertProduct(db, { ...input, slug, image: null })
      return { ok: true, id: row.id, slug: row.slug }
    } catch (error) {
      if (
        attempt < 4 &&
        (isUniqueViolation(error, 'products_slug') || isUniqueViolation(error, 'products_pkey'))
      )
        continue
      throw error
    }
  }
}

/** Saves every field of a product (its slug stays: it names the product in links and feeds). */
export async function saveProduct(
  source: DataSource,
  id: number,
  input: ProductInput,
): Promise<ProductSaveResult> {
  const db = dbOf(source)
  if (input.imageId && !(await findImage(db, input.imageId))) return { ok: false, reason: 'image-not-found' }
  const existing = await findProductWithImage(db, id)
  if (!existing) return { ok: false, reason: 'not-found' }
  await updateProduct(db, id, input)
  return { ok: true, id, slug: existing.slug }
}

/** Hides a product from the shop, or shows it again. False when there is no such product. */
export async function setProductShown(source: DataSource, id: number, shown: boolean): Promise<boolean> {
  const db = dbOf(source)
  return updateProduct(db, id, { active: shown })
}

/**
 * Moves a product one place up or down in the shop's order; the whole catalogue is numbered
 * again (1, 2, 3…), so equal or missing positions never make two products trade places at random.
 * Hidden products keep their place among the others. `moved` is false at either end.
 */
export async function moveProduct(
  source: DataSource,
  id: number,
  direction: 'up' | 'down',
): Promise<{ ok: true; moved: boolean } | { ok: false }> {
  const db = dbOf(source)
  return db.transaction(async (tx) => {
    const order = await lockCatalogueOrder(tx)
    if (!order.includes(id)) return { ok: false as const }
    const next = moveInOrder(order, id, direction)
    if (next.every((value, i) => value === order[i])) return { ok: true as const, moved: false }
    await setCatalogueOrder(tx, next)
    return { ok: true as const, moved: true }
  })
}
