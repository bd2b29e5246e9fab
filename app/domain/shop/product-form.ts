import { collectionActionSchema } from '../admin/collection'
import { formText } from '../admin/intents'
import { slugify } from '../operators/slug'
import { z } from '../zod'
import { centsToDecimal, productCategories, type ProductCategory, type ProductRecord } from './products'

/**
 * The staff Products screen (issue #19 item 3): the product form, read from the raw form text by
 * the page before it posts and by the action through the admin edge. Prices are typed in dollars
 * ("29.99") and kept in integer cents (ADR 003). Messages are i18n keys under adminProducts.errors.
 */
const E = 'adminProducts.errors.'

/**
 * The highest price staff may set. Order totals are 32-bit integers in the database: a full cart
 * (50 lines of 99) of the dearest product plus shipping must still fit (50 × 99 × 400,000 ≈ 1.98e9
 * < 2^31). $4,000 is also far above anything the shop sells (its dearest item is $499).
 */
export const MAX_PRICE_CENTS = 400_000

export const PRODUCT_NAME_MAX = 120
export const PRODUCT_DESCRIPTION_MAX = 2000
export const PRODUCT_FEATURE_MAX = 200
export const PRODUCT_SLUG_MAX = 80
/** The details dialog shows three feature lines. */
export const FEATURE_COUNT = 3

export type PriceProblem =
  'priceRequired' | 'priceFormat' | 'priceNegative' | 'priceDecimals' | 'priceZero' | 'priceTooLarge'

/**
 * Dollars as staff type them, to cents, exactly (no floating point): "29.99", "29.9", "29", ".99",
 * "$1,299.00". A comma as the decimal mark ("29,99") is not a price here: US dollars are written
 * with a point in both languages of the site.
 */
export function parseDollars(
  text: string,
): { ok: true; cents: number } | { ok: false; problem: PriceProblem } {
  const value = text.trim().replace(/^\$\s*/, '')
  if (value === '') return { ok: false, problem: 'priceRequired' }
  if (/^[-−]/.test(value)) return { ok: false, problem: 'priceNegative' }
  if (value.length > 20) return { ok: false, problem: 'priceFormat' }
  const match = /^(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d+))?$/.exec(value)
  if (!match || (match[1] === undefined && match[2] === undefined))
    return { ok: false, problem: 'priceFormat' }
  const whole = (match[1] ?? '0').replaceAll(',', '').replace(/^0+(?=\d)/, '')
  const fraction = match[2] ?? ''
  if (fraction.length > 2) return { ok: false, problem: 'priceDecimals' }
  // Longer than the largest price in whole dollars: too large, before any arithmetic.
  if (whole.length > String(Math.floor(MAX_PRICE_CENTS / 100)).length)
    return { ok: false, problem: 'priceTooLarge' }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  if (cents === 0) return { ok: false, problem: 'priceZero' }
  if (cents > MAX_PRICE_CENTS) return { ok: false, problem: 'priceTooLarge' }
  return { ok: true, cents }
}

/** Cents as the price field shows them ("29.99"), what parseDollars reads back. */
export function centsToDollars(cents: number): string {
  return centsToDecimal(cents)
}

const field = formText

const oneLine = (max: number) =>
  field()
    .pipe(z.string().min(1, `${E}required`).max(max, `${E}tooLong`))
    .refine((v) => !/[\r\n]/.test(v), `${E}oneLine`)

const paragraph = (max: number) => field().pipe(z.string().min(1, `${E}required`).max(max, `${E}tooLong`))

const price = field().transform((v, ctx) => {
  const parsed = parseDollars(v)
  if (parsed.ok) return parsed.cents
  ctx.addIssue({ code: 'custom', message: `${E}${parsed.problem}` })
  return z.NEVER
})

/** An Image Manager id (16 hex characters), or none (''). */
const imageId = field().pipe(
  z
    .string()
    .regex(/^(?:[0-9a-f]{16})?$/, `${E}image`)
    .transform((v) => (v === '' ? null : v)),
)

/** Every text staff enter, in English and Spanish. */
export const productFormShape = {
  nameEn: oneLine(PRODUCT_NAME_MAX),
  nameEs: oneLine(PRODUCT_NAME_MAX),
  descriptionEn: paragraph(PRODUCT_DESCRIPTION_MAX),
  descriptionEs: paragraph(PRODUCT_DESCRIPTION_MAX),
  price,
  category: field().pipe(z.enum(productCategories, `${E}category`)),
  imageId,
  feature1En: oneLine(PRODUCT_FEATURE_MAX),
  feature1Es: oneLine(PRODUCT_FEATURE_MAX),
  feature2En: oneLine(PRODUCT_FEATURE_MAX),
  feature2Es: oneLine(PRODUCT_FEATURE_MAX),
  feature3En: oneLine(PRODUCT_FEATURE_MAX),
  feature3Es: oneLine(PRODUCT_FEATURE_MAX),
  /** "Shown in the shop": a checkbox, posted as 'on' when ticked. */
  active: z
    .string()
    .optional()
    .transform((v) => v === 'on' || v === 'true'),
}

export type ProductFormField = keyof typeof productFormShape
export { moveInOrder } from '../admin/collection'

export const productFormSchema = z.object(productFormShape)
export type ProductFormValues = z.output<typeof productFormSchema>

/** The Products screen's posts: save the form, move a product, hide it from the shop or show it. */
export const productsActionSchema = collectionActionSchema(productFormShape, ['move', 'hide', 'show'])

/** A product as the services store it. */
export type ProductInput = {
  name: { en: string; es: string }
  description: { en: string; es: string }
  features: Array<{ en: string; es: string }>
  priceCents: number
  category: ProductCategory
  imageId: string | null
  active: boolean
}

export function productInputFrom(v: ProductFormValues): ProductInput {
  return {
    name: { en: v.nameEn, es: v.nameEs },
    description: { en: v.descriptionEn, es: v.descriptionEs },
    features: [
      { en: v.feature1En, es: v.feature1Es },
      { en: v.feature2En, es: v.feature2Es },
      { en: v.feature3En, es: v.feature3Es },
    ],
    priceCents: v.price,
    category: v.category,
    imageId: v.imageId,
    active: v.active,
  }
}

/** The form's text for a stored product (the edit form's starting values); empty for a new one. */
export function productFormText(
  p: (ProductInput & Pick<ProductRecord, 'priceCents'>) | null,
): Record<ProductFormField, string> {
  const text: Record<string, string> = {
    price: p ? centsToDollars(p.priceCents) : '',
    category: p?.category ?? '',
    imageId: p?.imageId ?? '',
    active: !p || p.active ? 'on' : '',
  }
  for (const lang of ['en', 'es'] as const) {
    const L = lang === 'en' ? 'En' : 'Es'
    text[`name${L}`] = p?.name[lang] ?? ''
    text[`description${L}`] = p?.description[lang] ?? ''
    for (const n of [1, 2, 3]) text[`feature${n}${L}`] = p?.features[n - 1]?.[lang] ?? ''
  }
  return text as Record<ProductFormField, string>
}

/**
 * A new product's slug (its schema.org sku and anchor on /products), from its English name and
 * unique among `taken`: "Yard Signs" → "yard-signs", then "yard-signs-2", … A name with no Latin
 * letters or digits gives "product".
 */
export function uniqueProductSlug(englishName: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  const base =
    slugify(englishName)
      .slice(0, PRODUCT_SLUG_MAX - 4)
      .replace(/-+$/, '') || 'product'
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!used.has(candidate)) return candidate
  }
}
