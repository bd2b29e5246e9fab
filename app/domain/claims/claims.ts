/**
 * Earnings claims (issue #35): every money figure the site promises an operator rests on a claim in
 * the register, with its basis (16 CFR Part 437): the period in which the earnings were achieved,
 * how many operators the figure covers, and how many of them achieved at least it. Pure rules.
 */
import { parseRichText } from '../rich-text/document'
import { richTextPlain } from '../rich-text/render'

/**
 * The content fields that hold an earnings claim: the one list the Content Editor's check, the
 * claim form's "where it appears" and the disclosure line read (ADR 049).
 */
export const claimFields = [
  { id: 'homeHeroTitle', page: 'home', section: 'hero', path: 'title' },
  { id: 'homeHeroSubtitle', page: 'home', section: 'hero', path: 'subtitle' },
  { id: 'homeHeroEarnings', page: 'home', section: 'hero', path: 'earnings' },
  /** Every card of the opportunity page's earnings section: `*` stands for each item of the list. */
  { id: 'opportunityEarnings', page: 'opportunity', section: 'earnings', path: 'items.*.amount' },
  /**
   * Every answer of the opportunity page's FAQ (rich text). An answer may state a price too ("the
   * investment starts at $1,250"), so only figures stated as earnings count here: an amount per
   * month, year or week (`earningsFigures`).
   */
  { id: 'opportunityFaq', page: 'opportunity', section: 'faq', path: 'items.*.answer', earningsOnly: true },
] as const satisfies readonly {
  id: string
  page: string
  section: string
  path: string
  earningsOnly?: true
}[]

export type ClaimField = (typeof claimFields)[number]
export type ClaimFieldId = ClaimField['id']

export const claimFieldIds = claimFields.map((f) => f.id) as ClaimFieldId[]

/** The claim-bearing fields of one content section. */
export function claimFieldsOf(page: string, section: string): readonly ClaimField[] {
  return claimFields.filter((f) => f.page === page && f.section === section)
}

/**
 * Whether a content field's concrete path (`items.2.amount`) is one of a section's claim-bearing
 * paths (`items.*.amount`): the editor marks such fields.
 */
export function isClaimPath(patterns: readonly string[], path: string): boolean {
  const parts = path.split('.')
  return patterns.some((pattern) => {
    const want = pattern.split('.')
    return (
      want.length === parts.length &&
      want.every((p, i) => (p === '*' ? /^\d+$/.test(parts[i]!) : p === parts[i]))
    )
  })
}

/** A claim as the rules read it (the stored row has more). */
export type ClaimBasis = {
  figure: string
  periodStart: string | null
  periodEnd: string | null
  operatorsCovered: number | null
  operatorsAchieved: number | null
  whereEn: string
  whereEs: string
  differsEn: string
  differsEs: string
  substantiation: string
  reviewOn: string | null
}

/**
 * A dollar figure or range in a text: "$4,000", "$4,000 - $6,000+", "$1,000+", and the Spanish
 * "$4,000 a $6,000+".
 */
const MONEY = /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:-|–|to|a)\s?\$?\s?\d[\d,]*(?:\.\d+)?)?\+?/g

/** A figure written one way: no spaces, a range with "-" and a "$" on both ends. */
export function normalizeFigure(figure: string): string {
  return figure
    .replace(/\s+/g, '')
    .replace(/(\d)(?:–|to|a)\$?(\d)/, '$1-$$$2')
    .replace(/(\d)-(\d)/, '$1-$$$2')
}

/** Every money figure in a text, normalized, in order. */
export function moneyFigures(text: string): string[] {
  return [...text.matchAll(MONEY)].map((m) => normalizeFigure(m[0]))
}

/**
 * What makes an amount an earnings figure when it follows it: a period ("/month", "per month",
 * "a year", "monthly", "al mes", "por semana", "mensuales").
 */
const PER_PERIOD =
  /^\s*(?:(?:\/|(?:per|a|an|each|every|al|por|cada|a la)\s+)\s*(?:month|mo|year|yr|week|wk|mes|año|semana)\b|(?:monthly|yearly|annually|weekly|mensual(?:es)?|anual(?:es)?|semanal(?:es)?)\b)/iu

/**
 * The money figures of a text stated as earnings (an amount per period), normalized, in order:
 * "$4,000 - $6,000/month" and "$1,000+ al mes" are; "the investment starts at $1,250" is not.
 */
export function earningsFigures(text: string): string[] {
  return [...text.matchAll(MONEY)]
    .filter((m) => PER_PERIOD.test(text.slice(m.index + m[0].length)))
    .map((m) => normalizeFigure(m[0]))
}

/** The text of a field's value: a string as it is, a rich-text document as its plain text. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return null
  const doc = parseRichText(value)
  return doc ? richTextPlain(doc) : null
}

/** The figures a claim-bearing field's value holds: every amount, or only earnings (`earningsOnly`). */
export function claimFiguresIn(field: ClaimField, value: unknown): string[] {
  const text = textOf(value)
  if (text === null) return []
  return 'earningsOnly' in field ? earningsFigures(text) : moneyFigures(text)
}

/** Achieved / covered as a percentage with one decimal; null without both numbers. */
export function achievedShare(
  basis: Pick<ClaimBasis, 'operatorsCovered' | 'operatorsAchieved'>,
): number | null {
  const { operatorsCovered: covered, operatorsAchieved: achieved } = basis
  if (covered === null || achieved === null || covered <= 0) return null
  return Math.round((achieved / covered) * 1000) / 10
}

const filled = (text: string) => text.trim().length > 0

/**
 * Every basis field present, achieved ≤ covered and the period's end not before its start: only
 * such a claim may stand behind a figure on the site.
 */
export function isCompleteBasis(claim: ClaimBasis): boolean {
  const { periodStart, periodEnd, operatorsCovered, operatorsAchieved } = claim
  if (!periodStart || !periodEnd || periodEnd < periodStart) return false
  if (operatorsCovered === null || operatorsAchieved === null) return false
  if (operatorsCovered <= 0 || operatorsAchieved < 0 || operatorsAchieved > operatorsCovered) return false
  return [claim.whereEn, claim.whereEs, claim.differsEn, claim.differsEs, claim.substantiation].every(filled)
}

/** The review date has passed (`today` as YYYY-MM-DD in the site's time zone). */
export function isReviewDue(claim: Pick<ClaimBasis, 'reviewOn'>, today: string): boolean {
  return claim.reviewOn !== null && claim.reviewOn < today
}

/** What the launch check says of a claim: nothing, or each reason it is not fit to stand. */
export function claimProblems(claim: ClaimBasis, today: string): ('incompleteBasis' | 'reviewDue')[] {
  const problems: ('incompleteBasis' | 'reviewDue')[] = []
  if (!isCompleteBasis(claim)) problems.push('incompleteBasis')
  if (isReviewDue(claim, today)) problems.push('reviewDue')
  return problems
}

/** The figures the register backs: those of the current claims with a complete basis. */
export function backedFigures(claims: readonly ClaimBasis[]): Set<string> {
  return new Set(claims.filter(isCompleteBasis).map((c) => normalizeFigure(c.figure)))
}

/** The values at a field's path, with the concrete path of each (`*` is every item of a list). */
export function valuesAt(data: unknown, path: string): { path: string; value: unknown }[] {
  let found: { path: string[]; value: unknown }[] = [{ path: [], value: data }]
  for (const key of path.split('.')) {
    found = found.flatMap(({ path: at, value }) => {
      if (!value || typeof value !== 'object') return []
      if (key === '*') {
        return Array.isArray(value) ? value.map((item, i) => ({ path: [...at, String(i)], value: item })) : []
      }
      return Object.hasOwn(value, key) ? [{ path: [...at, key], value: (value as never)[key] }] : []
    })
  }
  return found.map(({ path: at, value }) => ({ path: at.join('.'), value }))
}

/** Every figure a claim-bearing field holds, in every item when its path names a list. */
function figuresAt(data: unknown, field: ClaimField): string[] {
  return valuesAt(data, field.path).flatMap(({ value }) => claimFiguresIn(field, value))
}

/**
 * The claim-bearing fields of a section whose figures the register does not back. A figure already
 * live in that field (in any item of its list) is let through (content published before the
 * register: the launch check lists its claim instead); a new or changed one needs a claim with a
 * complete basis. Each refusal names the concrete path (`items.2.amount`), for the message beside it.
 */
export function unbackedClaimFields(
  page: string,
  section: string,
  data: unknown,
  live: unknown,
  backed: ReadonlySet<string>,
): { path: string; figures: string[] }[] {
  const refused: { path: string; figures: string[] }[] = []
  for (const field of claimFieldsOf(page, section)) {
    const already = new Set(figuresAt(live, field))
    for (const { path, value } of valuesAt(data, field.path)) {
      const figures = claimFiguresIn(field, value).filter((f) => !backed.has(f) && !already.has(f))
      if (figures.length > 0) refused.push({ path, figures })
    }
  }
  return refused
}

/**
 * Every figure the claim-bearing fields of the given content sections show (issue #45), once per
 * section, in field order: what the site states, whether or not the register backs it.
 */
export function shownClaimFigures(
  sections: ReadonlyArray<{ page: string; section: string; data: unknown }>,
): { figure: string; page: string; section: string }[] {
  const found: { figure: string; page: string; section: string }[] = []
  for (const { page, section, data } of sections) {
    const seen = new Set<string>()
    for (const field of claimFieldsOf(page, section)) {
      for (const figure of figuresAt(data, field)) {
        if (seen.has(figure)) continue
        seen.add(figure)
        found.push({ figure, page, section })
      }
    }
  }
  return found
}

/**
 * The shown figures no current claim with a complete basis backs (issue #45): the statement lists
 * each as "basis not yet recorded", so it never says "no earnings claim" beside a page that makes
 * one. Once per figure, with every place it shows.
 */
export function unbackedShownFigures(
  shown: ReadonlyArray<{ figure: string; page: string; section: string }>,
  claims: readonly ClaimBasis[],
): { figure: string; places: { page: string; section: string }[] }[] {
  const backed = backedFigures(claims)
  const byFigure = new Map<string, { page: string; section: string }[]>()
  for (const { figure, page, section } of shown) {
    if (backed.has(figure)) continue
    const places = byFigure.get(figure) ?? []
    if (!places.some((p) => p.page === page && p.section === section)) places.push({ page, section })
    byFigure.set(figure, places)
  }
  return [...byFigure].map(([figure, places]) => ({ figure, places }))
}
