import type { Lang } from '../routing/locale'

/** The shop's categories (marketing-site.md §3 Product), in filter order after 'All Products'. */
export const productCategories = ['marketing', 'apparel', 'equipment'] as const
export type ProductCategory = (typeof productCategories)[number]

export type ProductRecord = {
  id: number
  slug: string
  name: { en: string; es: string }
  description: { en: string; es: string }
  priceCents: number
  image: string
  category: ProductCategory
  sortOrder: number
}

/** A product as a visitor sees it, in the page's language. */
export type ProductCard = {
  id: number
  slug: string
  name: string
  description: string
  priceCents: number
  image: ProductImage
  category: ProductCategory
}

/** The picture of a product: a fallback URL plus WebP sizes when they exist. */
export type ProductImage = { src: string; webpSrcSet: string | null; width: number; height: number }

/** The built-in illustrations (public/images/products) come with 400 and 800 px WebP variants. */
export function productImage(image: string): ProductImage {
  const builtIn = /^\/images\/products\/([a-z0-9-]+)\.svg$/.exec(image)
  return {
    src: image,
    webpSrcSet: builtIn
      ? `/images/products/${builtIn[1]}-400.webp 400w, /images/products/${builtIn[1]}-800.webp 800w`
      : null,
    width: 800,
    height: 600,
  }
}

export function toProductCard(p: ProductRecord, lang: Lang): ProductCard {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name[lang],
    description: p.description[lang],
    priceCents: p.priceCents,
    image: productImage(p.image),
    category: p.category,
  }
}

/**
 * The `?category=` of /products: absent, empty or 'all' means all products; any other value is
 * kept, so an unknown category shows 'No products found in this category.'.
 */
export function parseProductCategory(value: string | null): string | null {
  const v = value?.trim().toLowerCase()
  if (!v || v === 'all') return null
  return v.slice(0, 40)
}

export function filterProducts<T extends { category: string }>(
  items: readonly T[],
  category: string | null,
): T[] {
  return items.filter((p) => category === null || p.category === category)
}

/** Cents as the decimal text schema.org expects ('99.99'). */
export function centsToDecimal(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`
}

/** schema.org Product entries (with an Offer: price and currency) for the products shown. */
export function productsJsonLd(items: readonly ProductCard[], origin: string, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': items.map((p) => ({
      '@type': 'Product',
      '@id': `${pageUrl}#product-${p.slug}`,
      sku: p.slug,
      name: p.name,
      description: p.description,
      image: new URL(p.image.src, `${origin}/`).toString(),
      category: p.category,
      offers: {
        '@type': 'Offer',
        price: centsToDecimal(p.priceCents),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: pageUrl,
      },
    })),
  }
}
