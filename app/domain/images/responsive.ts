import type { Lang } from '../routing/locale'
import { imageVariantUrl, parseImageVariantFile } from './upload'

/**
 * How a public page shows an image of the Image Manager (issue #19 item 6): every stored WebP
 * variant in `srcset`, so the browser picks the width it needs (up to 1920 px), a fallback `src`,
 * the intrinsic size (no layout shift) and the alt text in the page's language.
 */
export type ResponsiveImage = {
  src: string
  srcSet: string
  sizes: string
  width: number
  height: number
  alt: string
}

/** An image as the library keeps it: its size, the widths of its stored variants, its alt texts. */
export type LibraryImageData = {
  id: string
  width: number
  height: number
  variantWidths: number[]
  altEn: string
  altEs: string
}

/** The alt text in the page's language, falling back to the English one. */
export function imageAlt(image: Pick<LibraryImageData, 'altEn' | 'altEs'>, lang: Lang): string {
  return (lang === 'es' ? image.altEs : image.altEn) || image.altEn
}

/** The `srcset` of the variants of image `id` (each "<url> <width>w"), narrowest first. */
export function variantSrcSet(id: string, widths: readonly number[]): string {
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageVariantUrl(id, w)} ${w}w`)
    .join(', ')
}

/**
 * The attributes of an `<img>` of a library image. `sizes` is the layout's slot (as in HTML);
 * `fallbackWidth` is the widest variant old browsers without srcset get as `src`.
 */
export function responsiveImage(
  image: LibraryImageData,
  lang: Lang,
  layout: { sizes: string; fallbackWidth: number },
): ResponsiveImage | null {
  const widths = [...image.variantWidths].sort((a, b) => a - b)
  if (!widths.length) return null
  const src = widths.filter((w) => w <= layout.fallbackWidth).at(-1) ?? widths[0]!
  return {
    src: imageVariantUrl(image.id, src),
    srcSet: variantSrcSet(image.id, widths),
    sizes: layout.sizes,
    width: image.width,
    height: image.height,
    alt: imageAlt(image, lang),
  }
}

/** The library image an address such as `/images/u/<id>-<width>.webp` points at, or null. */
export function libraryImageIdOf(address: string): string | null {
  const m = /^\/images\/u\/([^/?#]+)$/.exec(address.trim())
  return m ? (parseImageVariantFile(m[1]!)?.id ?? null) : null
}
