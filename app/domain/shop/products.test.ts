import { describe, expect, it } from 'vitest'
import {
  centsToDecimal,
  filterProducts,
  parseProductCategory,
  PRODUCT_PLACEHOLDER_IMAGE,
  productImage,
  productsJsonLd,
  toProductCard,
  type ProductRecord,
} from './products'

const record: ProductRecord = {
  id: 3,
  slug: 'vehicle-magnets',
  name: { en: 'Vehicle Magnets', es: 'Imanes para vehículo' },
  description: { en: 'Signs', es: 'Letreros' },
  features: [
    { en: 'Strong', es: 'Fuertes' },
    { en: '', es: '' },
    { en: 'Light', es: 'Ligeros' },
  ],
  priceCents: 4299,
  image: '/images/products/vehicle-magnets.svg',
  libraryImage: null,
  category: 'marketing',
  sortOrder: 3,
}

describe('products', () => {
  it.each([
    [null, null],
    ['', null],
    ['all', null],
    [' Apparel ', 'apparel'],
    ['hats', 'hats'],
  ])('category param %j is %j', (input, out) => {
    expect(parseProductCategory(input)).toBe(out)
  })
  it('filters by category; an unknown one is empty', () => {
    const items = [{ category: 'marketing' }, { category: 'apparel' }]
    expect(filterProducts(items, null)).toHaveLength(2)
    expect(filterProducts(items, 'apparel')).toEqual([{ category: 'apparel' }])
    expect(filterProducts(items, 'hats')).toEqual([])
  })
  it('gives the built-in pictures their WebP sizes, and other pictures none', () => {
    expect(productImage('/images/products/vehicle-magnets.svg').webpSrcSet).toBe(
      '/images/products/vehicle-magnets-400.webp 400w, /images/products/vehicle-magnets-800.webp 800w',
    )
    expect(productImage('/images/u/abc.png').webpSrcSet).toBeNull()
  })
  it('prefers a picture of the Image Manager: its WebP variants, at most 800 px for the fallback', () => {
    const id = '0123456789abcdef'
    const library = { id, width: 2000, height: 1500, altEn: 'A magnet', altEs: 'Un imán' }
    const variantWidths = [320, 640, 1280, 1920]
    expect(productImage('/images/products/vehicle-magnets.svg', { ...library, variantWidths }, 'es')).toEqual(
      {
        src: `/images/u/${id}-640.webp`,
        webpSrcSet: variantWidths.map((w) => `/images/u/${id}-${w}.webp ${w}w`).join(', '),
        width: 800,
        height: 600,
        alt: 'Un imán',
      },
    )
    // Only the variants actually stored are offered (an image kept before the wider ones were made).
    expect(productImage(null, { ...library, variantWidths: [320, 640] }).webpSrcSet).toBe(
      `/images/u/${id}-320.webp 320w, /images/u/${id}-640.webp 640w`,
    )
    // A small upload has one variant, its own width.
    const small = { id, width: 200, height: 100, altEn: '', altEs: '', variantWidths: [200] }
    expect(productImage(null, small)).toMatchObject({
      src: `/images/u/${id}-200.webp`,
      webpSrcSet: `/images/u/${id}-200.webp 200w`,
      height: 400,
    })
  })
  it('shows the placeholder for a product without any picture', () => {
    expect(productImage(null)).toEqual({
      src: PRODUCT_PLACEHOLDER_IMAGE,
      webpSrcSet: null,
      width: 800,
      height: 600,
      alt: '',
    })
  })
  it('shows a product in the page language, its empty feature lines left out', () => {
    const card = toProductCard(record, 'es')
    expect(card.name).toBe('Imanes para vehículo')
    expect(card.features).toEqual(['Fuertes', 'Ligeros'])
  })
  it.each([
    [9999, '99.99'],
    [13400, '134.00'],
    [5, '0.05'],
    [49900, '499.00'],
  ])('%i cents is %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text)
  })
  it('describes each product with an offer in USD', () => {
    const json = productsJsonLd([toProductCard(record, 'en')], 'https://x.test', 'https://x.test/products')
    expect(json['@graph'][0]).toMatchObject({
      '@type': 'Product',
      name: 'Vehicle Magnets',
      image: 'https://x.test/images/products/vehicle-magnets.svg',
      offers: { '@type': 'Offer', price: '42.99', priceCurrency: 'USD' },
    })
  })
})
