import { describe, expect, it } from 'vitest'
import {
  businessHours,
  businessHoursSentence,
  operatorSharePercent,
  resolveSiteSettings,
  siteSettingDefaults,
  telHref,
} from './site-settings'

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
  it('business hours are three lines per language, each its own setting', () => {
    expect(businessHours(siteSettingDefaults, 'en')).toEqual([
      'Mon-Fri 8AM-6PM',
      'Sat 9AM-4PM',
      'Sun 11AM-3PM',
    ])
    expect(businessHours(siteSettingDefaults, 'es')).toEqual([
      'Lun-Vie 8AM-6PM',
      'Sáb 9AM-4PM',
      'Dom 11AM-3PM',
    ])
    const s = resolveSiteSettings([
      { key: 'hoursSundayEs', value: 'Dom cerrado' },
      { key: 'hoursSunday', value: 'Sun closed' },
    ])
    expect(businessHours(s, 'es')[2]).toBe('Dom cerrado')
    expect(businessHours(s, 'en')[2]).toBe('Sun closed')
    expect(businessHoursSentence(s, 'en')).toBe('Mon-Fri 8AM-6PM, Sat 9AM-4PM and Sun closed')
    expect(businessHoursSentence(s, 'es')).toBe('Lun-Vie 8AM-6PM, Sáb 9AM-4PM y Dom cerrado')
  })
  it.each([
    ['(561) 555-0100', 'tel:+15615550100'],
    ['+1 954 555 0150', 'tel:+19545550150'],
  ])('tel href of %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })
  it.each([
    ['80', 80],
    ['75', 75],
    ['0', 0],
    ['100', 100],
    // Only by hand in the database: the default, never NaN or a share over the price.
    ['abc', 80],
    ['150', 80],
    ['', 80],
  ])("the operators' share %j reads as %i %%", (value, percent) => {
    expect(operatorSharePercent({ operatorSharePercent: value })).toBe(percent)
  })
  it("the operators' share defaults to the 80 % the marketing pages promise", () => {
    expect(operatorSharePercent(siteSettingDefaults)).toBe(80)
  })
})
