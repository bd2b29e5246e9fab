import { dbOf, type DataSource } from '../../db/source'
import { moveInOrder } from '#app/domain/admin/collection'
import {
  productFormText,
  productInputFrom,
  uniqueProductSlug,
  type ProductFormValues,
} from '#app/domain/shop/product-form'
import { productImage } from '#app/domain/shop/products'
import type { Lang } from '#app/domain/routing/locale'
import { orderedMove, type CollectionStore } from '../../http/admin-collection'
import { isUniqueViolation } from '../../db/unique-violation'
import { findImage } from '../../repos/images'
import {
  findProductWithImage,
  insertProduct,
  listAllProducts,
  listProductSlugs,
  lockCatalogueOrder,
  setCatalogueOrder,
  updateProduct,
  type ProductWithImage,
} from '../../repos/products'

/**
 * The staff Products screen (issue #19 item 3), an admin collection (ADR 042): the whole catalogue,
 * hidden products too; add, save, move, hide and show, never delete. What only the database knows
 * (does the chosen picture exist, is the slug free) is checked here. Orders keep the name and price
 * they were placed with (order_lines copies them), so a change here never alters an order.
 */
export const productCollection = {
  list: async (source: DataSource, lang: Lang) =>
    (await listAllProducts(dbOf(source))).map((p) => ({
      ...{ id: p.id, slug: p.slug, name: p.name[lang], category: p.category },
      ...{ priceCents: p.priceCents, active: p.active },
    })),
  find: (source, id) => findProductWithImage(dbOf(source), id),
  name: (product, lang) => product.name[lang],
  edit: (product) => ({
    values: productFormText(product),
    picture: productImage(product.image, product.libraryImage).src,
  }),
  /**
   * A new product goes at the end of the catalogue, its slug from its English name (unique; a clash
   * with a product added at the same moment is retried). A saved one keeps its slug (it names the
   * product in links and feeds).
   */
  async save(source, values, id) {
    const db = dbOf(source)
    const input = productInputFrom(values)
    if (input.imageId && !(await findImage(db, input.imageId)))
      return { ok: false, reason: 'field', field: 'imageId', message: 'adminProducts.errors.imageNotFound' }
    if (id !== undefined)
      return (await updateProduct(db, id, input))
        ? { ok: true, id, created: false }
        : { ok: false, reason: 'not-found' }
    for (let attempt = 0; ; attempt++) {
      const slug = uniqueProductSlug(input.name.en, await listProductSlugs(db))
      try {
        // A savepoint of its own: the save runs inside the transaction that keeps its version, which
        // a refused insert would otherwise abort before the retry.
        const inserted = await db.transaction((tx) =>
          insertProduct(tx as never, { ...input, slug, image: null }),
        )
        return { ok: true, id: inserted.id, created: true }
      } catch (error) {
        const clash = isUniqueViolation(error, 'products_slug') || isUniqueViolation(error, 'products_pkey')
        if (attempt >= 4 || !clash) throw error
      }
    }
  },
  /** The whole catalogue is numbered again; hidden products keep their place among the others. */
  move: orderedMove({ ids: lockCatalogueOrder, set: setCatalogueOrder, next: moveInOrder }),
  setHidden: (source, id, hidden) => updateProduct(dbOf(source), id, { active: !hidden }),
} satisfies CollectionStore<unknown, ProductWithImage, ProductFormValues, { values: object }>
