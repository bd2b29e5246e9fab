import { describe, expect, it } from 'vitest'
import { earliestPickupTime, pickupTimeLabel, pickupTimeProblem } from './pickup-time'

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

describe('a pickup time is not before now in the site zone (issue #45 item 5)', () => {
  const newYork = 'America/New_York'
  /** 10:30:20 AM in New York on Wednesday 2 December 2026. */
  const now = new Date('2026-12-02T15:30:20Z')
  const at = (iso: string, zone = newYork) => ({ now: new Date(iso), zone })

  it('refuses the Spanish booking of the audit, for 6 January 2025', () => {
    expect(pickupTimeProblem('2025-01-06T10:00', { now, zone: newYork })).toBe('past')
  })

  it.each([
    ['a minute in the future', '2026-12-02T10:31', null],
    ['the current minute (as soon as possible)', '2026-12-02T10:30', null],
    ['the minute before', '2026-12-02T10:29', 'past'],
    ['earlier today', '2026-12-02T08:00', 'past'],
    ['tomorrow', '2026-12-03T09:00', null],
    ['yesterday at a later hour', '2026-12-01T18:00', 'past'],
    ['next year', '2027-01-06T10:00', null],
    // Not a date and time at all, or a day the month does not have.
    ['free text', 'tomorrow', 'dateTime'],
    ['30 February', '2027-02-30T10:00', 'dateTime'],
    ['25 o’clock', '2026-12-03T25:00', 'dateTime'],
  ])('%s (%s): %s', (_name, value, problem) => {
    expect(pickupTimeProblem(value, { now, zone: newYork })).toBe(problem)
  })

  it('reads the time in the site zone, not in UTC nor the server’s', () => {
    // 6:30 PM in New York, already 23:30 in UTC: 7 PM is still ahead (in UTC it would be past).
    expect(pickupTimeProblem('2025-01-06T19:00', at('2025-01-06T23:30:00Z'))).toBeNull()
    // 4 PM in Madrid, 15:00 in UTC: 3:30 PM has passed there (in UTC it would be ahead).
    expect(pickupTimeProblem('2025-01-06T15:30', at('2025-01-06T15:00:00Z', 'Europe/Madrid'))).toBe('past')
    // Kiritimati (UTC+14) is already on the 7th: 11 PM on the 6th has passed there.
    expect(pickupTimeProblem('2025-01-06T23:00', at('2025-01-06T12:00:00Z', 'Pacific/Kiritimati'))).toBe(
      'past',
    )
    expect(pickupTimeProblem('2025-01-07T03:00', at('2025-01-06T12:00:00Z', 'Pacific/Kiritimati'))).toBeNull()
  })

  it('summer time begins: a time just after the skipped hour, and one inside it, are still ahead', () => {
    // 1:59 AM EST on 8 March 2026; the clocks then jump to 3:00 AM EDT.
    const clock = at('2026-03-08T06:59:00Z')
    expect(pickupTimeProblem('2026-03-08T03:00', clock)).toBeNull()
    expect(pickupTimeProblem('2026-03-08T02:30', clock)).toBeNull()
    expect(pickupTimeProblem('2026-03-08T01:30', clock)).toBe('past')
  })

  it('summer time ends: the repeated hour is past only when its second reading is', () => {
    // 1:45 AM EDT (the first 1:45) and 1:15 AM EST (the second 1:15) on 1 November 2026.
    expect(pickupTimeProblem('2026-11-01T01:30', at('2026-11-01T05:45:00Z'))).toBeNull()
    expect(pickupTimeProblem('2026-11-01T01:30', at('2026-11-01T06:15:00Z'))).toBeNull()
    expect(pickupTimeProblem('2026-11-01T01:10', at('2026-11-01T06:15:00Z'))).toBe('past')
    expect(pickupTimeProblem('2026-11-01T00:59', at('2026-11-01T05:45:00Z'))).toBe('past')
  })

  it('the control’s earliest time is the current minute in the site zone, which the rule accepts', () => {
    const earliest = earliestPickupTime({ now, zone: newYork })
    expect(earliest).toBe('2026-12-02T10:30')
    expect(pickupTimeProblem(earliest, { now, zone: newYork })).toBeNull()
    expect(earliestPickupTime(at('2025-01-06T23:30:00Z', 'Europe/Madrid'))).toBe('2025-01-07T00:30')
  })
})
