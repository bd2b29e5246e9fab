import type { Lang } from '#app/domain/routing/locale'
import type { StoredClaim } from './claim-form'
import { achievedShare, isCompleteBasis, moneyFigures, normalizeFigure } from './claims'
import { formatDate } from '../time/format'

/**
 * What the Earnings Claim Statement and the disclosure line beside a figure say of a claim (issue
 * #35, ADR 049), in the page's language, from the register: only current claims with a complete
 * basis are stated, since only they may stand behind a figure.
 */
export type StatedClaim = {
  id: number
  figure: string
  text: string
  periodStart: string
  periodEnd: string
  /** The period's dates written out in the language ("January 1, 2025"). */
  period: { start: string; end: string }
  covered: number
  achieved: number
  /** Achieved / covered, in percent with one decimal. */
  share: number
  where: string
  differs: string
}

/** A YYYY-MM-DD date written out in the language (a calendar date: no time zone moves it). */
export function longDate(date: string, lang: Lang): string {
  return formatDate(`${date}T00:00:00Z`, lang, { dateStyle: 'long', timeZone: 'UTC' })
}

export function statedClaim(claim: StoredClaim, lang: Lang): StatedClaim | null {
  if (!isCompleteBasis(claim)) return null
  const es = lang === 'es'
  return {
    id: claim.id,
    figure: claim.figure,
    text: es ? claim.textEs : claim.textEn,
    periodStart: claim.periodStart!,
    periodEnd: claim.periodEnd!,
    period: { start: longDate(claim.periodStart!, lang), end: longDate(claim.periodEnd!, lang) },
    covered: claim.operatorsCovered!,
    achieved: claim.operatorsAchieved!,
    share: achievedShare(claim)!,
    where: es ? claim.whereEs : claim.whereEn,
    differs: es ? claim.differsEs : claim.differsEn,
  }
}

/** The values of the disclosure line beside a figure (`earningsClaims.disclosure`): one wording everywhere. */
export function disclosureValues(claim: StatedClaim) {
  const { figure, achieved, covered, share } = claim
  return { figure, achieved, covered, share, start: claim.period.start, end: claim.period.end }
}

/** Every current claim with a complete basis, as the statement lists them (register order). */
export function statedClaims(claims: readonly StoredClaim[], lang: Lang): StatedClaim[] {
  return claims.flatMap((claim) => statedClaim(claim, lang) ?? [])
}

/**
 * The claim a text's figure rests on (its first figure a complete claim backs), for the line
 * beside it; null when the text holds no backed figure.
 */
export function disclosureFor(text: string, claims: readonly StoredClaim[], lang: Lang): StatedClaim | null {
  return disclosuresFor(text, claims, lang)[0] ?? null
}

/**
 * Every claim a text's figures rest on, once each, in the order the text names them: the lines
 * beside a text that states several figures (an FAQ answer). Empty when it holds no backed figure.
 */
export function disclosuresFor(text: string, claims: readonly StoredClaim[], lang: Lang): StatedClaim[] {
  const stated = statedClaims(claims, lang)
  const found: StatedClaim[] = []
  for (const figure of moneyFigures(text)) {
    const claim = stated.find((c) => normalizeFigure(c.figure) === figure)
    if (claim && !found.includes(claim)) found.push(claim)
  }
  return found
}

/** A claim as a statement given to a person held it: which version, and what it said. */
export type DisclosedClaim = StatedClaim & { claimId: number; version: number }

/** The stated claims with the version each stood at (0: not yet saved since it was seeded). */
export function disclosedClaims(
  stated: readonly StatedClaim[],
  versions: ReadonlyMap<number, number>,
): DisclosedClaim[] {
  return stated.map((claim) => ({ ...claim, claimId: claim.id, version: versions.get(claim.id) ?? 0 }))
}
