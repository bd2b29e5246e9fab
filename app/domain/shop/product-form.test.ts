import { describe, expect, it } from 'vitest'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../cart/cart'
import {
  centsToDollars,
  MAX_PRICE_CENTS,
  moveInOrder,
  parseDollars,
  productFormSchema,
  productFormText,
  productInputFrom,
  productsActionSchema,
  uniqueProductSlug,
} from './product-form'

const E = 'adminProducts.errors.'

/** A complete, valid form as the page posts it. */
const form: Record<string, string> = {
  nameEn: 'Yard Signs',
  nameEs: 'Letreros de jardín',
  descriptionEn: 'Ten signs.',
  descriptionEs: 'Diez letreros.',
  price: '29.99',
  category: 'marketing',
  imageId: '',
  feature1En: 'One',
  feature1Es: 'Uno',
  feature2En: 'Two',
  feature2Es: 'Dos',
  feature3En: 'Three',
  feature3Es: 'Tres',
  active: 'on',
}

const errorsOf = (values: Record<string, string | undefined>) => {
  const parsed = productFormSchema.safeParse(values)
  if (parsed.success) return {}
  const out: Record<string, string> = {}
  for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message
  return out
}

describe('dollars to cents', () => {
  it.each([
    ['29.99', 2999],
    ['29.9', 2990],
    ['29', 2900],
    ['29.', null],
    ['.99', 99],
    ['0.01', 1],
    ['$42.99', 4299],
    ['$ 42.99', 4299],
    ['  7.50  ', 750],
    ['1,299.00', 129_900],
    ['4000', 400_000],
    ['0004.10', 410],
  ])('%j is %j cents', (text, cents) => {
    const parsed = parseDollars(text)
    if (cents === null) expect(parsed).toEqual({ ok: false, problem: 'priceFormat' })
    else expect(parsed).toEqual({ ok: true, cents })
  })

  it('is exact where floating point is not (0.29 × 100 = 28.999…)', () => {
    expect(parseDollars('0.29')).toEqual({ ok: true, cents: 29 })
    expect(parseDollars('1.15')).toEqual({ ok: true, cents: 115 })
    expect(parseDollars('4.35')).toEqual({ ok: true, cents: 435 })
  })

  it.each([
    ['', 'priceRequired'],
    ['   ', 'priceRequired'],
    ['$', 'priceRequired'],
    ['-5', 'priceNegative'],
    ['-0.01', 'priceNegative'],
    ['$-5.00', 'priceNegative'],
    ['-$5.00', 'priceNegative'],
    ['29.999', 'priceDecimals'],
    ['0.001', 'priceDecimals'],
    ['0', 'priceZero'],
    ['0.00', 'priceZero'],
    ['4000.01', 'priceTooLarge'],
    ['10000', 'priceTooLarge'],
    ['99999999999999999999', 'priceTooLarge'],
    ['1e3', 'priceFormat'],
    ['29,99', 'priceFormat'],
    ['12,34.00', 'priceFormat'],
    ['twenty', 'priceFormat'],
    ['29.99 USD', 'priceFormat'],
    ['0x1F', 'priceFormat'],
    ['Infinity', 'priceFormat'],
    ['NaN', 'priceFormat'],
    ['1'.repeat(21), 'priceFormat'],
  ])('%j is refused: %s', (text, problem) => {
    expect(parseDollars(text)).toEqual({ ok: false, problem })
  })

  it('shows cents as the dollars the field reads back', () => {
    for (const cents of [1, 99, 100, 2999, 49_900, MAX_PRICE_CENTS]) {
      expect(parseDollars(centsToDollars(cents))).toEqual({ ok: true, cents })
    }
    expect(centsToDollars(2999)).toBe('29.99')
    expect(centsToDollars(500)).toBe('5.00')
  })

  it('keeps the largest possible order inside a 32-bit integer', () => {
    const shipping = 999
    expect(MAX_CART_LINES * MAX_LINE_QUANTITY * MAX_PRICE_CENTS + shipping).toBeLessThan(2 ** 31)
  })
})

describe('the product form', () => {
  it('reads a complete form into a product in both languages, in cents', () => {
    const parsed = productFormSchema.parse(form)
    expect(productInputFrom(parsed)).toEqual({
      name: { en: 'Yard Signs', es: 'Letreros de jardín' },
      description: { en: 'Ten signs.', es: 'Diez letreros.' },
      features: [
        { en: 'One', es: 'Uno' },
        { en: 'Two', es: 'Dos' },
        { en: 'Three', es: 'Tres' },
      ],
      priceCents: 2999,
      category: 'marketing',
      imageId: null,
      active: true,
    })
  })

  it('trims what was typed; an unticked box hides the product; a library image is kept', () => {
    const parsed = productFormSchema.parse({
      ...form,
      nameEn: '  Yard Signs  ',
      active: undefined,
      imageId: '0123456789abcdef',
    })
    expect(parsed.nameEn).toBe('Yard Signs')
    expect(parsed.active).toBe(false)
    expect(parsed.imageId).toBe('0123456789abcdef')
  })

  it('names each bad field with its own message', () => {
    expect(
      errorsOf({
        ...form,
        nameEs: '',
        descriptionEn: 'x'.repeat(2001),
        price: '-3',
        category: 'food',
        imageId: '../../etc/passwd',
        feature2Es: 'two\nlines',
        feature3En: undefined,
      }),
    ).toEqual({
      nameEs: `${E}required`,
      descriptionEn: `${E}tooLong`,
      price: `${E}priceNegative`,
      category: `${E}category`,
      imageId: `${E}image`,
      feature2Es: `${E}oneLine`,
      feature3En: `${E}required`,
    })
    expect(errorsOf({ ...form, price: '12.345' })).toEqual({ price: `${E}priceDecimals` })
    expect(errorsOf({ ...form, price: '' })).toEqual({ price: `${E}priceRequired` })
  })

  it('starts a new product empty and shown; an edit from the stored product', () => {
    expect(productFormText(null)).toMatchObject({ nameEn: '', price: '', category: '', active: 'on' })
    const text = productFormText({
      name: { en: 'A', es: 'B' },
      description: { en: 'C', es: 'D' },
      features: [
        { en: '1', es: 'uno' },
        { en: '2', es: 'dos' },
        { en: '3', es: 'tres' },
      ],
      priceCents: 4299,
      category: 'equipment',
      imageId: null,
      active: false,
    })
    expect(text).toMatchObject({ price: '42.99', feature3Es: 'tres', imageId: '', active: '' })
    // What the form shows is what it saves.
    expect(productInputFrom(productFormSchema.parse(text))).toMatchObject({ priceCents: 4299, active: false })
  })
})

describe('the screen’s posts', () => {
  it('tells its intents apart', () => {
    expect(productsActionSchema.parse({ intent: 'save', ...form })).toMatchObject({ intent: 'save' })
    expect(productsActionSchema.parse({ intent: 'save', id: '3', ...form })).toMatchObject({ id: 3 })
    expect(productsActionSchema.parse({ intent: 'move', id: '3', direction: 'up' })).toEqual({
      intent: 'move',
      id: 3,
      direction: 'up',
    })
    expect(productsActionSchema.parse({ intent: 'hide', id: '3' })).toEqual({ intent: 'hide', id: 3 })
    expect(productsActionSchema.safeParse({ intent: 'move', id: '3', direction: 'left' }).success).toBe(false)
    // Products are hidden, never deleted (orders keep what they were placed with).
    expect(productsActionSchema.safeParse({ intent: 'delete', id: '3' }).success).toBe(false)
    expect(productsActionSchema.safeParse({ intent: 'save', id: '-1', ...form }).success).toBe(false)
  })
})

describe('slugs and order', () => {
  it.each([
    ['Yard Signs', [], 'yard-signs'],
    ['Yard Signs', ['yard-signs'], 'yard-signs-2'],
    ['Yard Signs', ['yard-signs', 'yard-signs-2'], 'yard-signs-3'],
    ['Señales (10-Pack)', [], 'senales-10-pack'],
    ['***', [], 'product'],
    ['***', ['product'], 'product-2'],
  ])('%j among %j is %j', (name, taken, slug) => {
    expect(uniqueProductSlug(name, taken)).toBe(slug)
  })

  it('keeps long names within the slug length, with room for a number', () => {
    const slug = uniqueProductSlug('word '.repeat(40), [])
    expect(slug.length).toBeLessThanOrEqual(76)
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it.each([
    [[1, 2, 3], 2, 'up', [2, 1, 3]],
    [[1, 2, 3], 2, 'down', [1, 3, 2]],
    // Nothing to change at an end or for an id not in the list.
    [[1, 2, 3], 1, 'up', null],
    [[1, 2, 3], 3, 'down', null],
    [[1, 2, 3], 9, 'up', null],
  ] as const)('moving in %j: %i %s gives %j', (ids, id, direction, out) => {
    expect(moveInOrder(ids, id, direction)).toEqual(out)
  })
})
