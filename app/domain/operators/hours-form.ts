import { formText } from '#app/domain/admin/intents'
import { z } from '#app/domain/zod'
import {
  WEEK,
  formatWeeklyHours,
  parseWeeklyHours,
  timeOfDay,
  type DayHours,
  type WeeklyHours,
  type Weekday,
} from './hours'

/**
 * The hours of operation as the operator and staff forms choose them (issue #45 item 6): for each
 * day, Monday first, a Closed box and the opening and closing times (`<input type="time">`), named
 * `hoursOfOperation.monday.opens` and so on. The server reads them with `weeklyHoursField`, the
 * forms' own schema, and stores the week as the English text the page, its structured data and the
 * booking form read (./hours.ts). Error messages are keys under operators.admin.errors.
 */

/** One day's controls as text: 'on' when Closed is ticked, the times as "08:00" ('' when empty). */
export type DayHoursValues = { closed: string; opens: string; closes: string }
export type WeeklyHoursValues = Record<Weekday, DayHoursValues>

/**
 * The controls' starting values for a week. No week (stored hours that cannot be read) leaves every
 * day to be chosen: neither closed nor timed.
 */
export function weeklyHoursValues(week: WeeklyHours | null): WeeklyHoursValues {
  return Object.fromEntries(
    WEEK.map((day, i) => {
      const hours = week ? week[i] : undefined
      const values: DayHoursValues =
        hours === undefined
          ? { closed: '', opens: '', closes: '' }
          : hours === null
            ? { closed: 'on', opens: '', closes: '' }
            : { closed: '', opens: hours.opens, closes: hours.closes }
      return [day, values]
    }),
  ) as WeeklyHoursValues
}

/** The longest stored text read (a version being restored): the texts the forms wrote are shorter. */
const MAX_HOURS_TEXT = 200

const dayField = z
  .preprocess(
    (value) => value ?? {},
    z.object({
      closed: z
        .string()
        .optional()
        .transform((v) => v === 'on' || v === 'true'),
      opens: formText(),
      closes: formText(),
    }),
  )
  .transform((day, ctx): DayHours => {
    // A closed day's times are not read (a browser without JavaScript still sends them).
    if (day.closed) return null
    const time = (name: 'opens' | 'closes') => {
      const text = day[name]
      const value = text === '' ? null : timeOfDay(text)
      if (!value)
        ctx.addIssue({ code: 'custom', path: [name], message: text === '' ? `hours.${name}` : 'hours.time' })
      return value
    }
    const [opens, closes] = [time('opens'), time('closes')]
    if (!opens || !closes) return z.NEVER
    if (closes <= opens) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'hours.order' })
      return z.NEVER
    }
    return { opens, closes }
  })

const weekField = z
  .object({
    monday: dayField,
    tuesday: dayField,
    wednesday: dayField,
    thursday: dayField,
    friday: dayField,
    saturday: dayField,
    sunday: dayField,
  } satisfies Record<Weekday, typeof dayField>)
  .transform((days): WeeklyHours => WEEK.map((day) => days[day]))

/**
 * The hours field of the operator forms: the controls → the stored text. A text posted in their
 * place (a version of the operator being restored, ADR 046) is read as before and checked like the
 * controls; nothing posted (an operator made from an application) is null, §9's hours.
 */
export const weeklyHoursField = z
  .preprocess((value, ctx) => {
    if (typeof value !== 'string') return value ?? undefined
    const text = value.trim()
    if (text === '') return undefined
    const week = text.length <= MAX_HOURS_TEXT ? parseWeeklyHours(text) : null
    if (week) return weeklyHoursValues(week)
    ctx.addIssue({ code: 'custom', message: 'hours.unreadable' })
    return z.NEVER
  }, weekField.optional())
  .transform((week) => (week ? formatWeeklyHours(week) : null))
