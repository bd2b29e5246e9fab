import { addMonths, format } from 'date-fns'
import { TZDate } from '@date-fns/tz'
import { recentWeeks, weekOf } from '#app/domain/quotes/quote-log'
import { localDate } from '#app/domain/time/zone'

/**
 * The recruiting funnel (issue #34): how many people reached each step in each period, the
 * conversion between steps, by first source and by language, and the average time spent in each
 * stage. Pure; the repository is app/.server/repos/funnel.ts. A step is reached once per person, at
 * the first time it happened: a lead when the person was created, an application at their first
 * operator application, the other steps at the first stage move to their stage.
 */

export const funnelSteps = ['leads', 'calls', 'applications', 'approvals', 'active'] as const
export type FunnelStep = (typeof funnelSteps)[number]

/** The stage whose first entry is the step (leads and applications come from their own rows). */
export const stepStages = { calls: 'call-booked', approvals: 'approved', active: 'active' } as const

export const funnelPeriods = ['week', 'month'] as const
export type FunnelPeriod = (typeof funnelPeriods)[number]

/** How many periods the report shows. */
export const FUNNEL_PERIODS = 12

export function parseFunnelPeriod(value: string | null): FunnelPeriod {
  return value === 'month' ? 'month' : 'week'
}

export type FunnelPerson = { id: number; createdAt: Date; source: string; lang: 'en' | 'es' }
export type FunnelStageMove = { personId: number; from: string | null; to: string; at: Date }
export type FunnelApplication = { personId: number; at: Date }

export type StepCounts = Record<FunnelStep, number>
export type FunnelReport = {
  period: FunnelPeriod
  /** Oldest first: each period's key (a week's Monday YYYY-MM-DD, or a month YYYY-MM) and counts. */
  periods: Array<{ key: string; counts: StepCounts }>
  totals: Array<{ step: FunnelStep; people: number; conversion: number | null }>
  bySource: Array<{ key: string; counts: StepCounts }>
  byLanguage: Array<{ key: 'en' | 'es'; counts: StepCounts }>
  /** Average days in each stage (one decimal), from the stays that ended; null when none has. */
  timeInStage: Array<{ stage: string; averageDays: number | null; stays: number }>
}

const zero = (): StepCounts => ({ leads: 0, calls: 0, applications: 0, approvals: 0, active: 0 })

/** The key of the period an instant falls in, in the site's time zone. */
export function periodKey(at: Date, period: FunnelPeriod, timeZone: string): string {
  return period === 'week' ? weekOf(at, timeZone) : localDate(at, timeZone).slice(0, 7)
}

/** The keys of the last `count` periods ending with the one `now` is in, oldest first. */
export function recentPeriods(now: Date, period: FunnelPeriod, count: number, timeZone: string): string[] {
  if (period === 'week') return recentWeeks(now, count, timeZone)
  const month = new TZDate(now.getTime(), timeZone)
  return Array.from({ length: count }, (_, i) => format(addMonths(month, i - (count - 1)), 'yyyy-MM'))
}

/** When each person first reached each step. */
export function stepsReached(
  people: readonly FunnelPerson[],
  moves: readonly FunnelStageMove[],
  applications: readonly FunnelApplication[],
): Map<number, Partial<Record<FunnelStep, Date>>> {
  const reached = new Map<number, Partial<Record<FunnelStep, Date>>>()
  for (const p of people) reached.set(p.id, { leads: p.createdAt })
  const first = (personId: number, step: FunnelStep, at: Date) => {
    const steps = reached.get(personId)
    if (!steps) return
    const known = steps[step]
    if (!known || at < known) steps[step] = at
  }
  for (const a of applications) first(a.personId, 'applications', a.at)
  for (const m of moves) {
    for (const [step, stage] of Object.entries(stepStages))
      if (m.to === stage) first(m.personId, step as FunnelStep, m.at)
  }
  return reached
}

/** Share of `from` who reached `to` as a whole percentage; null when `from` is empty. */
export function stepConversion(reached: number, from: number): number | null {
  return from > 0 ? Math.round((reached / from) * 100) : null
}

/**
 * The report over the last FUNNEL_PERIODS periods. Conversion from a step is over the people who
 * reached the step before in the window: how many of them reached this one (so never over 100 %).
 */
export function funnelReport(
  input: {
    people: readonly FunnelPerson[]
    moves: readonly FunnelStageMove[]
    applications: readonly FunnelApplication[]
    stages: readonly string[]
  },
  options: { period: FunnelPeriod; now: Date; timeZone: string; count?: number },
): FunnelReport {
  const { period, now, timeZone } = options
  const keys = recentPeriods(now, period, options.count ?? FUNNEL_PERIODS, timeZone)
  const inWindow = new Set(keys)
  const reached = stepsReached(input.people, input.moves, input.applications)
  const byPeriod = new Map(keys.map((k) => [k, zero()]))
  const bySource = new Map<string, StepCounts>()
  const byLanguage = new Map<'en' | 'es', StepCounts>()
  const totals = zero()
  const cohort = new Map<FunnelStep, number[]>(funnelSteps.map((s) => [s, []]))
  const personOf = new Map(input.people.map((p) => [p.id, p]))
  for (const [personId, steps] of reached) {
    const person = personOf.get(personId)!
    for (const step of funnelSteps) {
      const at = steps[step]
      if (!at || at > now) continue
      const key = periodKey(at, period, timeZone)
      if (!inWindow.has(key)) continue
      byPeriod.get(key)![step]++
      totals[step]++
      cohort.get(step)!.push(personId)
      const source = bySource.get(person.source) ?? zero()
      source[step]++
      bySource.set(person.source, source)
      const lang = byLanguage.get(person.lang) ?? zero()
      lang[step]++
      byLanguage.set(person.lang, lang)
    }
  }
  return {
    period,
    periods: keys.map((key) => ({ key, counts: byPeriod.get(key)! })),
    totals: funnelSteps.map((step, i) => {
      if (i === 0) return { step, people: totals[step], conversion: null }
      const before = cohort.get(funnelSteps[i - 1]!)!
      const went = before.filter((id) => {
        const at = reached.get(id)?.[step]
        return at !== undefined && at <= now
      }).length
      return { step, people: totals[step], conversion: stepConversion(went, before.length) }
    }),
    bySource: [...bySource]
      .map(([key, counts]) => ({ key, counts }))
      .sort((a, b) => b.counts.leads - a.counts.leads || a.key.localeCompare(b.key)),
    byLanguage: (['en', 'es'] as const).map((key) => ({ key, counts: byLanguage.get(key) ?? zero() })),
    timeInStage: timeInStages(input.people, input.moves, input.stages),
  }
}

/**
 * Average days in each stage from consecutive stage moves: a person is in New from their creation,
 * and each move ends the stay in the stage it leaves. Stays still going are not counted.
 */
export function timeInStages(
  people: readonly FunnelPerson[],
  moves: readonly FunnelStageMove[],
  stages: readonly string[],
): FunnelReport['timeInStage'] {
  const created = new Map(people.map((p) => [p.id, p.createdAt]))
  const sums = new Map<string, { ms: number; n: number }>()
  const byPerson = new Map<number, FunnelStageMove[]>()
  for (const m of moves) byPerson.set(m.personId, [...(byPerson.get(m.personId) ?? []), m])
  for (const [personId, list] of byPerson) {
    let since = created.get(personId)
    if (!since) continue
    for (const m of [...list].sort((a, b) => a.at.getTime() - b.at.getTime())) {
      if (m.from) {
        const sum = sums.get(m.from) ?? { ms: 0, n: 0 }
        sum.ms += Math.max(0, m.at.getTime() - since.getTime())
        sum.n++
        sums.set(m.from, sum)
      }
      since = m.at
    }
  }
  return stages.map((stage) => {
    const sum = sums.get(stage)
    return {
      stage,
      stays: sum?.n ?? 0,
      averageDays: sum ? Math.round((sum.ms / sum.n / 86_400_000) * 10) / 10 : null,
    }
  })
}
