import { describe, expect, it } from 'vitest'
import { checkoutSchema, idempotencyKeyFrom, ORDER_NUMBER_PATTERN, orderNumberFrom } from './checkout'

const valid = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '(305) 555-0100',
  line1: '100 Main St',
  line2: '',
  city: 'Miami',
  state: 'fl',
  zip: '33101',
  lines: [{ productId: '1', quantity: '2' }],
  idempotencyKey: 'k_0123456789abcdef',
}

const errorsOf = (input: unknown) => {
  const r = checkoutSchema.safeParse(input)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the checkout schema', () => {
  it('accepts a complete order and normalizes it', () => {
    const r = checkoutSchema.parse(valid)
    expect(r.state).toBe('FL')
    expect(r.line2).toBeUndefined()
    expect(r.lines).toEqual([{ productId: 1, quantity: 2 }])
  })
  it.each([
    ['33101', '33101'],
    ['33101-1234', '33101-1234'],
    ['331011234', '33101-1234'],
  ])('ZIP %s is %s', (zip, out) => {
    expect(checkoutSchema.parse({ ...valid, zip }).zip).toBe(out)
  })
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { name: ' ' }, 'name', 'shop.errors.nameRequired'],
    ['a bad e-mail', { email: 'ana@' }, 'email', 'shop.errors.emailInvalid'],
    ['a short phone', { phone: '555-0100' }, 'phone', 'shop.errors.phoneInvalid'],
    ['no street', { line1: '' }, 'line1', 'shop.errors.line1Required'],
    ['no city', { city: '' }, 'city', 'shop.errors.cityRequired'],
    ['a state that is not one', { state: 'XX' }, 'state', 'shop.errors.stateInvalid'],
    ['a 4-digit ZIP', { zip: '3310' }, 'zip', 'shop.errors.zipInvalid'],
    ['a 6-digit ZIP', { zip: '331011' }, 'zip', 'shop.errors.zipInvalid'],
    ['no lines', { lines: [] }, 'lines', 'shop.errors.emptyCart'],
    ['quantity 0', { lines: [{ productId: 1, quantity: 0 }] }, 'lines.0.quantity', 'shop.errors.quantity'],
    [
      'quantity -1',
      { lines: [{ productId: 1, quantity: '-1' }] },
      'lines.0.quantity',
      'shop.errors.quantity',
    ],
    [
      'quantity 100',
      { lines: [{ productId: 1, quantity: '100' }] },
      'lines.0.quantity',
      'shop.errors.quantity',
    ],
    [
      'a huge quantity',
      { lines: [{ productId: 1, quantity: '99999999999999999999999' }] },
      'lines.0.quantity',
      'shop.errors.quantity',
    ],
    [
      'a fractional quantity',
      { lines: [{ productId: 1, quantity: '1.5' }] },
      'lines.0.quantity',
      'shop.errors.quantity',
    ],
    [
      'a product id that is not a number',
      { lines: [{ productId: 'x', quantity: 1 }] },
      'lines.0.productId',
      'shop.errors.unknownProduct',
    ],
    [
      'the same product twice',
      {
        lines: [
          { productId: 1, quantity: 1 },
          { productId: 1, quantity: 1 },
        ],
      },
      'lines',
      'shop.errors.duplicateLine',
    ],
    ['no idempotency key', { idempotencyKey: '' }, 'idempotencyKey', 'shop.errors.expired'],
  ])('refuses %s', (_name, change, path, message) => {
    expect(errorsOf({ ...valid, ...change })[path]).toBe(message)
  })
  it('drops a sent price: the schema has no place for it', () => {
    const r = checkoutSchema.parse({ ...valid, lines: [{ productId: 1, quantity: 1, priceCents: 1 }] })
    expect(r.lines[0]).toEqual({ productId: 1, quantity: 1 })
  })
})

describe('order numbers', () => {
  it('are CN- and 6 unambiguous characters', () => {
    expect(orderNumberFrom(new Uint8Array([0, 1, 2, 3, 4, 5]))).toBe('CN-234567')
    expect(orderNumberFrom(new Uint8Array([255, 254, 253, 252, 251, 250]))).toMatch(ORDER_NUMBER_PATTERN)
    expect(() => orderNumberFrom(new Uint8Array(3))).toThrow()
  })
})

describe('checkout refuses what cannot be stored or sent (issue #17)', () => {
  it.each([
    ['name', 'Ana\u0000'],
    ['name', 'Ana\r\nBcc: victim@example.com'],
    ['line1', '100 Main\u0000St'],
    ['line2', 'Apt\u00851'],
    ['city', 'Mia\u0007mi'],
    ['state', 'F\u0000L'],
    ['zip', '33101\u0000'],
  ])('%s %j: shop.errors.control', (field, value) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe('shop.errors.control')
  })
  it.each(['"q"@example.test', 'a@[127.0.0.1]', '<a@example.test>'])('e-mail %j: invalid', (email) => {
    expect(errorsOf({ ...valid, email }).email).toBe('shop.errors.emailInvalid')
  })
})

describe('idempotencyKeyFrom', () => {
  it('gives 24 base64url characters from 18 bytes, which the checkout schema accepts', () => {
    const bytes = Uint8Array.from({ length: 18 }, (_, i) => i * 15)
    const key = idempotencyKeyFrom(bytes)
    expect(key).toBe(Buffer.from(bytes).toString('base64url'))
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(checkoutSchema.shape.idempotencyKey.safeParse(key).success).toBe(true)
  })
  it('differs for different bytes', () => {
    expect(idempotencyKeyFrom(new Uint8Array(18))).not.toBe(idempotencyKeyFrom(new Uint8Array(18).fill(255)))
  })
})
