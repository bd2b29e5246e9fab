import { imageAlt, responsiveImage, type LibraryImageData } from '../images/responsive'
import type { Lang } from '../routing/locale'

/** The shop's categories (marketing-site.md §3 Product), in filter order after 'All Products'. */
export const productCategories = ['marketing', 'apparel', 'equipment'] as const
export type ProductCategory = (typeof productCategories)[number]

type Localized = { en: string; es: string }

/** A picture of the Image Manager: its size, stored variant widths and alt texts. */
export type LibraryImage = LibraryImageData

export type ProductRecord = {
  id: number
  slug: string
  name: Localized
  description: Localized
  features: Localized[]
  priceCents: number
  /** The built-in illustration, if any (the seeded products have one). */
  image: string | null
  /** The picture chosen from the Image Manager, shown instead of the illustration. */
  libraryImage: LibraryImage | null
  category: ProductCategory
  sortOrder: number
}

/** A product as a visitor sees it, in the page's language. */
export type ProductCard = {
  id: number
  slug: string
  name: string
  description: string
  /** The feature lines of the details dialog (empty ones left out). */
  features: string[]
  priceCents: number
  image: ProductImage
  category: ProductCategory
}

/**
 * The picture of a product: a fallback URL plus WebP sizes when they exist, and the alt text staff
 * gave a library picture in the page's language ('' for the built-in illustrations).
 */
export type ProductImage = {
  src: string
  webpSrcSet: string | null
  width: number
  height: number
  alt: string
}

/** What a product without any picture shows (a neutral illustration, no WebP sizes). */
export const PRODUCT_PLACEHOLDER_IMAGE = '/images/products/placeholder.svg'

/** The width the product pictures are laid out at (the details dialog's; the grid's are smaller). */
const PICTURE_WIDTH = 800

/**
 * A product's picture: the Image Manager's WebP variants when one is chosen, else the built-in
 * illustration (public/images/products, with 400 and 800 px WebP variants), else the placeholder.
 */
export function productImage(
  image: string | null,
  library: LibraryImage | null = null,
  lang: Lang = 'en',
): ProductImage {
  // Every stored variant (up to 1920 px) is offered; the layout's `sizes` lets the browser pick.
  const shown = library && responsiveImage(library, lang, { sizes: '', fallbackWidth: PICTURE_WIDTH })
  if (library && shown) {
    return {
      src: shown.src,
      webpSrcSet: shown.srcSet,
      width: PICTURE_WIDTH,
      height: Math.max(1, Math.round((PICTURE_WIDTH * library.height) / Math.max(1, library.width))),
      alt: imageAlt(library, lang),
    }
  }
  const path = image || PRODUCT_PLACEHOLDER_IMAGE
  const builtIn =
    path === PRODUCT_PLACEHOLDER_IMAGE ? null : /^\/images\/products\/([a-z0-9-]+)\.svg$/.exec(path)
  return {
    src: path,
    webpSrcSet: builtIn
      ? `/images/products/${builtIn[1]}-400.webp 400w, /images/products/${builtIn[1]}-800.webp 800w`
      : null,
    width: PICTURE_WIDTH,
    height: 600,
    alt: '',
  }
}

export function toProductCard(p: ProductRecord, lang: Lang): ProductCard {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name[lang],
    description: p.description[lang],
    features: p.features.map((line) => line[lang]).filter((line) => line.trim() !== ''),
    priceCents: p.priceCents,
    image: productImage(p.image, p.libraryImage, lang),
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
