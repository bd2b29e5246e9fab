import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { staffAccounts } from './admin'

/**
 * The editable website content (network-site.md §3): one row per page, section and language. The
 * shape of `data` is defined and checked in app/domain/content/sections.ts.
 */
export const contentSections = pgTable(
  'content_sections',
  {
    page: text('page').notNull(),
    section: text('section').notNull(),
    lang: text('lang').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who saved it last (a staff account); null for the seeded defaults. */
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.page, t.section, t.lang] })],
)

/**
 * Every save of a section through the Content Editor keeps a version (issue 8): what was stored,
 * in which language, by whom and when. A restore stores an earlier version again, as a new version.
 * The first save of a section also keeps the content it replaces (saved_by_email null).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    page: text('page').notNull(),
    section: text('section').notNull(),
    lang: text('lang').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    /** The staff account (null once that account is gone, or for the content before the first save). */
    savedById: integer('saved_by_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Kept as text so the list still says who saved it after the account is removed. */
    savedByEmail: text('saved_by_email'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version this one restored, if it is a restore. */
    restoredFrom: integer('restored_from'),
  },
  (t) => [index('content_versions_section_idx').on(t.page, t.section, t.lang, t.id)],
)

/**
 * A section's unpublished change (issue #33): saved from the Content Editor as a draft, shown only
 * to staff by the preview (`?preview=draft`), published by staff or, when `publish_at` is set, by
 * the scheduled job at that instant (which then deletes the draft). One draft per section and
 * language; saving again replaces it.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    page: text('page').notNull(),
    section: text('section').notNull(),
    lang: text('lang').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    savedById: integer('saved_by_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    savedByEmail: text('saved_by_email').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    /** When the scheduled job publishes it; null for a draft that waits for staff. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.page, t.section, t.lang] })],
)
