import { describe, expect, it } from 'vitest'
import {
  claimActionSchema,
  claimFormText,
  claimValues,
  type ClaimFormValue,
  type StoredClaim,
} from './claim-form'

const post = {
  intent: 'save',
  key: 'single-vehicle',
  figure: '$4,000 - $6,000+',
  textEn: 'Earn $4,000 - $6,000+ per month',
  textEs: 'Gane de $4,000 a $6,000+ al mes',
  at_homeHeroEarnings: true,
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  operatorsCovered: '40',
  operatorsAchieved: '12',
  whereEn: 'Florida',
  whereEs: 'Florida',
  differsEn: 'Full time',
  differsEs: 'Tiempo completo',
  substantiation: 'Ledger 2025',
  owner: 'owner@example.com',
  reviewOn: '2026-06-30',
}

describe('claim form', () => {
  it('reads a claim with its basis and stores the fields it appears in', () => {
    const parsed = claimActionSchema.safeParse(post)
    expect(parsed.success).toBe(true)
    const values = claimValues(parsed.data as ClaimFormValue)
    expect(values.fields).toEqual(['homeHeroEarnings'])
    expect(values.operatorsAchieved).toBe(12)
    const stored: StoredClaim = { ...values, id: 1, updatedAt: new Date() }
    expect(claimFormText(stored)).toMatchObject({ operatorsCovered: '40', at_homeHeroEarnings: true })
  })

  it('lets the basis wait, but refuses an unsound one beside its field', () => {
    const { periodStart: _s, periodEnd: _e, operatorsCovered: _c, operatorsAchieved: _a, ...bare } = post
    expect(claimActionSchema.safeParse(bare).success).toBe(true)
    const unsound = claimActionSchema.safeParse({ ...post, operatorsAchieved: '41', periodEnd: '2024-01-01' })
    expect(unsound.success).toBe(false)
    const paths = unsound.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`)
    expect(paths).toEqual(
      expect.arrayContaining([
        'periodEnd:adminEarningsClaims.errors.periodEnd',
        'operatorsAchieved:adminEarningsClaims.errors.achieved',
      ]),
    )
  })

  it('refuses a figure that is not money and a bad key', () => {
    const bad = claimActionSchema.safeParse({ ...post, figure: 'lots', key: 'Bad Key' })
    expect(bad.error!.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['figure', 'key']))
  })
})
