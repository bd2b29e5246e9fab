import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { PageDraftData } from '#app/domain/portal/page-draft'
import { staffAccounts } from './admin'
import { operators } from './reference'

/**
 * Operator accounts of the portal (issue #21 item 1): one per operator, a second sign-in scope
 * beside staff_accounts. The password is set through an invitation link; until then it is null.
 */
export const operatorAccounts = pgTable('operator_accounts', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .unique()
    .references(() => operators.id, { onDelete: 'cascade' }),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** A disabled account cannot sign in and has no sessions. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
})

/** Operator sessions, as staff_sessions: only the SHA-256 of the cookie's id is stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => operatorAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('operator_sessions_account_idx').on(t.accountId),
    index('operator_sessions_expires_idx').on(t.expiresAt),
  ],
)

/** Single-use links (invitation, password reset): only the SHA-256 of the token is stored. */
export const operatorAccountLinks = pgTable(
  'operator_account_links',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => operatorAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_account_links_account_idx').on(t.accountId)],
)

/**
 * An operator's edits of their own page (issue #21 item 2): kept here until staff approve them, so
 * the published page (the operators row) never shows unapproved text. `data` holds only the fields
 * that differ from the published page when last saved. One open draft (draft, submitted or rejected)
 * per operator; approved drafts stay as history.
 */
export const operatorPageDrafts = pgTable(
  'operator_page_drafts',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<PageDraftData>().notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'approved', 'rejected'] })
      .notNull()
      .default('draft'),
    rejectReason: text('reject_reason'),
    /** The portal language the operator last saved in: the rejection e-mail's language. */
    lang: text('lang', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operator_page_drafts_open_idx')
      .on(t.operatorId)
      .where(sql`${t.status} in ('draft', 'submitted', 'rejected')`),
    index('operator_page_drafts_status_idx').on(t.status),
  ],
)
