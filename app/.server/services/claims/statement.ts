import { dbOf, type DataSource } from '../../db/source'
import type { Db } from '../../db/client'
import type { Lang } from '#app/domain/routing/locale'
import { disclosureFor, statedClaims, type StatedClaim } from '#app/domain/claims/statement'
import { listClaimRows } from '../../repos/earnings-claims'
import { getSiteSettings } from '../content/site-settings'

/**
 * The Earnings Claim Statement (issue #35, ADR 049), built from the register at the moment it is
 * asked for: the seller, the date, every current claim with a complete basis.
 */
export async function getEarningsClaimStatement(
  source: DataSource,
  lang: Lang,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
) {
  const db = dbOf(source)
  const [claims, settings] = await Promise.all([listClaimRows(db), getSiteSettings(db)])
  return {
    seller: settings.businessName,
    date: new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone }).format(
      now,
    ),
    claims: statedClaims(claims, lang),
  }
}

export type EarningsClaimStatement = Awaited<ReturnType<typeof getEarningsClaimStatement>>

/** The disclosure line's claim for a text a public page shows (null: no backed figure in it). */
export async function claimDisclosure(db: Db, text: string, lang: Lang): Promise<StatedClaim | null> {
  return disclosureFor(text, await listClaimRows(db), lang)
}
