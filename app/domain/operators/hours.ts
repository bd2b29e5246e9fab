/**
 * An operator's hours of operation (issue #30 item 4): stored as an English text read as a week
 * ("Mon-Fri 8:00 AM-6:00 PM, closed weekends"), so the page (in each language), its structured data
 * and the booking form's pickup times all follow it. The forms choose the week day by day in the
 * user's language (./hours-form.ts, issue #45 item 6) and store it as `formatWeeklyHours` writes it;
 * texts stored before are read with `parseWeeklyHours`.
 */

/** Monday first, as the page lists the days. */
export const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEK)[number]

/** One day's opening and closing time ("08:00", "18:00"), or null when closed. */
export type DayHours = { opens: string; closes: string } | null
export type WeeklyHours = readonly DayHours[]

/** The hours of network-site.md §9, for an operator that entered none. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = [
  ...Array.from({ length: 6 }, () => ({ opens: '08:00', closes: '18:00' })),
  { opens: '11:00', closes: '15:00' },
]

const DAY_NAMES: Record<string, number> = {
  mon: 0,
  monday: 0,
  tue: 1,
  tues: 1,
  tuesday: 1,
  wed: 2,
  weds: 2,
  wednesday: 2,
  thu: 3,
  thur: 3,
  thurs: 3,
  thursday: 3,
  fri: 4,
  friday: 4,
  sat: 5,
  saturday: 5,
  sun: 6,
  sunday: 6,
}
const GROUPS: Record<string, number[]> = {
  weekdays: [0, 1, 2, 3, 4],
  weekends: [5, 6],
  weekend: [5, 6],
  daily: [0, 1, 2, 3, 4, 5, 6],
  'every day': [0, 1, 2, 3, 4, 5, 6],
  'all week': [0, 1, 2, 3, 4, 5, 6],
}

/** "mon-sat", "sat & sun", "weekends" → the day indexes, or null. */
function parseDays(text: string): number[] | null {
  const t = text.trim().replace(/\.$/, '')
  if (GROUPS[t]) return GROUPS[t]
  const days: number[] = []
  for (const part of t.split(/\s*(?:&|\/|\band\b)\s*/)) {
    const range = /^([a-z]+)\.?\s*(?:-|\bto\b|\bthrough\b|\bthru\b)\s*([a-z]+)\.?$/.exec(part)
    if (range) {
      const from = DAY_NAMES[range[1]!]
      const to = DAY_NAMES[range[2]!]
      if (from === undefined || to === undefined) return null
      for (let d = from; ; d = (d + 1) % 7) {
        days.push(d)
        if (d === to) break
      }
      continue
    }
    const one = DAY_NAMES[part.replace(/\.$/, '')]
    if (one === undefined) return null
    days.push(one)
  }
  return days.length > 0 ? days : null
}

type Clock = { hours: number; minutes: number; half?: 'am' | 'pm' }

function parseClock(text: string): Clock | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$/.exec(text.trim())
  if (!m) return null
  const hours = Number(m[1])
  const minutes = Number(m[2] ?? '0')
  const half = m[3] ? (m[3].startsWith('a') ? 'am' : 'pm') : undefined
  if (minutes > 59 || (half ? hours < 1 || hours > 12 : hours > 24)) return null
  return { hours, minutes, half }
}

function to24(clock: Clock, half: 'am' | 'pm' | undefined): number {
  let h = clock.hours
  if (half === 'pm' && h < 12) h += 12
  if (half === 'am' && h === 12) h = 0
  return h * 60 + clock.minutes
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * A time of day as a form sends it ("08:00" from a time input, "08:00:00" with seconds, or "8:00 AM"
 * typed where a browser shows a text box) → "08:00", or null.
 */
export function timeOfDay(text: string): string | null {
  const clock = parseClock(
    text
      .trim()
      .toLowerCase()
      .replace(/^(\d{1,2}:\d{2}):\d{2}(?:\.\d+)?/, '$1'),
  )
  if (!clock) return null
  const minutes = to24(clock, clock.half)
  return minutes < 24 * 60 ? hhmm(minutes) : null
}

/** "8:00 AM - 6:00 PM", "8am-6pm", "08:00-18:00", "9-5pm" → opening and closing, or null. */
function parseRange(text: string): { opens: string; closes: string } | null {
  const m = /^(.+?)\s*(?:-|\bto\b)\s*(.+)$/.exec(text.trim())
  if (!m) return null
  const a = parseClock(m[1]!)
  const b = parseClock(m[2]!)
  if (!a || !b) return null
  // "9-5pm": the opening time takes the closing time's half when that keeps it earlier.
  let opens = to24(a, a.half ?? b.half)
  const closes = to24(b, b.half)
  if (!a.half && b.half && opens >= closes) opens = to24(a, 'am')
  if (opens >= closes || closes > 24 * 60) return null
  return { opens: hhmm(opens), closes: hhmm(closes) }
}

/**
 * The week an hours text describes, or null when it cannot be read. Parts are separated by commas
 * or semicolons, each "days hours" or "days closed" ("closed weekends" too). Days no part names
 * are closed; a later part overrides an earlier one.
 */
export function parseWeeklyHours(text: string): WeeklyHours | null {
  const normal = text.toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim()
  if (normal === '') return null
  const week: DayHours[] = Array.from({ length: 7 }, () => null)
  for (const raw of normal.split(/[,;]|\n/)) {
    const part = raw.trim().replace(/^([a-z][a-z&/. -]*?)\s*:\s*/, '$1 ')
    if (part === '') continue
    const closed = /^closed (?:on )?(.+)$/.exec(part) ?? /^(.+?) closed$/.exec(part)
    if (closed) {
      const days = parseDays(closed[1]!)
      if (!days) return null
      for (const d of days) week[d] = null
      continue
    }
    // The days are the words before the first digit.
    const m = /^([a-z][a-z&/. -]*?)\s*(\d.*)$/.exec(part)
    if (!m) return null
    const days = parseDays(m[1]!)
    const range = parseRange(m[2]!)
    if (!days || !range) return null
    for (const d of days) week[d] = range
  }
  return week
}

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/**
 * A week as the stored text: "Mon–Sat 8:00 AM–6:00 PM, Sun 11:00 AM–3:00 PM", closed days named
 * ("Sat–Sun closed"), so that `parseWeeklyHours` reads back the same week, a week closed every day
 * included (an empty text would mean §9's hours).
 */
export function formatWeeklyHours(week: WeeklyHours): string {
  return hoursGroups(week)
    .map((g) => {
      const from = SHORT_DAYS[WEEK.indexOf(g.from)]!
      const days = g.from === g.to ? from : `${from}–${SHORT_DAYS[WEEK.indexOf(g.to)]!}`
      return g.hours ? `${days} ${clockLabel(g.hours.opens)}–${clockLabel(g.hours.closes)}` : `${days} closed`
    })
    .join(', ')
}

/**
 * Whether two stored hours texts mean the same week (no text is §9's hours): a form that stores
 * the week it was given in other words has changed nothing. Texts that cannot be read compare as
 * written.
 */
export function sameWeeklyHours(a: string | null | undefined, b: string | null | undefined): boolean {
  const [weekA, weekB] = [operatorWeeklyHours(a), operatorWeeklyHours(b)]
  if (!weekA || !weekB) return (a ?? '').trim() === (b ?? '').trim()
  return weekA.every((day, i) => same(day, weekB[i]!))
}

/**
 * The hours the page shows: the operator's text read as a week, §9's fixed hours when the
 * operator entered none, or null when the text cannot be read (the page then shows it as written).
 */
export function operatorWeeklyHours(text: string | null | undefined): WeeklyHours | null {
  if (!text || text.trim() === '') return DEFAULT_WEEKLY_HOURS
  return parseWeeklyHours(text)
}

/** "08:00" → "8:00 AM" (both languages write the hours this way on the page). */
export function clockLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const half = h >= 12 && h < 24 ? 'PM' : 'AM'
  const twelve = h % 12 === 0 ? 12 : h % 12
  return `${twelve}:${String(m).padStart(2, '0')} ${half}`
}

/** Consecutive days with the same hours, as one line each: [first day, last day, hours]. */
export function hoursGroups(week: WeeklyHours): Array<{ from: Weekday; to: Weekday; hours: DayHours }> {
  const groups: Array<{ from: number; to: number; hours: DayHours }> = []
  week.forEach((hours, day) => {
    const last = groups.at(-1)
    if (last && same(last.hours, hours)) last.to = day
    else groups.push({ from: day, to: day, hours })
  })
  return groups.map((g) => ({ from: WEEK[g.from]!, to: WEEK[g.to]!, hours: g.hours }))
}

function same(a: DayHours, b: DayHours) {
  return a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes)
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** schema.org's openingHoursSpecification of the open days (a closed day is left out). */
export function weeklyOpeningHoursSpecification(week: WeeklyHours) {
  return hoursGroups(week).flatMap((g) =>
    g.hours
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: SCHEMA_DAYS.slice(WEEK.indexOf(g.from), WEEK.indexOf(g.to) + 1),
            opens: g.hours.opens,
            closes: g.hours.closes,
          },
        ]
      : [],
  )
}

/**
 * Whether a pickup at a wall-clock time ("2026-12-02T10:30", in the site's time zone) falls within
 * the hours: the day is open and the time is from opening up to closing.
 */
export function isWithinHours(week: WeeklyHours, localDateTime: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(localDateTime)
  if (!m) return false
  // The calendar day's weekday does not depend on a time zone: read it at noon UTC.
  const weekday = (new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12)).getUTCDay() + 6) % 7
  const hours = week[weekday]
  return !!hours && m[4]! >= hours.opens && m[4]! <= hours.closes
}
