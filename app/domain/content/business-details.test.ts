import { describe, expect, it } from 'vitest'
import en from '#app/i18n/en'
import es from '#app/i18n/es'
import { siteSettingDefaults } from '../settings/site-settings'
import { businessDetailIn, detailValues, fillDetails, findBusinessDetails } from './business-details'
import { defaultContent } from './defaults'

/** Every text in a value, with its path. */
function texts(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}.${i}`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => texts(v, `${path}.${k}`))
  return []
}

/** The business details a new site starts with (site settings' defaults). */
const seeded = [
  siteSettingDefaults.phone,
  siteSettingDefaults.ctaPhone,
  siteSettingDefaults.servicePhone,
  siteSettingDefaults.email,
  siteSettingDefaults.supportEmail,
  siteSettingDefaults.licensingEmail,
  siteSettingDefaults.affiliateEmail,
  siteSettingDefaults.postalAddress,
  siteSettingDefaults.officeHours,
  siteSettingDefaults.officeHoursEs,
]

describe('business details in content (issue #30 item 2)', () => {
  it.each([
    ['Call (561) 555-0100 today', 'phone'],
    ['call 561-555-0100', 'phone'],
    ['write to info@couriernetwork.example', 'email'],
    ['1200 N Federal Hwy, Suite 200', 'address'],
    ['Boca Raton, FL 33432', 'address'],
    ['Office hours: Mon-Fri 9am-5pm EST', 'hours'],
    ['de 9 a. m. a 5 p. m.', 'hours'],
    ['Call {{phone}} or write to {{email}} ({{officeHours}})', null],
    ['We respond within 24 hours; 4,000-6,000 a month; since 2015', null],
  ] as const)('%j copies %s', (text, kind) => {
    expect(businessDetailIn(text)).toBe(kind)
  })

  it('no content default copies a phone, e-mail address, postal address or hour, in either language', () => {
    expect(findBusinessDetails(defaultContent.en)).toEqual([])
    expect(findBusinessDetails(defaultContent.es)).toEqual([])
  })

  // The chat's seeded answers: app/.server/db/seed-data/chat-topics.test.ts.

  it('no interface text shows a seeded business detail, in either language', () => {
    for (const [lang, bundle] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const found = texts(bundle).filter(([, text]) => seeded.some((detail) => text.includes(detail)))
      expect(found, lang).toEqual([])
    }
  })

  it('placeholders are filled from the settings in the page language; unknown ones are kept', () => {
    const settings = { ...siteSettingDefaults, phone: '(305) 867-5309', officeHoursEs: 'lunes 9-5' }
    expect(
      fillDetails(
        { a: ['Call {{phone}}', 'Horario: {{officeHours}}'], b: '{{nope}}', n: 3 },
        detailValues(settings, 'es'),
      ),
    ).toEqual({ a: ['Call (305) 867-5309', 'Horario: lunes 9-5'], b: '{{nope}}', n: 3 })
  })
})
