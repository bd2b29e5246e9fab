import { reorderedKeys, stagesSnapshot, type StageSettingsPost } from '#app/domain/people/stage-settings'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import { setStageOrder, stagesInOrder, updateStage } from '../../repos/pipeline-stages'
import { changeKeepingHistory, recordHistory, type Editor, type HistoryOf } from '../history/record-history'

/**
 * The pipeline's stage settings (issue #34): every change is kept as a version of one record, the
 * pipeline's stages (ADR 046's record_versions, collection 'pipeline-stages', record 1), with who
 * and when.
 */
const STAGES_RECORD = 1
const stagesHistory: HistoryOf = {
  collection: 'pipeline-stages',
  snapshot: async (tx: Db) => stagesSnapshot(await stagesInOrder(tx)),
}

export async function stageSettings(source: DataSource) {
  const db = dbOf(source)
  const [stages, history] = await Promise.all([
    stagesInOrder(db),
    recordHistory(db, stagesHistory.collection, STAGES_RECORD),
  ])
  return { stages, history }
}

export type StageChangeResult = { ok: true } | { ok: false; reason: 'not-found' }

/** Saves a stage's names and mark, or moves it up or down, keeping the version. */
export function changeStage(source: DataSource, post: StageSettingsPost, editor: Editor, now = new Date()) {
  return changeKeepingHistory<StageChangeResult>(
    source,
    stagesHistory,
    { id: STAGES_RECORD, editor },
    async (tx) => {
      if (post.intent === 'save') {
        const { labelEn, labelEs, paidOrSigned } = post
        const saved = await updateStage(tx, post.key, { labelEn, labelEs, paidOrSigned }, now)
        return saved ? { ok: true, id: STAGES_RECORD } : { ok: false, reason: 'not-found' }
      }
      const keys = (await stagesInOrder(tx)).map((s) => s.key)
      const next = reorderedKeys(keys, post.key, post.intent)
      if (!next) return { ok: false, reason: 'not-found' }
      await setStageOrder(tx, next, now)
      return { ok: true, id: STAGES_RECORD }
    },
  )
}
