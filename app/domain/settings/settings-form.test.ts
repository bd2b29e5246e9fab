import { describe, expect, it } from 'vitest'
import {
  changedSiteSettings,
  isHttpsUrl,
  isSafeAttribution,
  isTileUrlTemplate,
  isUsPhone,
  settingsFormAfterReply,
  siteSettingGroups,
  siteSettingsActionSchema,
  siteSettingsFormSchema,
} from './settings-form'
import { siteSettingDefaults, siteSettingKeys } from './site-settings'

describe('the settings groups', () => {
  it('hold every setting exactly once', () => {
    const grouped = siteSettingGroups.flatMap((group) => group.fields.map((field) => field.key))
    expect([...grouped].sort()).toEqual([...siteSettingKeys].sort())
  })
})

describe('the value rules', () => {
  it.each([
    '(561) 555-0100',
    '561-555-0100',
    '561.555.0100',
    '5615550100',
    '+1 561 555 0100',
    '1-561-555-0100',
  ])('accepts the US phone %s', (phone) => expect(isUsPhone(phone)).toBe(true))
  it.each(['555-0100', '(061) 555-0100', '+44 20 7946 0958', '561 555 01000', 'call us'])(
    'refuses the phone %s',
    (phone) => expect(isUsPhone(phone)).toBe(false),
  )
  it.each([
    ['https://courses.example.com/start', true],
    ['http://courses.example.com', false],
    ['javascript:alert(1)', false],
    ['courses.example.com', false],
    ['https://user:pw@example.com', false],
    ['https://exa mple.com', false],
  ])('https address %s: %s', (url, ok) => expect(isHttpsUrl(url)).toBe(ok))
  it('takes Leaflet tile templates with {s}, {z}, {x}, {y} and {r}', () => {
    expect(isTileUrlTemplate(siteSettingDefaults.mapTileUrl)).toBe(true)
    expect(isTileUrlTemplate('https://tiles.example.com/{z}/{x}/{y}{r}.png')).toBe(true)
    expect(isTileUrlTemplate('https://tiles.example.com/{z}/{x}.png')).toBe(false)
    expect(isTileUrlTemplate('http://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe(false)
  })
  it('lets the attribution carry text and https links only', () => {
    expect(isSafeAttribution(siteSettingDefaults.mapTileAttribution)).toBe(true)
    expect(isSafeAttribution('<img src=x onerror=alert(1)>')).toBe(false)
    expect(isSafeAttribution('<a href="javascript:alert(1)">x</a>')).toBe(false)
    expect(isSafeAttribution('<a href="https://x.example" onclick="y">x</a>')).toBe(false)
  })
})

describe('the settings form schema', () => {
  it('accepts the defaults', () => {
    expect(siteSettingsFormSchema.safeParse(siteSettingDefaults).success).toBe(true)
  })
  it('names each bad field with its message key, and trims what it keeps', () => {
    const parsed = siteSettingsFormSchema.safeParse({
      ...siteSettingDefaults,
      phone: '12345',
      supportEmail: 'not-an-email',
      courseSiteUrl: 'http://courses.example.com',
      facebookUrl: '',
      businessName: '  ',
    })
    expect(parsed.success).toBe(false)
    const messages = Object.fromEntries(parsed.error!.issues.map((i) => [String(i.path[0]), i.message]))
    expect(messages).toEqual({
      phone: 'adminSettings.errors.phone',
      supportEmail: 'adminSettings.errors.email',
      courseSiteUrl: 'adminSettings.errors.https',
      businessName: 'adminSettings.errors.required',
    })
    const ok = siteSettingsFormSchema.parse({ ...siteSettingDefaults, phone: ' (305) 555-0199 ' })
    expect(ok.phone).toBe('(305) 555-0199')
  })
  it.each([
    ['80', true],
    [' 75 ', true],
    ['0', true],
    ['100', true],
    ['101', false],
    ['80.5', false],
    ['-5', false],
    ['80%', false],
    ['', false],
  ])("the operators' share %j is accepted: %s", (value, ok) => {
    const parsed = siteSettingsFormSchema.safeParse({ ...siteSettingDefaults, operatorSharePercent: value })
    expect(parsed.success).toBe(ok)
    if (!ok) expect(parsed.error!.issues[0]!.message).toMatch(/^adminSettings\.errors\.(percent|required)$/)
  })
  it('refuses a value on two lines or longer than 500 characters', () => {
    const parsed = siteSettingsFormSchema.safeParse({
      ...siteSettingDefaults,
      postalAddress: 'a\nb',
      reviewsUrl: `https://example.com/${'x'.repeat(500)}`,
    })
    const messages = parsed.error!.issues.map((i) => [i.path[0], i.message])
    expect(messages).toContainEqual(['postalAddress', 'adminSettings.errors.oneLine'])
    expect(messages).toContainEqual(['reviewsUrl', 'adminSettings.errors.tooLong'])
  })
  it('parses a revert by its change id', () => {
    expect(siteSettingsActionSchema.parse({ intent: 'revert', changeId: '7' })).toEqual({
      intent: 'revert',
      changeId: 7,
    })
    expect(siteSettingsActionSchema.safeParse({ intent: 'revert', changeId: '-1' }).success).toBe(false)
  })
})

describe('changedSiteSettings', () => {
  it('lists the keys whose value differs, old and new', () => {
    const next = { ...siteSettingDefaults, courseSiteUrl: 'https://learn.example.com', youtubeUrl: '' }
    expect(changedSiteSettings(siteSettingDefaults, next)).toEqual([
      {
        key: 'courseSiteUrl',
        oldValue: siteSettingDefaults.courseSiteUrl,
        newValue: 'https://learn.example.com',
      },
    ])
  })
})

describe('settingsFormAfterReply', () => {
  it('keeps what was typed over the stored values, with the first message of each field', () => {
    const form = settingsFormAfterReply(siteSettingDefaults, {
      initialValue: { intent: 'save', phone: '12345', courseSiteUrl: 'https://ok.example.com' },
      error: { phone: ['adminSettings.errors.phone', 'other'], '': ['adminSettings.invalid'] },
    })
    expect(form.values.phone).toBe('12345')
    expect(form.values.courseSiteUrl).toBe('https://ok.example.com')
    expect(form.values.email).toBe(siteSettingDefaults.email)
    expect(form.fieldErrors).toEqual({ phone: 'adminSettings.errors.phone' })
  })
})
