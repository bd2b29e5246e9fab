import { describe, expect, it } from 'vitest'
import {
  achievedShare,
  backedFigures,
  claimFieldsOf,
  claimProblems,
  earningsFigures,
  isClaimPath,
  isCompleteBasis,
  moneyFigures,
  normalizeFigure,
  shownClaimFigures,
  unbackedClaimFields,
  unbackedShownFigures,
  valuesAt,
  type ClaimBasis,
} from './claims'

const complete: ClaimBasis = {
  figure: '$4,000 - $6,000+',
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  operatorsCovered: 40,
  operatorsAchieved: 12,
  whereEn: 'Florida',
  whereEs: 'Florida',
  differsEn: 'Full time',
  differsEs: 'Tiempo completo',
  substantiation: 'Ledger 2025',
  reviewOn: '2026-06-30',
}

describe('money figures', () => {
  it.each([
    ['Earn $4,000 - $6,000+ per month', ['$4,000-$6,000+']],
    ['Gane de $4,000 a $6,000+ al mes', ['$4,000-$6,000+']],
    ['$9,000', ['$9,000']],
    ['from $1,000+/month and $8,000 to $15,000', ['$1,000+', '$8,000-$15,000']],
    ['no money here, 80% split', []],
  ])('%s', (text, figures) => {
    expect(moneyFigures(text)).toEqual(figures)
  })

  it.each([
    ['Operators typically earn $4,000 - $6,000/month', ['$4,000-$6,000']],
    ['Earn $4,000 - $6,000+ per month', ['$4,000-$6,000+']],
    ['suelen ganar de $4,000 a $6,000 al mes y $1,000+ por mes', ['$4,000-$6,000', '$1,000+']],
    ['$50,000 a year, $900 weekly, $12,000 anuales', ['$50,000', '$900', '$12,000']],
    ['The initial investment starts at $1,250 US, $2 per mile', []],
    ['$1,000 a mile, $500 per referral, $9,000 month after month', []],
  ])('earnings figures in %s', (text, figures) => {
    expect(earningsFigures(text)).toEqual(figures)
  })

  it('writes a figure one way', () => {
    expect(normalizeFigure('$4,000 - $6,000+')).toBe('$4,000-$6,000+')
    expect(normalizeFigure('$4,000-6,000')).toBe('$4,000-$6,000')
  })
})

describe('basis', () => {
  it('computes the share, never typed', () => {
    expect(achievedShare(complete)).toBe(30)
    expect(achievedShare({ operatorsCovered: 3, operatorsAchieved: 1 })).toBe(33.3)
    expect(achievedShare({ operatorsCovered: null, operatorsAchieved: 1 })).toBeNull()
  })

  it.each<[string, Partial<ClaimBasis>, boolean]>([
    ['complete', {}, true],
    ['no period start', { periodStart: null }, false],
    ['end before start', { periodEnd: '2024-12-31' }, false],
    ['achieved above covered', { operatorsAchieved: 41 }, false],
    ['no covered', { operatorsCovered: null }, false],
    ['no substantiation', { substantiation: ' ' }, false],
    ['no Spanish "where"', { whereEs: '' }, false],
  ])('%s', (_, change, expected) => {
    expect(isCompleteBasis({ ...complete, ...change })).toBe(expected)
  })

  it('names what the launch check lists', () => {
    expect(claimProblems(complete, '2026-06-30')).toEqual([])
    expect(claimProblems(complete, '2026-07-01')).toEqual(['reviewDue'])
    expect(claimProblems({ ...complete, periodEnd: null }, '2026-01-01')).toEqual(['incompleteBasis'])
  })
})

describe('claim-bearing fields', () => {
  const backed = backedFigures([complete, { ...complete, figure: '$1', operatorsCovered: null }])
  const live = { title: 'Own', subtitle: 'Join', earnings: 'Earn $4,000 - $6,000+ per month' }

  it('backs only complete claims', () => {
    expect([...backed]).toEqual(['$4,000-$6,000+'])
  })

  it('refuses a new figure without a claim, beside its field', () => {
    const data = { ...live, earnings: 'Earn $9,000 per month' }
    expect(unbackedClaimFields('home', 'hero', data, live, backed)).toEqual([
      { path: 'earnings', figures: ['$9,000'] },
    ])
    expect(unbackedClaimFields('home', 'hero', data, live, new Set(['$9,000']))).toEqual([])
  })

  it('lets a figure already live in that field through', () => {
    expect(unbackedClaimFields('home', 'hero', live, live, new Set())).toEqual([])
    expect(
      unbackedClaimFields('home', 'hero', { ...live, title: '$4,000 - $6,000+' }, live, new Set()),
    ).toEqual([{ path: 'title', figures: ['$4,000-$6,000+'] }])
  })

  it('checks every card of a list, refusing beside the one whose figure is new', () => {
    const cards = {
      items: [
        { title: 'Single', amount: '$4,000 - $6,000/month' },
        { title: 'Fleet', amount: '$8,000 - $15,000+/month' },
      ],
    }
    const edited = {
      items: [
        { title: 'Fleet', amount: '$8,000 - $15,000+/month' },
        { title: 'Single', amount: '$4,000 - $6,000/month' },
        { title: 'New', amount: '$20,000/month' },
      ],
    }
    // Reordering keeps live figures live; the third card's new figure is refused at its own path.
    expect(unbackedClaimFields('opportunity', 'earnings', edited, cards, new Set())).toEqual([
      { path: 'items.2.amount', figures: ['$20,000'] },
    ])
    expect(unbackedClaimFields('opportunity', 'earnings', edited, cards, new Set(['$20,000']))).toEqual([])
  })

  it('knows a claim-bearing field by its concrete path', () => {
    const paths = claimFieldsOf('opportunity', 'earnings').map((f) => f.path)
    expect(isClaimPath(paths, 'items.2.amount')).toBe(true)
    expect(isClaimPath(paths, 'items.2.title')).toBe(false)
    expect(isClaimPath(paths, 'items.amount')).toBe(false)
    expect(isClaimPath(['earnings'], 'earnings')).toBe(true)
  })

  it('reads the values at a path with a list in it', () => {
    expect(valuesAt({ items: [{ a: 'x' }, { b: 'y' }, { a: 'z' }] }, 'items.*.a')).toEqual([
      { path: 'items.0.a', value: 'x' },
      { path: 'items.2.a', value: 'z' },
    ])
    expect(valuesAt({ items: 'no list' }, 'items.*.a')).toEqual([])
    expect(valuesAt({ earnings: 'Earn' }, 'earnings')).toEqual([{ path: 'earnings', value: 'Earn' }])
  })

  it('reads an FAQ answer (rich text) for earnings only: a price in an answer is not a claim', () => {
    const answer = (text: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    })
    const live = {
      items: [
        { question: 'Cost?', answer: answer('The investment starts at $1000 US.') },
        { question: 'Earn?', answer: answer('Single vehicle: $4,000 - $6,000/month.') },
      ],
    }
    const edited = {
      items: [
        { question: 'Cost?', answer: answer('The investment starts at $1,250 US.') },
        {
          question: 'Earn?',
          answer: answer('Single vehicle: $4,000 - $6,000/month, fleets $9,000 a month.'),
        },
        { question: 'New?', answer: 'Plain text posted: up to $700 per week' },
      ],
    }
    expect(unbackedClaimFields('opportunity', 'faq', edited, live, new Set())).toEqual([
      { path: 'items.1.answer', figures: ['$9,000'] },
      { path: 'items.2.answer', figures: ['$700'] },
    ])
    expect(unbackedClaimFields('opportunity', 'faq', edited, live, new Set(['$9,000', '$700']))).toEqual([])
    expect(
      isClaimPath(
        claimFieldsOf('opportunity', 'faq').map((f) => f.path),
        'items.0.answer',
      ),
    ).toBe(true)
  })

  it('ignores sections that hold no claim', () => {
    expect(unbackedClaimFields('contact', 'hero', { title: '$9,000' }, {}, new Set())).toEqual([])
  })
})

describe('figures the site shows, backed or not (issue #45)', () => {
  const basis = {
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    operatorsCovered: 40,
    operatorsAchieved: 12,
    whereEn: 'Florida',
    whereEs: 'Florida',
    differsEn: 'Full time',
    differsEs: 'Tiempo completo',
    substantiation: 'Tax returns',
    reviewOn: null,
  }
  const sections = [
    {
      page: 'home',
      section: 'hero',
      data: { title: 'Earn $4,000 - $6,000+', subtitle: 'Up to $1,000+', earnings: '' },
    },
    {
      page: 'opportunity',
      section: 'earnings',
      data: { items: [{ amount: '$1,000+' }, { amount: '$8,000 - $15,000+' }] },
    },
    // Not a claim-bearing section: its money is never listed.
    { page: 'home', section: 'features', data: { title: '$99 kit' } },
  ]

  it('lists every figure of the claim-bearing fields, once per section', () => {
    expect(shownClaimFigures(sections)).toEqual([
      { figure: '$4,000-$6,000+', page: 'home', section: 'hero' },
      { figure: '$1,000+', page: 'home', section: 'hero' },
      { figure: '$1,000+', page: 'opportunity', section: 'earnings' },
      { figure: '$8,000-$15,000+', page: 'opportunity', section: 'earnings' },
    ])
  })

  it('keeps those no complete claim backs, with every place they show', () => {
    const shown = shownClaimFigures(sections)
    const claims = [
      { figure: '$1,000+', ...basis },
      // A claim without its basis backs nothing.
      { figure: '$8,000 - $15,000+', ...basis, operatorsAchieved: null },
    ]
    expect(unbackedShownFigures(shown, claims)).toEqual([
      { figure: '$4,000-$6,000+', places: [{ page: 'home', section: 'hero' }] },
      { figure: '$8,000-$15,000+', places: [{ page: 'opportunity', section: 'earnings' }] },
    ])
  })
})
