import { dbOf, type DataSource } from '../../db/source'
import type { Db } from '../../db/client'
import type { Lang } from '#app/domain/routing/locale'
import {
  disclosedClaims,
  disclosureFor,
  disclosuresFor,
  statedClaims,
  type StatedClaim,
} from '#app/domain/claims/statement'
import { insertClaimDisclosure, listClaimDisclosures, listClaimRows } from '../../repos/earnings-claims'
import { enqueueEmails } from '../../mail/outbox'
import { latestVersions } from '../history/record-history'
import { attachPerson } from '../../repos/people'
import { getSiteSettings } from '../content/site-settings'
import { getPageContent } from '../content/content'
import {
  claimFields,
  normalizeFigure,
  shownClaimFigures,
  unbackedShownFigures,
} from '#app/domain/claims/claims'
import { formatDate } from '#app/domain/time/format'

/** The pages whose content holds claim-bearing fields (claimFields). */
const claimPages = [...new Set(claimFields.map((field) => field.page))]

/**
 * Every figure the claim-bearing fields of the live content show, in each language (issue #45):
 * what the site states, backed or not.
 */
export async function listShownClaimFigures(
  db: Db,
  langs: readonly Lang[] = ['en', 'es'],
): Promise<{ figure: string; page: string; section: string; lang: Lang }[]> {
  const found = await Promise.all(
    langs.flatMap((lang) =>
      claimPages.map(async (page) => {
        const content = (await getPageContent(db, page, lang)) as Record<string, unknown>
        const sections = Object.entries(content).map(([section, data]) => ({ page, section, data }))
        return shownClaimFigures(sections).map((shown) => ({ ...shown, lang }))
      }),
    ),
  )
  return found.flat()
}

/**
 * The Earnings Claim Statement (issue #35, ADR 049), built from the register at the moment it is
 * asked for: the seller, the date, every current claim with a complete basis, and every figure the
 * site shows in the statement's language that no such claim backs, as "basis not yet recorded"
 * (issue #45): the statement never says "no earnings claim" beside a page that makes one.
 */
export async function getEarningsClaimStatement(
  source: DataSource,
  lang: Lang,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
) {
  const db = dbOf(source)
  const [claims, settings, shown] = await Promise.all([
    listClaimRows(db),
    getSiteSettings(db),
    listShownClaimFigures(db, [lang]),
  ])
  return {
    seller: settings.businessName,
    date: formatDate(now, lang, { dateStyle: 'long', timeZone }),
    claims: statedClaims(claims, lang),
    // Written as the register writes it when it has the figure ("$4,000 - $6,000+").
    unbacked: unbackedShownFigures(shown, claims).map(
      (item) => claims.find((claim) => normalizeFigure(claim.figure) === item.figure)?.figure ?? item.figure,
    ),
  }
}

export type EarningsClaimStatement = Awaited<ReturnType<typeof getEarningsClaimStatement>>

/** The disclosure line's claim for a text a public page shows (null: no backed figure in it). */
export async function claimDisclosure(db: Db, text: string, lang: Lang): Promise<StatedClaim | null> {
  const [claim] = await claimDisclosures(db, [text], lang)
  return claim ?? null
}

/** The disclosure line's claim for each of several texts, from one read of the register. */
export async function claimDisclosures(db: Db, texts: readonly string[], lang: Lang) {
  const rows = await listClaimRows(db)
  return texts.map((text) => disclosureFor(text, rows, lang))
}

/** Every claim each of several texts states (its disclosure lines), from one read of the register. */
export async function claimDisclosureLists(db: Db, texts: readonly string[], lang: Lang) {
  const rows = await listClaimRows(db)
  return texts.map((text) => disclosuresFor(text, rows, lang))
}

/**
 * Queues the statement of this moment to an applicant, in their language, and records which claim
 * versions it held and what it said of them (issue #35). Call inside the transaction that stores
 * the application: the record, the e-mail and the submission exist together or not at all.
 */
export async function sendStatementToApplicant(
  tx: Db,
  input: {
    email: string
    lang: Lang
    submissionId: number | null
    /** The person it is given to, when the caller has just attached the application to them. */
    personId?: number
    timeZone: string
  },
  now = new Date(),
) {
  const [statement, versions] = await Promise.all([
    getEarningsClaimStatement(tx, input.lang, { timeZone: input.timeZone, now }),
    // The claims' versions are kept by the admin collection (ADR 046).
    latestVersions(tx, 'earnings-claims'),
  ])
  const [outboxId] = await enqueueEmails(tx, [
    {
      to: input.email,
      category: 'claims.statement',
      lang: input.lang,
      template: { name: 'claims.statement', data: { lang: input.lang, ...statement } },
    },
  ])
  // The person it is given to (issue #34): found by the address (the application's own person).
  const personId =
    input.personId ??
    (await attachPerson(tx, { email: input.email, lang: input.lang, details: {}, prospect: true }))
  return insertClaimDisclosure(tx, {
    email: input.email.trim().toLowerCase(),
    personId,
    submissionId: input.submissionId,
    lang: input.lang,
    claims: disclosedClaims(statement.claims, versions),
    outboxId: outboxId ?? null,
  })
}

/** What a person was given: each statement, the claim versions it held, and when it was delivered. */
export async function listDisclosuresOf(source: DataSource, email: string) {
  return listClaimDisclosures(dbOf(source), email.trim().toLowerCase())
}
