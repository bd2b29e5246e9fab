import { operatorWeeklyHours, parseWeeklyHours } from '#app/domain/operators/hours'
import { weeklyHoursValues, type WeeklyHoursValues } from '#app/domain/operators/hours-form'

/**
 * The hours of the operator forms as a browser posts them (issue #45 item 6): each day's times,
 * and its Closed box only when ticked (an unticked box sends nothing).
 */
export function hoursFormFields(values: WeeklyHoursValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([day, { closed, opens, closes }]) => [
      ...(closed ? [[`hoursOfOperation.${day}.closed`, closed]] : []),
      [`hoursOfOperation.${day}.opens`, opens],
      [`hoursOfOperation.${day}.closes`, closes],
    ]),
  )
}

/** The controls of a week written as the hours are stored (none: the form's §9 hours). */
export function hoursValuesOf(text: string | null): WeeklyHoursValues {
  const week = text === null ? operatorWeeklyHours(null) : parseWeeklyHours(text)
  if (!week) throw new Error(`not a week: ${text}`)
  return weeklyHoursValues(week)
}

/** The posted fields of a week written as the hours are stored (none: the form's §9 hours). */
export function hoursFieldsOf(text: string | null): Record<string, string> {
  return hoursFormFields(hoursValuesOf(text))
}
