import { describe, expect, it } from 'vitest'
import {
  DEFAULT_WEEKLY_HOURS,
  clockLabel,
  formatWeeklyHours,
  hoursGroups,
  isWithinHours,
  operatorWeeklyHours,
  parseWeeklyHours,
  sameWeeklyHours,
  timeOfDay,
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

  it('writes a week as the seeded text does, closed days named (issue #45 item 6)', () => {
    expect(formatWeeklyHours(DEFAULT_WEEKLY_HOURS)).toBe('Mon–Sat 8:00 AM–6:00 PM, Sun 11:00 AM–3:00 PM')
    expect(formatWeeklyHours(parseWeeklyHours('Tue & Thu 8am-12pm')!)).toBe(
      'Mon closed, Tue 8:00 AM–12:00 PM, Wed closed, Thu 8:00 AM–12:00 PM, Fri–Sun closed',
    )
    expect(parseWeeklyHours(formatWeeklyHours(Array(7).fill(null)))).toEqual(Array(7).fill(null))
  })

  it('compares hours by the week they mean', () => {
    expect(sameWeeklyHours(null, 'Mon–Sat 8:00 AM–6:00 PM, Sun 11:00 AM–3:00 PM')).toBe(true)
    expect(
      sameWeeklyHours('Mon-Fri 8am-6pm, closed weekends', 'Mon–Fri 8:00 AM–6:00 PM, Sat–Sun closed'),
    ).toBe(true)
    expect(sameWeeklyHours('Mon-Fri 8am-6pm', 'Mon-Fri 8am-5pm')).toBe(false)
    expect(sameWeeklyHours('By appointment', 'By appointment ')).toBe(true)
    expect(sameWeeklyHours('By appointment', null)).toBe(false)
  })

  it.each([
    ['08:00', '08:00'],
    ['8:05', '08:05'],
    ['18:30:00', '18:30'],
    ['6:30 PM', '18:30'],
    ['12:15 am', '00:15'],
    ['24:00', null],
    ['25:00', null],
    ['8h', null],
    ['', null],
  ])('reads the time %j', (text, time) => {
    expect(timeOfDay(text)).toBe(time)
  })
})
