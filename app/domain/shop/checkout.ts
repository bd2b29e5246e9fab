import { isPhoneNumber } from '#app/domain/forms/phone'
import { visitorEmail, visitorText } from '#app/domain/forms/visitor-text'
import { z } from '#app/domain/zod'
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../cart/cart'

/**
 * The checkout form (marketing-site.md §2 Cart and checkout; issue #7): the browser sends the
 * buyer, the US shipping address and only product ids with quantities. The same schema checks the
 * form in the browser and the request on the server. Messages are translation keys (shop.errors.*).
 */

// The site's CSP has no 'unsafe-eval': zod's JIT probe (new Function) would log a CSP violation
// in the browser. Parsing without it is fast enough for a form.
z.config({ jitless: true })

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY', 'PR',
] as const // prettier-ignore

export const CHECKOUT_LIMITS = { name: 120, email: 254, phone: 30, line: 120, city: 80 } as const

const CONTROL = 'shop.errors.control'

const required = (max: number, key: string) =>
  visitorText('line', { required: `shop.errors.${key}Required`, control: CONTROL })
    .trim()
    .min(1, `shop.errors.${key}Required`)
    .max(max, 'shop.errors.tooLong')

/** A whole number from a form field within [min, max]; anything else is one `message`. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.custom<number>(
      (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max,
      message,
    ),
  )

export const checkoutLineSchema = z.object({
  productId: wholeNumber('shop.errors.unknownProduct', 1, 2_147_483_647),
  quantity: wholeNumber('shop.errors.quantity', MIN_LINE_QUANTITY, MAX_LINE_QUANTITY),
})

export const checkoutSchema = z.object({
  name: required(CHECKOUT_LIMITS.name, 'name'),
  email: visitorEmail(
    {
      required: 'shop.errors.emailRequired',
      invalid: 'shop.errors.emailInvalid',
      tooLong: 'shop.errors.tooLong',
    },
    CHECKOUT_LIMITS.email,
  ),
  phone: required(CHECKOUT_LIMITS.phone, 'phone').refine(
    (v) => isPhoneNumber(v, { minDigits: 10 }),
    'shop.errors.phoneInvalid',
  ),
  line1: required(CHECKOUT_LIMITS.line, 'line1'),
  line2: visitorText('line', { control: CONTROL })
    .trim()
    .max(CHECKOUT_LIMITS.line, 'shop.errors.tooLong')
    .optional()
    .transform((v) => (v ? v : undefined)),
  city: required(CHECKOUT_LIMITS.city, 'city'),
  state: visitorText('line', { required: 'shop.errors.stateRequired', control: CONTROL })
    .trim()
    .min(1, 'shop.errors.stateRequired')
    .transform((v) => v.toUpperCase())
    .refine((v) => (US_STATES as readonly string[]).includes(v), 'shop.errors.stateInvalid'),
  zip: visitorText('line', { required: 'shop.errors.zipRequired', control: CONTROL })
    .trim()
    .min(1, 'shop.errors.zipRequired')
    .regex(/^\d{5}(-?\d{4})?$/, 'shop.errors.zipInvalid')
    .transform((v) => (v.length === 5 ? v : `${v.slice(0, 5)}-${v.slice(-4)}`)),
  lines: z
    .array(checkoutLineSchema, { error: 'shop.errors.emptyCart' })
    .min(1, 'shop.errors.emptyCart')
    .max(MAX_CART_LINES, 'shop.errors.tooManyLines')
    .refine(
      (lines) => new Set(lines.map((l) => l.productId)).size === lines.length,
      'shop.errors.duplicateLine',
    ),
  idempotencyKey: z
    .string({ error: 'shop.errors.expired' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'shop.errors.expired'),
})

export type CheckoutInput = z.output<typeof checkoutSchema>

/**
 * The checkout form's idempotency key (a resubmission of the same form reuses it: one order), from
 * 18 random bytes, as base64url. Made in the browser when the form first shows, so the cart page's
 * HTML is the same for every visitor and can be kept (ADR 027).
 */
export function idempotencyKeyFrom(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** Order statuses and their changes live in one place: ./order-status. */
export { orderStatuses, type OrderStatus } from './order-status'

/** No 0/O, 1/I/L or U: easy to read aloud and to type from an e-mail. */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
export const ORDER_NUMBER_PATTERN = /^CN-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/

/** 'CN-' and 6 characters from the alphabet, picked by the given random bytes (at least 6). */
export function orderNumberFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < 6) throw new Error('orderNumberFrom needs 6 random bytes')
  let out = 'CN-'
  for (let i = 0; i < 6; i++) out += ORDER_NUMBER_ALPHABET[randomBytes[i]! % ORDER_NUMBER_ALPHABET.length]
  return out
}
