import { dbOf, type DataSource } from '../../db/source'
import { randomBytes } from 'node:crypto'
import {
  checkUpload,
  detectImageType,
  imageVariantUrl,
  MAX_ALT_LENGTH,
  MAX_INPUT_PIXELS,
  parseImageVariantFile,
  variantWidthsFor,
  type UploadProblem,
} from '#app/domain/images/upload'
import type { Db } from '../../db/client'
import { libraryImageIdOf, responsiveImage, type ResponsiveImage } from '#app/domain/images/responsive'
import { usesCount } from '#app/domain/images/uses'
import type { Lang } from '#app/domain/routing/locale'
import {
  deleteImage,
  findImageUses,
  findLibraryImages,
  findVariant,
  insertImage,
  listImages,
  updateImageAlt,
} from '../../repos/images'

/**
 * The Image Manager (issue 8, ADR 012): uploads are checked (content type by magic bytes, size,
 * file name), decoded and re-encoded by sharp into WebP variants, and kept in the database, so
 * every instance serves them and nothing of the uploaded file itself (metadata, scripts) survives.
 */
export type ImageUploadProblem = UploadProblem | 'unreadable' | 'tooManyPixels' | 'altTooLong' | 'noFile'

export type StoredImage = Awaited<ReturnType<typeof listStoredImages>>[number]

const WEBP_QUALITY = 80

function cleanAlt(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''
}

export function altProblem(altEn: string, altEs: string): 'altTooLong' | null {
  return altEn.length > MAX_ALT_LENGTH || altEs.length > MAX_ALT_LENGTH ? 'altTooLong' : null
}

export async function uploadImage(
  source: DataSource,
  /** `staffId` null: uploaded by an operator from the portal (issue #21). */
  input: { file: File | null; altEn: unknown; altEs: unknown; staffId: number | null },
): Promise<
  { ok: true; id: string; fileName: string; previewUrl: string } | { ok: false; problem: ImageUploadProblem }
> {
  const db = dbOf(source)
  const { file } = input
  if (!file || typeof file === 'string' || (file.size === 0 && !file.name))
    return { ok: false, problem: 'noFile' }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const problem = checkUpload({ name: file.name, size: bytes.byteLength, head: bytes.subarray(0, 1024) })
  if (problem) return { ok: false, problem }
  const altEn = cleanAlt(input.altEn)
  const altEs = cleanAlt(input.altEs)
  const altIssue = altProblem(altEn, altEs)
  if (altIssue) return { ok: false, problem: altIssue }

  const sourceType = detectImageType(bytes) as 'png' | 'jpeg' | 'webp'
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true } as const
  // sharp (libvips) adds ~20 MB to the server's memory: loaded on the first upload, not at start-up.
  const sharp = (await import('sharp')).default
  let width: number
  let height: number
  try {
    const meta = await sharp(bytes, options).metadata()
    // The decoder must agree with the magic bytes (a PNG header on something else is refused).
    if (meta.format !== sourceType) return { ok: false, problem: 'notImage' }
    width = meta.autoOrient.width
    height = meta.autoOrient.height
    if (width * height > MAX_INPUT_PIXELS) return { ok: false, problem: 'tooManyPixels' }
  } catch (error) {
    return { ok: false, problem: /pixel limit/i.test(String(error)) ? 'tooManyPixels' : 'unreadable' }
  }

  let variants
  try {
    variants = await Promise.all(
      variantWidthsFor(width).map(async (w) => {
        const { data, info } = await sharp(bytes, options)
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true })
        return { width: w, height: info.height, bytes: data.byteLength, data }
      }),
    )
  } catch {
    return { ok: false, problem: 'unreadable' }
  }

  const id = randomBytes(8).toString('hex')
  await insertImage(
    db,
    {
      id,
      fileName: file.name.normalize('NFC'),
      sourceType,
      sourceBytes: bytes.byteLength,
      width,
      height,
      altEn,
      altEs,
      createdBy: input.staffId,
    },
    variants,
  )
  // The smallest variant: what a form picking a library image stores (pickableLibraryImages).
  return { ok: true, id, fileName: file.name, previewUrl: imageVariantUrl(id, variants[0]!.width) }
}

export type ImageUses = Awaited<ReturnType<typeof findImageUses>>

/** Every stored image with the URL of each variant and where it is used (the admin screen). */
export async function listStoredImages(source: DataSource) {
  const db = dbOf(source)
  const rows = await listImages(db)
  const uses = await Promise.all(rows.map((row) => findImageUses(db, row.id)))
  return rows.map((row, i) => ({
    uses: uses[i]!,
    id: row.id,
    fileName: row.fileName,
    width: row.width,
    height: row.height,
    altEn: row.altEn,
    altEs: row.altEs,
    createdAt: row.createdAt.toISOString(),
    variants: row.variants.map((v) => ({
      width: v.width,
      bytes: v.bytes,
      url: imageVariantUrl(row.id, v.width),
    })),
  }))
}

export async function setImageAlt(source: DataSource, id: string, input: { altEn: unknown; altEs: unknown }) {
  const db = dbOf(source)
  const altEn = cleanAlt(input.altEn)
  const altEs = cleanAlt(input.altEs)
  const problem = altProblem(altEn, altEs)
  if (problem) return { ok: false as const, problem }
  return (await updateImageAlt(db, id, { altEn, altEs }))
    ? { ok: true as const }
    : { ok: false as const, problem: 'notFound' as const }
}

/** Deletes an image no page uses; one in use is refused with its uses (issue #19 item 6). */
export async function removeImage(
  source: DataSource,
  id: string,
): Promise<
  | { ok: true; fileName: string }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'inUse'; uses: ImageUses }
> {
  const db = dbOf(source)
  const uses = await findImageUses(db, id)
  if (usesCount(uses) > 0) return { ok: false, reason: 'inUse', uses }
  const row = await deleteImage(db, id)
  return row ? { ok: true, fileName: row.fileName } : { ok: false, reason: 'notFound' }
}

/**
 * The library image an address on a public page points at (`/images/u/<id>-<w>.webp`), with all its
 * stored variants in `srcset`; null for any other address (or an image no longer stored).
 */
export async function responsiveImageAt(
  db: Db,
  address: string,
  lang: Lang,
  layout: { sizes: string; fallbackWidth: number },
): Promise<ResponsiveImage | null> {
  const id = libraryImageIdOf(address)
  if (!id) return null
  const [image] = await findLibraryImages(db, [id])
  return image ? responsiveImage(image, lang, layout) : null
}

/** The bytes of `/images/u/<file>`, or null. */
export async function imageVariantFile(source: DataSource, file: string) {
  const db = dbOf(source)
  const parsed = parseImageVariantFile(file)
  if (!parsed) return null
  const row = await findVariant(db, parsed.id, parsed.width)
  return row ? { data: row.data, bytes: row.bytes } : null
}

/** The Image Manager's pictures a form may pick: id, file name and the smallest variant's URL. */
export async function pickableLibraryImages(source: DataSource) {
  return (await listStoredImages(source)).flatMap((image) =>
    image.variants[0] ? [{ id: image.id, fileName: image.fileName, previewUrl: image.variants[0].url }] : [],
  )
}
