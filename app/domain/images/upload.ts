/**
 * The rules of the Image Manager's upload (issue 8): PNG, JPEG or WebP only, recognised by their
 * content (magic bytes), never by name or declared type; a size limit; a plain file name.
 */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024
/** Decoded size limit: refuses "decompression bombs" (a tiny file that expands to gigapixels). */
export const MAX_INPUT_PIXELS = 40_000_000
export const MAX_FILE_NAME_LENGTH = 200
export const MAX_ALT_LENGTH = 300

/** Widths of the stored WebP variants; each image gets those below its own width, then its own. */
export const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const
/** The widest variant kept: a wider upload is scaled down to it, a narrower one never up. */
export const MAX_VARIANT_WIDTH = 1920

export type ImageType = 'png' | 'jpeg' | 'webp'
export type UploadProblem = 'empty' | 'tooLarge' | 'notImage' | 'svg' | 'pathName' | 'badName'

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  return signature.every((b, i) => bytes[offset + i] === b)
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** The image type a file's first bytes say it is, 'svg' for SVG/XML text, or null. */
export function detectImageType(bytes: Uint8Array): ImageType | 'svg' | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  if (looksLikeSvg(bytes)) return 'svg'
  return null
}

function looksLikeSvg(bytes: Uint8Array) {
  let text = ''
  for (let i = 0; i < Math.min(bytes.length, 1024); i++) text += String.fromCharCode(bytes[i]!)
  text = text
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase()
  return (
    text.startsWith('<svg') ||
    (text.startsWith('<?xml') && text.includes('<svg')) ||
    text.startsWith('<!doctype svg')
  )
}

/**
 * A file name as sent by the browser. Browsers send the bare name; anything with a directory part,
 * `..`, a drive letter or control characters is a crafted request and is refused.
 */
export function checkFileName(name: string): UploadProblem | null {
  if (/[/\\]/.test(name) || name.includes('..') || /^[a-zA-Z]:/.test(name)) return 'pathName'
  // eslint-disable-next-line no-control-regex
  if (!name.trim() || name.length > MAX_FILE_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(name))
    return 'badName'
  return null
}

/** Why an upload is refused, checked in the order a person would want to hear it; null = accepted. */
export function checkUpload(file: { name: string; size: number; head: Uint8Array }): UploadProblem | null {
  const nameProblem = checkFileName(file.name)
  if (nameProblem) return nameProblem
  if (file.size === 0) return 'empty'
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge'
  const type = detectImageType(file.head)
  if (type === 'svg' || /\.svgz?$/i.test(file.name)) return 'svg'
  if (!type) return 'notImage'
  return null
}

/**
 * The variant widths an image of `width` pixels gets: the standard widths below it, then its own
 * width (at most 1920), so a 1000 px upload is also kept at 1000 px and never shown blurred.
 */
export function variantWidthsFor(width: number): number[] {
  const widest = Math.min(width, MAX_VARIANT_WIDTH)
  return [...VARIANT_WIDTHS.filter((w) => w < widest), widest]
}

/** The stable public URL of one variant. */
export function imageVariantUrl(id: string, width: number): string {
  return `/images/u/${id}-${width}.webp`
}

/** Reads `<id>-<width>.webp` (the last path segment of an image URL); null if it is not one. */
export function parseImageVariantFile(file: string): { id: string; width: number } | null {
  const m = /^([0-9a-f]{16})-([1-9]\d{0,4})\.webp$/.exec(file)
  return m ? { id: m[1]!, width: Number(m[2]) } : null
}

/** The name kept for display: the base name without its extension, for the default alt text. */
export function displayName(name: string): string {
  return name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim()
}
