import { describe, expect, it } from 'vitest'
import { checklistItemIds, checklistState, isCritical, percentComplete } from './launch-checklist'

describe('launch checklist', () => {
  it('has the seven items of the spec, all critical but seo and monitoring', () => {
    expect(checklistItemIds).toEqual(['dns', 'files', 'ssl', 'testing', 'seo', 'security', 'monitoring'])
    expect(checklistItemIds.filter((id) => !isCritical(id))).toEqual(['seo', 'monitoring'])
  })
  it.each([
    [0, 0],
    [1, 14], // 14.28…
    [2, 29], // 28.57…
    [3, 43], // 42.85…
    [4, 57],
    [5, 71],
    [6, 86], // 85.71…
    [7, 100],
  ])('%i of 7 completed is %i%%', (n, percent) => {
    const state = checklistState(checklistItemIds.slice(0, n))
    expect(percentComplete(state)).toBe(percent)
  })
  it('ignores unknown stored ids', () => {
    expect(
      checklistState(['dns', 'bogus'])
        .filter((i) => i.completed)
        .map((i) => i.id),
    ).toEqual(['dns'])
  })
})
