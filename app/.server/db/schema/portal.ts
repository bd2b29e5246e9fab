import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
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
