import { describe, expect, it } from 'vitest'
import { DISCLOSURE_WAIT_DAYS, isOverdue, isStaleNew, movesOnEvent, stageEntry } from './pipeline'

const day = 86_400_000

describe('stageEntry (the seven-day rule)', () => {
  const now = new Date('2026-05-20T12:00:00Z')
  it('lets any person into a stage that is neither paid nor signed', () => {
    expect(stageEntry({ paidOrSigned: false }, [], now)).toEqual({ ok: true })
  })
  it('refuses a paid or signed stage without a delivered statement', () => {
    expect(stageEntry({ paidOrSigned: true }, [], now)).toEqual({ ok: false, reason: 'no-disclosure' })
  })
  it('refuses it until seven days after the first delivery, then lets it', () => {
    const delivered = new Date(now.getTime() - 6 * day)
    expect(stageEntry({ paidOrSigned: true }, [delivered], now)).toEqual({
      ok: false,
      reason: 'too-soon',
      allowedFrom: new Date(delivered.getTime() + DISCLOSURE_WAIT_DAYS * day),
    })
    expect(stageEntry({ paidOrSigned: true }, [new Date(now.getTime() - 7 * day)], now)).toEqual({ ok: true })
  })
})

describe('flags', () => {
  const now = new Date('2026-05-20T12:00:00Z')
  it('flags a person left in New for 24 hours, and no one else', () => {
    expect(isStaleNew({ stage: 'new', stageChangedAt: new Date(now.getTime() - day) }, now)).toBe(true)
    expect(isStaleNew({ stage: 'new', stageChangedAt: new Date(now.getTime() - day + 1) }, now)).toBe(false)
    expect(isStaleNew({ stage: 'contacted', stageChangedAt: new Date(0) }, now)).toBe(false)
  })
  it('calls a task overdue once its time has passed and it is not done', () => {
    expect(isOverdue({ dueAt: now, doneAt: null }, now)).toBe(true)
    expect(isOverdue({ dueAt: now, doneAt: now }, now)).toBe(false)
    expect(isOverdue({ dueAt: new Date(now.getTime() + 1), doneAt: null }, now)).toBe(false)
  })
})

describe('movesOnEvent (issue #45 item 7)', () => {
  const stages = ['new', 'contacted', 'call-booked', 'applied', 'approved', 'active', 'lost'].map((key) => ({
    key,
    paidOrSigned: false,
  }))
  const ok = { ok: true } as const

  it('moves a person forward to the stage of the event', () => {
    expect(movesOnEvent('new', 'applied', stages, ok)).toBe(true)
    expect(movesOnEvent('call-booked', 'applied', stages, ok)).toBe(true)
    expect(movesOnEvent('new', 'call-booked', stages, ok)).toBe(true)
  })

  it('never moves a person back, nor to where they are', () => {
    expect(movesOnEvent('approved', 'applied', stages, ok)).toBe(false)
    expect(movesOnEvent('applied', 'call-booked', stages, ok)).toBe(false)
    expect(movesOnEvent('applied', 'applied', stages, ok)).toBe(false)
  })

  it('brings back someone lost, and follows the order staff gave the stages', () => {
    expect(movesOnEvent('lost', 'applied', stages, ok)).toBe(true)
    const reordered = [stages[0]!, stages[3]!, stages[2]!, ...stages.slice(4)]
    expect(movesOnEvent('applied', 'call-booked', reordered, ok)).toBe(true)
  })

  it('moves nobody to a stage that is gone or one the seven-day rule keeps them from', () => {
    expect(
      movesOnEvent(
        'new',
        'applied',
        stages.filter((s) => s.key !== 'applied'),
        ok,
      ),
    ).toBe(false)
    expect(movesOnEvent('new', 'applied', stages, { ok: false, reason: 'no-disclosure' })).toBe(false)
    expect(movesOnEvent('gone-stage', 'applied', stages, ok)).toBe(true)
  })
})
