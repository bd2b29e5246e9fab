import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** Raw bytes. node-postgres wants a Buffer; PGlite takes any Uint8Array (a Buffer is one). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => value,
})

/**
 * Staff accounts of the admin area (issue 8). Passwords are scrypt hashes (ADR 011). An account
 * added from Staff Accounts has no password until its invitation's link is used (issue #45, ADR 058).
 */
export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  /** Null while invited: the account cannot sign in until its link sets a password. */
  passwordHash: text('password_hash'),
  /** The language of the e-mails staff send the account (its invitation, a reset link). */
  lang: text('lang', { enum: ['en', 'es'] })
    .notNull()
    .default('en'),
  /** A disabled account cannot sign in and has no sessions. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** Set when repeated failed logins lock the account (see services/staff-auth.ts). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null for the first account (start-up) and accounts made on the command line. */
  createdBy: integer('created_by'),
})

/**
 * Server-side sessions. The cookie holds a random 256-bit id; only its SHA-256 is stored, so a
 * copy of this table cannot be used to sign in.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expires_idx').on(t.expiresAt),
  ],
)

/**
 * Single-use links of staff accounts (an invitation, a password reset): the same shape as the
 * operators' `operator_account_links`, served by the same functions (repos/account-links.ts, ADR
 * 058); only the SHA-256 of the token is stored.
 */
export const staffAccountLinks = pgTable(
  'staff_account_links',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_account_links_account_idx').on(t.accountId)],
)

/** Uploaded images (Image Manager): the metadata; the pixels are in image_variants. */
export const images = pgTable('images', {
  /** 16 hex characters, random: part of the public URL, never reused. */
  id: text('id').primaryKey(),
  fileName: text('file_name').notNull(),
  sourceType: text('source_type', { enum: ['png', 'jpeg', 'webp'] }).notNull(),
  sourceBytes: integer('source_bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  altEn: text('alt_en').notNull().default(''),
  altEs: text('alt_es').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
})

/** Re-encoded WebP renditions of an image, one per width, served at /images/u/<id>-<width>.webp. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
)

/** The launch checklist's toggles (/launch-checklist); the items themselves are in the domain. */
export const launchChecklistItems = pgTable('launch_checklist_items', {
  id: text('id').primaryKey(),
  completed: boolean('completed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
})
