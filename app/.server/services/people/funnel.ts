import { funnelReport, type FunnelPeriod } from '#app/domain/people/funnel'
import type { Lang } from '#app/domain/routing/locale'
import { dbOf, type DataSource } from '../../db/source'
import { funnelApplications, funnelMoves, funnelPeople } from '../../repos/funnel'
import { stageViews } from './people-list'
import { listStages } from './pipeline'

/** The funnel report (issue #34) with the stages' names in the reader's language. */
export async function funnelOverview(
  source: DataSource,
  options: { period: FunnelPeriod; lang: Lang; timeZone: string; now?: Date },
) {
  const db = dbOf(source)
  const [people, moves, applications, stages] = await Promise.all([
    funnelPeople(db),
    funnelMoves(db),
    funnelApplications(db),
    listStages(db),
  ])
  const report = funnelReport(
    { people, moves, applications, stages: stages.map((s) => s.key) },
    { period: options.period, now: options.now ?? new Date(), timeZone: options.timeZone },
  )
  return { report, stages: stageViews(stages, options.lang), people: people.length }
}
