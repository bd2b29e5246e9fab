import { describe, expect, it } from 'vitest'
import { pickupTimeLabel } from './pickup-time'

describe('the pickup time shown to operators and staff (issue #30 item 9)', () => {
  it('is in the site time zone and the reader language, not the raw control value', () => {
    const en = pickupTimeLabel('2026-12-02T10:30', 'America/New_York', 'en')
    const es = pickupTimeLabel('2026-12-02T10:30', 'America/New_York', 'es')
    expect(en).toMatch(/^Dec 2, 2026, 10:30\sAM EST$/)
    expect(es).toMatch(/2 dic 2026/)
    expect(es).toMatch(/10:30/)
    expect(en).not.toContain('2026-12-02T10:30')
    expect(es).not.toContain('2026-12-02T10:30')
    // Another site zone names its own.
    expect(pickupTimeLabel('2026-07-02T10:30', 'America/Chicago', 'en')).toMatch(/10:30\sAM CDT$/)
  })

  it('free text typed before the date-time control stays as typed', () => {
    expect(pickupTimeLabel('tomorrow morning', 'America/New_York', 'en')).toBe('tomorrow morning')
  })
})
