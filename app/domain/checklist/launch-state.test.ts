import { describe, expect, it } from 'vitest'
import { siteSettingDefaults, type SiteSettings } from '../settings/site-settings'
import type { Placeholder } from './launch-check'
import {
  isLaunchBlocker,
  launchDecision,
  launchStateOf,
  refusedAfterLaunch,
  settingsRefusedAfterLaunch,
} from './launch-state'

const at = new Date('2026-06-01T12:00:00.000Z')

describe('the launch state (issue #45)', () => {
  it('is not launched on a fresh install; the newest event decides', () => {
    expect(launchStateOf(undefined)).toEqual({ launched: false, at: null, by: null })
    expect(launchStateOf({ action: 'launch', staffEmail: 'owner@couriernet.us', at })).toEqual({
      launched: true,
      at: '2026-06-01T12:00:00.000Z',
      by: 'owner@couriernet.us',
    })
    expect(launchStateOf({ action: 'unlaunch', staffEmail: 'owner@couriernet.us', at }).launched).toBe(false)
  })
})

describe('what keeps the site from launching', () => {
  it.each<[Placeholder, boolean]>([
    [{ kind: 'setting', key: 'phone', problem: 'fictionalPhone', value: '(561) 555-0100' }, true],
    [{ kind: 'setting', key: 'email', problem: 'exampleDomain', value: 'a@x.example' }, true],
    [{ kind: 'setting', key: 'reviewsUrl', problem: 'seeded', value: 'https://g.page' }, true],
    // An empty link is simply not shown: nothing untrue.
    [{ kind: 'setting', key: 'instagramUrl', problem: 'empty', value: '' }, false],
    [{ kind: 'video', id: 2, title: 'Overview', providerVideoId: 'PLACEHOLD02' }, true],
    [{ kind: 'sampleOperator', id: 1, name: 'Delray Beach Courier' }, true],
    [{ kind: 'sampleReviews', id: 1, name: 'Delray Beach Courier' }, true],
    [{ kind: 'sampleTestimonial', id: 1, name: 'Marcus Johnson' }, true],
    [{ kind: 'sampleArticle', id: 1, articleKind: 'story', title: 'A year' }, true],
    [{ kind: 'earningsClaim', id: 1, figure: '$1,000+', problem: 'incompleteBasis' }, true],
    [{ kind: 'unbackedFigure', figure: '$9,000', page: 'home', section: 'hero', lang: 'en' }, true],
    // The checklist's advice, never shown to a visitor.
    [{ kind: 'adminPassword', email: 'owner@couriernet.us' }, false],
    [{ kind: 'env', name: 'SMTP_URL' }, false],
    [{ kind: 'operators' }, false],
  ])('%o blocks: %s', (placeholder, blocks) => {
    expect(isLaunchBlocker(placeholder)).toBe(blocks)
  })

  it('refuses with the blockers only, and lets a launch go when none is left', () => {
    const video: Placeholder = { kind: 'video', id: 2, title: 'Overview', providerVideoId: 'PLACEHOLD02' }
    expect(launchDecision([{ kind: 'operators' }, video])).toEqual({ ok: false, blockers: [video] })
    expect(launchDecision([{ kind: 'adminPassword', email: 'a@b.us' }])).toEqual({ ok: true })
    expect(launchDecision([])).toEqual({ ok: true })
  })
})

describe('after launch', () => {
  const placeholder = (v: string) => v.startsWith('PLACEHOLD')
  it.each([
    // [launched, before, after, refused]
    [false, null, 'PLACEHOLD01', false],
    [true, null, 'PLACEHOLD01', true],
    [true, 'dQw4w9WgXcQ', 'PLACEHOLD01', true],
    // Already stored (a site launched with it): let through unchanged.
    [true, 'PLACEHOLD01', 'PLACEHOLD01', false],
    [true, 'PLACEHOLD01', 'dQw4w9WgXcQ', false],
    [true, null, '', false],
    [true, null, null, false],
  ] as const)('launched %s, %s → %s: refused %s', (launched, before, after, refused) => {
    expect(refusedAfterLaunch(launched, before, after, placeholder)).toBe(refused)
  })

  it('refuses a setting changed to a placeholder, never one left empty or unchanged', () => {
    const real: SiteSettings = {
      ...siteSettingDefaults,
      phone: '(561) 392-4410',
      email: 'info@couriernet.us',
      instagramUrl: 'https://www.instagram.com/couriernet.us',
    }
    expect(settingsRefusedAfterLaunch(true, real, { ...real, phone: '(561) 555-0123' })).toEqual(['phone'])
    expect(settingsRefusedAfterLaunch(true, real, { ...real, email: 'info@shop.example' })).toEqual(['email'])
    expect(settingsRefusedAfterLaunch(true, real, { ...real, instagramUrl: '' })).toEqual([])
    expect(settingsRefusedAfterLaunch(false, real, { ...real, phone: '(561) 555-0123' })).toEqual([])
    // The seeded sample values still stored elsewhere in the form do not hold the save back.
    expect(settingsRefusedAfterLaunch(true, siteSettingDefaults, siteSettingDefaults)).toEqual([])
  })
})
