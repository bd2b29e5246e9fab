import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from './admin'
import type { DisclosedClaim } from '#app/domain/claims/statement'

/**
 * The register of earnings claims (issue #35, ADR 049): each money figure the site shows an
 * operator-to-be, with its basis. A row is the claim's current version; every version (the edit
 * form's text, who and when) is kept in `record_versions` (collection 'earnings-claims', ADR 046).
 * Claims are never deleted.
 */
export const earningsClaims = pgTable('earnings_claims', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  /** The figure as staff write it: "$4,000 - $6,000+". */
  figure: text('figure').notNull(),
  textEn: text('text_en').notNull(),
  textEs: text('text_es').notNull(),
  /** The claim-bearing content fields it appears in (ids of `claimFields`). */
  fields: jsonb('fields').$type<string[]>().notNull().default([]),
  periodStart: date('period_start', { mode: 'string' }),
  periodEnd: date('period_end', { mode: 'string' }),
  operatorsCovered: integer('operators_covered'),
  operatorsAchieved: integer('operators_achieved'),
  whereEn: text('where_en').notNull().default(''),
  whereEs: text('where_es').notNull().default(''),
  differsEn: text('differs_en').notNull().default(''),
  differsEs: text('differs_es').notNull().default(''),
  /** Where the written substantiation is kept (documents to come: ADR 049). */
  substantiation: text('substantiation').notNull().default(''),
  /** The staff e-mail answerable for it. */
  owner: text('owner').notNull(),
  reviewOn: date('review_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * What each applicant was given (issue #35): the Earnings Claim Statement e-mailed when they applied,
 * with the claims it held as they stood then (the claim and its version number in `record_versions`,
 * and what the statement said of it), so a later change of a claim does not change the record. It
 * was delivered when its outbox row was sent (`outbox_id`).
 */
export const claimDisclosures = pgTable('claim_disclosures', {
  id: serial('id').primaryKey(),
  /** The applicant's address, trimmed and lower-cased. */
  email: text('email').notNull(),
  submissionId: integer('submission_id'),
  /** The person it was given to (issue #34). */
  personId: integer('person_id'),
  lang: text('lang').notNull(),
  claims: jsonb('claims').$type<DisclosedClaim[]>().notNull(),
  outboxId: integer('outbox_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The written substantiation of a claim (issue #35): each document staff uploaded to it, with who
 * and when. Kept in the database, so a backup holds them with the claims; never deleted.
 */
export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
    uploadedById: integer('uploaded_by_id'),
    uploadedByEmail: text('uploaded_by_email').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_documents_claim_idx').on(t.claimId)],
)
