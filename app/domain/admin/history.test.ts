import { describe, expect, it } from 'vitest'
import { changedFields, historyEntries, restorePost, snapshotFormFields, type RecordVersion } from './history'

describe('changedFields', () => {
  it.each([
    ['no previous version: nothing to compare', null, { titleEn: 'A' }, []],
    ['the same snapshot', { titleEn: 'A', hidden: false }, { titleEn: 'A', hidden: false }, []],
    ['one text changed', { titleEn: 'A', titleEs: 'B' }, { titleEn: 'A2', titleEs: 'B' }, ['titleEn']],
    ['in the order of the newer snapshot', { b: '1', a: '1' }, { a: '2', b: '2' }, ['a', 'b']],
    ['a flag changed', { titleEn: 'A', hidden: false }, { titleEn: 'A', hidden: true }, ['hidden']],
    ['a field gone last', { a: '1', gone: 'x' }, { a: '2' }, ['a', 'gone']],
    ['absent and empty are the same', { a: '1' }, { a: '1', zip: '' }, []],
    ['numbers and objects by value', { n: 1, o: { x: [1] } }, { n: 1, o: { x: [1] } }, []],
  ] as const)('%s', (_case, previous, next, changed) => {
    expect(changedFields(previous, next)).toEqual(changed)
  })
})

const version = (n: number, data: RecordVersion['data'], restoredFrom: number | null = null) => ({
  version: n,
  data,
  savedAt: `2026-01-0${n}T10:00:00.000Z`,
  savedByEmail: n === 1 ? null : 'staff@example.com',
  restoredFrom,
})

describe('historyEntries', () => {
  it('compares each version with the one before it, newest first, without the snapshots', () => {
    const entries = historyEntries([
      version(3, { titleEn: 'A', duration: '1:00' }, 1),
      version(2, { titleEn: 'B', duration: '1:00' }),
      version(1, { titleEn: 'A', duration: '1:00' }),
    ])
    expect(entries.map((e) => [e.version, e.changed, e.first, e.restoredFrom])).toEqual([
      [3, ['titleEn'], false, 1],
      [2, ['titleEn'], false, null],
      [1, [], true, null],
    ])
    expect(entries[0]).not.toHaveProperty('data')
  })

  it('a list cut short ends with a version that is not the first and shows no changes', () => {
    const entries = historyEntries([version(5, { a: '2' }), version(4, { a: '1' })])
    expect(entries.at(-1)).toMatchObject({ version: 4, changed: [], first: false })
  })
})

describe('restorePost', () => {
  it('reads the record and the version as numbers', () => {
    expect(restorePost.parse({ intent: 'restore', id: '7', version: '2' })).toEqual({
      intent: 'restore',
      id: 7,
      version: 2,
    })
    expect(restorePost.safeParse({ intent: 'restore', id: '7', version: 'x' }).success).toBe(false)
  })
})

describe('snapshotFormFields', () => {
  it('posts every text field, empty ones too, and leaves the flags out', () => {
    expect(snapshotFormFields({ titleEn: 'A', zip: '', hidden: true })).toEqual([
      ['titleEn', 'A'],
      ['zip', ''],
    ])
  })
})
