import type { StoredClaim } from './claim-form'

/** A claim with its whole basis as the register stores it, for tests; `over` changes any part. */
export const storedClaim = (over: Partial<StoredClaim> = {}): StoredClaim => ({
  id: 1,
  key: 'k',
  figure: '$4,000 - $6,000+',
  textEn: 'Earn $4,000 - $6,000+ per month',
  textEs: 'Gane de $4,000 a $6,000+ al mes',
  fields: ['homeHeroEarnings'],
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  operatorsCovered: 40,
  operatorsAchieved: 10,
  whereEn: 'Florida',
  whereEs: 'Florida',
  differsEn: 'Full time',
  differsEs: 'Tiempo completo',
  substantiation: 'Ledger',
  owner: 'o@example.com',
  reviewOn: null,
  updatedAt: new Date(0),
  ...over,
})
