import { describe, expect, it } from 'vitest'
import en from './en'
import es from './es'
import { createT } from './translate'
import emailEn from './email/en'
import emailEs from './email/es'

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
  }
  return [prefix]
}

/** Both languages must have the same keys; returns the keys one side lacks. */
export function missingKeys(a: unknown, b: unknown) {
  const kb = new Set(flatten(b))
  return flatten(a).filter((k) => !kb.has(k))
}

describe('translations', () => {
  it('English and Spanish have the same keys', () => {
    expect(missingKeys(en, es)).toEqual([])
    expect(missingKeys(es, en)).toEqual([])
  })
  it('the e-mail texts have the same keys in both languages', () => {
    expect(missingKeys(emailEn, emailEs)).toEqual([])
    expect(missingKeys(emailEs, emailEn)).toEqual([])
  })
  it('detects a key present in one language only', () => {
    expect(missingKeys({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c'])
  })
  it('no value is empty', () => {
    const empty = (o: unknown): string[] =>
      flatten(o).filter(
        (k) =>
          String(k.split('.').reduce<unknown>((v, p) => (v as Record<string, unknown>)[p], o)).trim() === '',
      )
    expect(empty(en)).toEqual([])
    expect(empty(es)).toEqual([])
  })
  it('a missing key renders as the key itself', () => {
    const t = createT('es', es)
    expect(t('nav.home')).toBe('Inicio')
    expect(t('nope.missing')).toBe('nope.missing')
  })
})
