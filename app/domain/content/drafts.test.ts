import { describe, expect, it } from 'vitest'
import { isDue, isPreviewRequest, previewPath, publishInstant, scheduledJobKey } from './drafts'

describe('content drafts', () => {
  it('opens the public page of a content page in the language asked, with the preview query', () => {
    expect(previewPath('opportunity', 'en')).toBe('/opportunity?preview=draft')
    expect(previewPath('opportunity', 'es')).toBe('/es/opportunity?preview=draft')
    expect(previewPath('home', 'en')).toBe('/?preview=draft')
    expect(previewPath('home', 'es')).toBe('/es?preview=draft')
    expect(isPreviewRequest(new URL('http://x/es?preview=draft'))).toBe(true)
    expect(isPreviewRequest(new URL('http://x/es?preview=1'))).toBe(false)
  })

  it('reads "Publish at" in the site time zone and refuses a past or missing instant', () => {
    const now = new Date('2026-11-28T12:00:00Z')
    // 09:30 in New York in November is 14:30 UTC.
    expect(publishInstant('2026-11-28T09:30', 'America/New_York', now)).toEqual({
      ok: true,
      at: new Date('2026-11-28T14:30:00Z'),
    })
    expect(publishInstant('2026-11-28T06:59', 'America/New_York', now)).toEqual({
      ok: false,
      problem: 'publishAtPast',
    })
    expect(publishInstant('', 'America/New_York', now)).toEqual({ ok: false, problem: 'publishAtRequired' })
    expect(publishInstant('2026-02-30T10:00', 'America/New_York', now)).toEqual({
      ok: false,
      problem: 'publishAtRequired',
    })
  })

  it('is due from its instant on, never without one', () => {
    const at = new Date('2026-11-28T12:00:00Z')
    expect(isDue({ publishAt: at }, new Date('2026-11-28T11:59:59Z'))).toBe(false)
    expect(isDue({ publishAt: at }, at)).toBe(true)
    expect(isDue({ publishAt: null }, at)).toBe(false)
    expect(scheduledJobKey('opportunity', 'faq', at)).toBe('content:opportunity:faq:2026-11-28T12:00:00.000Z')
  })
})

describe('"Publish at" with seconds', () => {
  it('accepts the seconds a datetime-local input may send', () => {
    const now = new Date('2026-11-28T12:00:00Z')
    expect(publishInstant('2026-11-28T07:00:30', 'America/New_York', now)).toEqual({
      ok: true,
      at: new Date('2026-11-28T12:00:30Z'),
    })
    expect(publishInstant('2026-11-28T07:00:61', 'America/New_York', now)).toEqual({
      ok: false,
      problem: 'publishAtRequired',
    })
  })
})
