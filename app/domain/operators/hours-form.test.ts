import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from '#app/domain/zod'
import { DEFAULT_WEEKLY_HOURS, WEEK, operatorWeeklyHours, parseWeeklyHours, type WeeklyHours } from './hours'
import { weeklyHoursField, weeklyHoursValues, type WeeklyHoursValues } from './hours-form'

const schema = z.object({ hoursOfOperation: weeklyHoursField })
const parse = (hoursOfOperation: unknown) => schema.safeParse({ hoursOfOperation })
const issues = (hoursOfOperation: unknown) =>
  (parse(hoursOfOperation).error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

const open = (opens: string, closes: string) => ({ closed: '', opens, closes })
const closed = { closed: 'on', opens: '', closes: '' }
/** The controls of a week: every day as `day`, then the days given. */
const controls = (day: WeeklyHoursValues['monday'], days: Partial<WeeklyHoursValues> = {}) =>
  ({ ...Object.fromEntries(WEEK.map((d) => [d, day])), ...days }) as WeeklyHoursValues

describe('the hours controls (issue #45 item 6)', () => {
  it('start from the stored text, read with the parser, Monday first', () => {
    expect(weeklyHoursValues(parseWeeklyHours('Mon-Fri 8:00 AM-6:00 PM, closed weekends'))).toEqual(
      controls(open('08:00', '18:00'), { saturday: closed, sunday: closed }),
    )
    // No hours stored: §9's, which the page shows.
    expect(weeklyHoursValues(operatorWeeklyHours(null))).toEqual(
      controls(open('08:00', '18:00'), { sunday: open('11:00', '15:00') }),
    )
    // Hours that cannot be read: every day to choose.
    expect(weeklyHoursValues(operatorWeeklyHours('By appointment'))).toEqual(
      controls({ closed: '', opens: '', closes: '' }),
    )
  })

  it.each([
    [
      controls(open('08:00', '18:00'), { saturday: open('09:00', '13:00'), sunday: closed }),
      'Mon–Fri 8:00 AM–6:00 PM, Sat 9:00 AM–1:00 PM, Sun closed',
    ],
    [
      controls(open('08:00', '18:00'), { sunday: open('11:00', '15:00') }),
      'Mon–Sat 8:00 AM–6:00 PM, Sun 11:00 AM–3:00 PM',
    ],
    [controls(closed), 'Mon–Sun closed'],
    [
      controls(closed, { tuesday: open('00:00', '12:30'), thursday: open('12:00', '23:59') }),
      'Mon closed, Tue 12:00 AM–12:30 PM, Wed closed, Thu 12:00 PM–11:59 PM, Fri–Sun closed',
    ],
  ])('are stored as the English text the page reads: %j', (week, text) => {
    expect(parse(week)).toEqual({ success: true, data: { hoursOfOperation: text } })
  })

  it('store any week so that it reads back the same', () => {
    const day = fc.oneof(
      fc.constant(null),
      fc
        .tuple(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 1, max: 1439 }))
        .filter(([a, b]) => a < b)
        .map(([a, b]) => ({ opens: hhmm(a), closes: hhmm(b) })),
    )
    fc.assert(
      fc.property(fc.array(day, { minLength: 7, maxLength: 7 }), (week: WeeklyHours) => {
        const stored = parse(weeklyHoursValues(week)).data!.hoursOfOperation!
        expect(stored.length).toBeLessThanOrEqual(200)
        expect(parseWeeklyHours(stored)).toEqual(week)
        expect(weeklyHoursValues(parseWeeklyHours(stored))).toEqual(weeklyHoursValues(week))
      }),
    )
  })

  it('ignore the times of a closed day, and read the times a browser may send', () => {
    expect(
      parse(controls(open('08:00', '18:00'), { sunday: { closed: 'on', opens: '09:00', closes: '' } })).data,
    ).toEqual({ hoursOfOperation: 'Mon–Sat 8:00 AM–6:00 PM, Sun closed' })
    expect(parse(controls(open('08:00:00', '6:00 PM'))).data).toEqual({
      hoursOfOperation: 'Mon–Sun 8:00 AM–6:00 PM',
    })
  })

  it('say beside the time what is wrong: a missing time, one that is no time, closing before opening', () => {
    expect(
      issues(
        controls(open('08:00', '18:00'), {
          monday: open('', '18:00'),
          tuesday: open('08:00', ''),
          wednesday: open('8 o’clock', '18:00'),
          thursday: open('18:00', '08:00'),
          friday: open('09:00', '09:00'),
        }),
      ),
    ).toEqual([
      ['hoursOfOperation.monday.opens', 'hours.opens'],
      ['hoursOfOperation.tuesday.closes', 'hours.closes'],
      ['hoursOfOperation.wednesday.opens', 'hours.time'],
      ['hoursOfOperation.thursday.closes', 'hours.order'],
      ['hoursOfOperation.friday.closes', 'hours.order'],
    ])
    // A day the post left out is open with no times.
    const { sunday: _, ...noSunday } = controls(open('08:00', '18:00'))
    expect(issues(noSunday)).toEqual([
      ['hoursOfOperation.sunday.opens', 'hours.opens'],
      ['hoursOfOperation.sunday.closes', 'hours.closes'],
    ])
  })

  it('read a stored text posted in their place (a version restored) like the controls', () => {
    expect(parse('Mon-Fri 8am-6pm, closed weekends').data).toEqual({
      hoursOfOperation: 'Mon–Fri 8:00 AM–6:00 PM, Sat–Sun closed',
    })
    expect(issues('By appointment')).toEqual([['hoursOfOperation', 'hours.unreadable']])
    expect(issues(`Mon-Fri 8am-6pm${', Sat 9am-1pm'.repeat(20)}`)).toEqual([
      ['hoursOfOperation', 'hours.unreadable'],
    ])
    // None: §9's hours.
    expect(parse('').data).toEqual({ hoursOfOperation: null })
    expect(parse(undefined).data).toEqual({ hoursOfOperation: null })
    expect(operatorWeeklyHours(parse(undefined).data!.hoursOfOperation)).toEqual(DEFAULT_WEEKLY_HOURS)
  })
})

function hhmm(minutes: number) {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
