import type { Lang } from '#app/domain/routing/locale'
import { dbOf, type DataSource } from '../../db/source'
import { boardPeople, countPeopleByStage, findPersonName } from '../../repos/people-list'
import { listStages, movePerson, type Actor, type MoveResult } from './pipeline'
import { stageViews, summaryOf } from './people-list'

/** The pipeline board (issue #34): its columns and the moves staff make on it. */

/** A column's cards are capped: a stage holding more shows its count and the list's link. */
export const BOARD_CARDS_PER_STAGE = 100

/** The pipeline board: a column per stage in the staff's order, with its count and its cards. */
export async function pipelineBoard(source: DataSource, lang: Lang, now = new Date()) {
  const db = dbOf(source)
  const [stages, counts, rows] = await Promise.all([
    listStages(db),
    countPeopleByStage(db),
    boardPeople(db, BOARD_CARDS_PER_STAGE),
  ])
  return {
    columns: stageViews(stages, lang).map((stage) => ({
      ...stage,
      count: counts[stage.key] ?? 0,
      cards: rows.filter((r) => r.stage === stage.key).map((r) => summaryOf(r, now)),
    })),
  }
}

/** A move from the board, with what its notice names: the person and both stages in `lang`. */
export async function moveFromBoard(
  source: DataSource,
  input: { personId: number; stage: string; lostReason?: string | null },
  by: Actor,
  lang: Lang,
  now = new Date(),
): Promise<{ result: MoveResult; name: string; from: string; to: string }> {
  const db = dbOf(source)
  const result = await movePerson(db, { ...input, override: null }, by, now)
  const [stages, name] = await Promise.all([listStages(db), findPersonName(db, input.personId)])
  const label = (key: string) => stageViews(stages, lang).find((s) => s.key === key)?.label ?? key
  return {
    result,
    name: name ?? `#${input.personId}`,
    from: result.ok ? label(result.from) : '',
    to: label(input.stage),
  }
}
