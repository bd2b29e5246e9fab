import { describe, expect, it } from 'vitest'
import { imageAlt, libraryImageIdOf, responsiveImage, variantSrcSet } from './responsive'

const id = '0123456789abcdef'
const image = {
  id,
  width: 2400,
  height: 1200,
  variantWidths: [1920, 320, 1280, 640],
  altEn: 'A van',
  altEs: '',
}

describe('responsive library images', () => {
  it('lists every stored variant in srcset, narrowest first', () => {
    expect(variantSrcSet(id, [640, 320])).toBe(`/images/u/${id}-320.webp 320w, /images/u/${id}-640.webp 640w`)
  })

  it('builds src, srcset, sizes and the alt text of the page language (English fallback)', () => {
    const shown = responsiveImage(image, 'es', { sizes: '100vw', fallbackWidth: 1280 })
    expect(shown).toEqual({
      src: `/images/u/${id}-1280.webp`,
      srcSet: [320, 640, 1280, 1920].map((w) => `/images/u/${id}-${w}.webp ${w}w`).join(', '),
      sizes: '100vw',
      width: 2400,
      height: 1200,
      alt: 'A van',
    })
    expect(imageAlt({ altEn: 'A van', altEs: 'Una furgoneta' }, 'es')).toBe('Una furgoneta')
  })

  it('falls back to the narrowest variant when all are wider than the fallback, and to null without any', () => {
    const small = responsiveImage({ ...image, variantWidths: [640] }, 'en', {
      sizes: '50vw',
      fallbackWidth: 320,
    })
    expect(small?.src).toBe(`/images/u/${id}-640.webp`)
    expect(
      responsiveImage({ ...image, variantWidths: [] }, 'en', { sizes: '1px', fallbackWidth: 1 }),
    ).toBeNull()
  })

  it('recognises the address of a library image variant only', () => {
    expect(libraryImageIdOf(`/images/u/${id}-1920.webp`)).toBe(id)
    expect(libraryImageIdOf('/images/hero.jpg')).toBeNull()
    expect(libraryImageIdOf(`https://example.com/images/u/${id}-1920.webp`)).toBeNull()
    expect(libraryImageIdOf('')).toBeNull()
  })
})
