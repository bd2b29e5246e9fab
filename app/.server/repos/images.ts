import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { images, imageVariants } from '../db/schema'

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
