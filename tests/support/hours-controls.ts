import { within } from '@testing-library/react'
import { WEEK, type Weekday } from '#app/domain/operators/hours'
import type { Lang } from '#app/domain/routing/locale'
import { resources } from './render-route'

/**
 * The hours controls of the operator forms (issue #45 item 6), found as a person finds them: the
 * hours' group by its legend, a day's group by the day's name in `lang`, its controls by their labels.
 */
export function hoursControls(container: HTMLElement, lang: Lang, legend: string) {
  const texts = resources[lang].operators
  const group = within(container).getByRole('group', { name: legend })
  const day = (name: Weekday) => {
    const controls = within(within(group).getByRole('group', { name: texts.hours.days[name] }))
    return {
      closed: controls.getByRole('checkbox', { name: texts.admin.hours.closed }),
      opens: controls.getByLabelText(texts.admin.hours.opens),
      closes: controls.getByLabelText(texts.admin.hours.closes),
    }
  }
  /** The days' names in the order the form lists them. */
  const days = () =>
    within(group)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent)
  return { group, day, days, week: WEEK.map((d) => texts.hours.days[d]) }
}
