import { describe, expect, it } from 'vitest'
import { resolveSiteSettings, siteSettingDefaults, telHref } from './site-settings'

describe('site settings', () => {
  it('falls back to the defaults', () => {
    expect(resolveSiteSettings([])).toEqual(siteSettingDefaults)
  })
  it('stored values win and unknown keys are ignored', () => {
    const s = resolveSiteSettings([
      { key: 'phone', value: '(305) 555-0000' },
      { key: 'nope', value: 'x' },
    ])
    expect(s.phone).toBe('(305) 555-0000')
    expect('nope' in s).toBe(false)
  })
  it.each([
    ['(561) 555-0100', 'tel:+15615550100'],
    ['+1 954 555 0150', 'tel:+19545550150'],
  ])('tel href of %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })
})
