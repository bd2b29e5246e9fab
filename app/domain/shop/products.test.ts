import { describe, expect, it } from 'vitest'
import {
  centsToDecimal,
  filterProducts,
  parseProductCategory,
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
  priceCents: 4299,
  image: '/images/products/vehicle-magnets.svg',
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
  it('shows a product in the page language', () => {
    expect(toProductCard(record, 'es').name).toBe('Imanes para vehículo')
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
