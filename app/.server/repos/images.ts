import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { LibraryImageData } from '#app/domain/images/responsive'
import type { Db } from '../db/client'
import { contentSections, images, imageVariants, products, videos } from '../db/schema'

export type NewImage = typeof images.$inferInsert
export type NewVariant = Omit<typeof imageVariants.$inferInsert, 'imageId'>

/** Stores an image and all its variants at once. */
export async function insertImage(db: Db, image: NewImage, variants: NewVariant[]) {
  await db.transaction(async (tx) => {
    await tx.insert(images).values(image)
    await tx.insert(imageVariants).values(variants.map((v) => ({ ...v, imageId: image.id })))
  })
}

/** Every image, newest first, with its variant widths (no pixel data). */
export async function listImages(db: Db) {
  const rows = await db.select().from(images).orderBy(desc(images.createdAt), asc(images.id))
  const variants = await db
    .select({ imageId: imageVariants.imageId, width: imageVariants.width, bytes: imageVariants.bytes })
    .from(imageVariants)
    .orderBy(asc(imageVariants.width))
  return rows.map((row) => ({ ...row, variants: variants.filter((v) => v.imageId === row.id) }))
}

export async function findImage(db: Db, id: string) {
  const [row] = await db.select().from(images).where(eq(images.id, id))
  return row
}

export async function findVariant(db: Db, imageId: string, width: number) {
  const [row] = await db
    .select({ data: imageVariants.data, bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, width)))
  return row
}

export async function updateImageAlt(db: Db, id: string, alt: { altEn: string; altEs: string }) {
  const rows = await db.update(images).set(alt).where(eq(images.id, id)).returning({ id: images.id })
  return rows.length > 0
}

/** Deletes the image and (by cascade) its variants; returns its file name, or undefined. */
export async function deleteImage(db: Db, id: string) {
  const [row] = await db.delete(images).where(eq(images.id, id)).returning({ fileName: images.fileName })
  return row
}

/** The images `ids` with their stored variant widths and alt texts (for a public page). */
export async function findLibraryImages(db: Db, ids: string[]): Promise<LibraryImageData[]> {
  if (!ids.length) return []
  const rows = await db
    .select({
      id: images.id,
      width: images.width,
      height: images.height,
      altEn: images.altEn,
      altEs: images.altEs,
    })
    .from(images)
    .where(inArray(images.id, ids))
  const variants = await db
    .select({ imageId: imageVariants.imageId, width: imageVariants.width })
    .from(imageVariants)
    .where(inArray(imageVariants.imageId, ids))
    .orderBy(asc(imageVariants.width))
  return rows.map((row) => ({
    ...row,
    variantWidths: variants.filter((v) => v.imageId === row.id).map((v) => v.width),
  }))
}

/**
 * Where image `id` is used: the content sections whose data holds one of its variant addresses,
 * the products and the videos that show it as their picture.
 */
export async function findImageUses(db: Db, id: string) {
  const pattern = `%/images/u/${id}-%`
  const [content, productRows, videoRows] = await Promise.all([
    db
      .select({ page: contentSections.page, section: contentSections.section, lang: contentSections.lang })
      .from(contentSections)
      .where(sql`${contentSections.data}::text like ${pattern}`)
      .orderBy(asc(contentSections.page), asc(contentSections.section), asc(contentSections.lang)),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.imageId, id))
      .orderBy(asc(products.id)),
    db
      .select({ id: videos.id, title: videos.title })
      .from(videos)
      .where(eq(videos.thumbnailImageId, id))
      .orderBy(asc(videos.id)),
  ])
  return { content, products: productRows, videos: videoRows }
}
