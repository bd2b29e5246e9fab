import { describe, expect, it } from 'vitest'
import { createT } from './translate'
import en from './en'
import es from './es'

const messages = {
  a: { b: 'Hello {{name}}', c: ['x {{n}}', 'y'] },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  items_zero: 'no items',
  only: 'plain',
}

describe('createT', () => {
  const t = createT('en', messages)
  it.each([
    ['a.b', { name: 'Ana' }, 'Hello Ana'],
    ['a.b', undefined, 'Hello {{name}}'],
    ['items', { count: 1 }, '1 item'],
    ['items', { count: 5 }, '5 items'],
    ['items', { count: 0 }, 'no items'],
    ['only', { count: 3 }, 'plain'],
    ['missing.key', undefined, 'missing.key'],
    ['a', undefined, 'a'],
    ['__proto__', undefined, '__proto__'],
    ['a.constructor', undefined, 'a.constructor'],
  ])('t(%j, %j) = %j', (key, options, expected) => {
    expect(t(key, options)).toBe(expected)
  })
  it('reports a missing key (and only a missing one) to its callback', () => {
    const missing: string[] = []
    const tm = createT('en', messages, (key) => missing.push(key))
    expect(tm('missing.key')).toBe('missing.key')
    expect(tm('a.b', { name: 'x' })).toBe('Hello x')
    expect(tm('items', { count: 2 })).toBe('2 items')
    expect(missing).toEqual(['missing.key'])
  })
  it('returns objects with every string interpolated', () => {
    expect(t('a.c', { returnObjects: true, n: 2 })).toEqual(['x 2', 'y'])
  })
  it('uses the Spanish plural rules', () => {
    const tes = createT('es', es)
    expect(tes('markets.operators', { count: 1 })).toBe('1 operador')
    expect(tes('markets.operators', { count: 4 })).toMatch(/^4 /)
    expect(createT('en', en)('nav.home')).toBe('Home')
  })
})
