import { describe, expect, it } from 'vitest'
import {
  DEFAULT_WEEKLY_HOURS,
  clockLabel,
  hoursGroups,
  isWithinHours,
  operatorWeeklyHours,
  parseWeeklyHours,
  weeklyOpeningHoursSpecification,
} from './hours'

const open = (opens: string, closes: string) => ({ opens, closes })

describe("an operator's hours (issue #30 item 4)", () => {
  it('reads the seeded text as §9 hours', () => {
    expect(parseWeeklyHours('Mon–Sat 8:00 AM–6:00 PM, Sun 11:00 AM–3:00 PM')).toEqual(DEFAULT_WEEKLY_HOURS)
  })

  it.each([
    ['Mon-Fri 8:00 AM-6:00 PM, closed weekends', [...Array(5).fill(open('08:00', '18:00')), null, null]],
    [
      'Weekdays 9-5pm; Sat: 10am to 2pm',
      [...Array(5).fill(open('09:00', '17:00')), open('10:00', '14:00'), null],
    ],
    ['Daily 07:00-19:30, Sunday closed', [...Array(6).fill(open('07:00', '19:30')), null]],
    ['Tue & Thu 8am-12pm', [null, open('08:00', '12:00'), null, open('08:00', '12:00'), null, null, null]],
  ])('%j', (text, week) => {
    expect(parseWeeklyHours(text)).toEqual(week)
  })

  it.each(['By appointment', 'Mon-Fri', 'Lun-Vie 8-18', 'Mon 6pm-8am', ''])('refuses %j', (text) => {
    expect(parseWeeklyHours(text)).toBeNull()
  })

  it('an operator without hours has §9 hours; unreadable hours are null', () => {
    expect(operatorWeeklyHours(null)).toEqual(DEFAULT_WEEKLY_HOURS)
    expect(operatorWeeklyHours('By appointment')).toBeNull()
  })

  it('groups days with the same hours, closed ones too', () => {
    const week = parseWeeklyHours('Mon-Fri 8am-6pm, closed weekends')!
    expect(hoursGroups(week)).toEqual([
      { from: 'monday', to: 'friday', hours: open('08:00', '18:00') },
      { from: 'saturday', to: 'sunday', hours: null },
    ])
    expect(clockLabel('08:00')).toBe('8:00 AM')
    expect(clockLabel('18:30')).toBe('6:30 PM')
    expect(clockLabel('12:00')).toBe('12:00 PM')
  })

  it('the structured data lists only the open days', () => {
    expect(weeklyOpeningHoursSpecification(parseWeeklyHours('Mon-Fri 8am-6pm, closed weekends')!)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    ])
  })

  it('a pickup time must fall within the hours of its day', () => {
    const week = parseWeeklyHours('Mon-Fri 8am-6pm, closed weekends')!
    // 2026-12-02 is a Wednesday, 2026-12-06 a Sunday.
    expect(isWithinHours(week, '2026-12-02T10:30')).toBe(true)
    expect(isWithinHours(week, '2026-12-02T07:59')).toBe(false)
    expect(isWithinHours(week, '2026-12-02T18:00')).toBe(true)
    expect(isWithinHours(week, '2026-12-06T11:00')).toBe(false)
    expect(isWithinHours(DEFAULT_WEEKLY_HOURS, '2026-12-06T11:00')).toBe(true)
  })
})
