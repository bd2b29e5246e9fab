import { describe, expect, it } from 'vitest'
import { recommendations, slugStatus, summarize, type VerificationRun } from './operator-verification'

const op = (id: number, slug: string) => ({
  id,
  name: `Operator ${id}`,
  slug,
  contactPersonName: null,
  contactEmail: null,
  contactPhone: null,
  areaServed: 'Miami, FL',
})

describe('slugStatus', () => {
  it.each([
    ['delray-beach-courier', 'ok'],
    ['courier2', 'ok'],
    ['admin', 'reserved'],
    ['operators', 'reserved'],
    ['es', 'reserved'],
    ['Delray', 'invalid'],
    ['-x', 'invalid'],
    ['a--b', 'invalid'],
    ['a b', 'invalid'],
    ['', 'invalid'],
  ])('%s is %s', (slug, status) => {
    expect(slugStatus(slug)).toBe(status)
  })
})

describe('summary and recommendations', () => {
  const ok = { ok: true } as const
  it('all good', () => {
    const run: VerificationRun = {
      read: { ok: true, operators: [op(1, 'a'), op(2, 'b')] },
      insert: ok,
      remove: ok,
      ms: 5,
    }
    const summary = summarize(run)
    expect(summary).toMatchObject({
      connection: 'connected',
      total: 2,
      routable: 2,
      insertOk: true,
      deleteOk: true,
    })
    expect(recommendations(summary)).toEqual([
      { key: 'verifyOperators.recommend.allGood', values: { count: 2 } },
    ])
  })
  it('read failure skips the rest', () => {
    const run: VerificationRun = {
      read: { ok: false, error: 'permission denied' },
      insert: { ok: null },
      remove: { ok: null },
      ms: 1,
    }
    const summary = summarize(run)
    expect(summary.connection).toBe('failed')
    expect(recommendations(summary).map((r) => r.key)).toEqual(['verifyOperators.recommend.readFailed'])
  })
  it('no operators, a failed write, reserved and invalid slugs', () => {
    expect(
      recommendations(summarize({ read: { ok: true, operators: [] }, insert: ok, remove: ok, ms: 1 })).map(
        (r) => r.key,
      ),
    ).toEqual(['verifyOperators.recommend.noOperators'])
    const run: VerificationRun = {
      read: { ok: true, operators: [op(1, 'admin'), op(2, 'Bad Slug'), op(3, 'fine')] },
      insert: { ok: false, error: 'read-only' },
      remove: { ok: null },
      ms: 1,
    }
    expect(recommendations(summarize(run))).toEqual([
      { key: 'verifyOperators.recommend.writeFailed' },
      { key: 'verifyOperators.recommend.reserved', values: { slug: 'admin' } },
      { key: 'verifyOperators.recommend.invalid', values: { slug: 'Bad Slug' } },
    ])
  })
})
