import { formText } from '#app/domain/admin/intents'
import { z } from '#app/domain/zod'
import { stageKey } from './people-list'

/**
 * The pipeline's stage settings (issue #34): staff rename a stage in both languages, mark it paid
 * or signed, and move it up or down. Keys never change (people and their history hold them), and
 * no stage is removed, so New and Lost are always there.
 */

export const STAGE_LABEL_MAX = 60

const label = formText().pipe(z.string().min(1).max(STAGE_LABEL_MAX))

export const stageSettingsSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('save'),
    key: stageKey,
    labelEn: label,
    labelEs: label,
    paidOrSigned: z
      .string()
      .optional()
      .transform((v) => v === 'on'),
  }),
  z.object({ intent: z.enum(['up', 'down']), key: stageKey }),
])
export type StageSettingsPost = z.output<typeof stageSettingsSchema>

/** The keys in their new order after moving `key` one place up or down (unchanged at an end). */
export function reorderedKeys(
  keys: readonly string[],
  key: string,
  direction: 'up' | 'down',
): string[] | null {
  const at = keys.indexOf(key)
  if (at < 0) return null
  const to = direction === 'up' ? at - 1 : at + 1
  const next = [...keys]
  if (to < 0 || to >= keys.length) return next
  ;[next[at], next[to]] = [next[to]!, next[at]!]
  return next
}

/** The stages as one history snapshot: `<key>.labelEn`, `<key>.labelEs`, `<key>.paidOrSigned`, `<key>.position`. */
export function stagesSnapshot(
  stages: ReadonlyArray<{
    key: string
    labelEn: string
    labelEs: string
    paidOrSigned: boolean
    position: number
  }>,
): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {}
  for (const [index, s] of [...stages].sort((a, b) => a.position - b.position).entries()) {
    snapshot[`${s.key}.labelEn`] = s.labelEn
    snapshot[`${s.key}.labelEs`] = s.labelEs
    snapshot[`${s.key}.paidOrSigned`] = s.paidOrSigned
    snapshot[`${s.key}.position`] = index + 1
  }
  return snapshot
}

export type StageChange = { key: string; field: 'labelEn' | 'labelEs' | 'paidOrSigned' | 'position' }

/** A history entry's changed fields as (stage, field) pairs. */
export function stageChanges(changed: readonly string[]): StageChange[] {
  return changed.flatMap((name) => {
    const dot = name.lastIndexOf('.')
    const field = name.slice(dot + 1)
    if (dot < 1 || !['labelEn', 'labelEs', 'paidOrSigned', 'position'].includes(field)) return []
    return [{ key: name.slice(0, dot), field: field as StageChange['field'] }]
  })
}
