import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { staffAccounts } from './admin'

/**
 * The history of every record staff keep (issue #33, ADR 046; the one versions table, ADR 064):
 * the admin collections, operators, content sections and site settings. Every add, save, hide,
 * show and restore of one keeps a version: the record as its edit form shows it (`data`, the
 * form's fields), who saved it and when. A restore stores an earlier version again, through the
 * same checks as a save, as a new version; a site setting's revert is a version that names the
 * version it undid. There is no foreign key to the record: a deleted record's history stays
 * readable. Read and written only through app/.server/services/history/record-history.ts.
 */
export const recordVersions = pgTable(
  'record_versions',
  {
    id: serial('id').primaryKey(),
    /** The collection: 'videos', 'products', 'markets', 'operators', 'content', 'site-settings'… */
    collection: text('collection').notNull(),
    /**
     * The record in its collection, as text: a row's id ('12'), a content section and language
     * ('home/hero/en'), a site setting's key ('phone').
     */
    recordId: text('record_id').notNull(),
    /** 1, 2, 3… per record: what staff see and what a restore names. */
    version: integer('version').notNull(),
    /** The record's fields as its edit form shows them (field name → text, or a flag). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The staff account (null once that account is gone, or for the record as it was before history). */
    savedById: integer('saved_by_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Kept as text so the list still says who saved it after the account is removed. */
    savedByEmail: text('saved_by_email'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version (its number) this one restored, if it is a restore. */
    restoredFrom: integer('restored_from'),
    /** The version (its number) whose change this one undid, if it is a site setting's revert. */
    reverts: integer('reverts'),
  },
  (t) => [
    uniqueIndex('record_versions_record_version_idx').on(t.collection, t.recordId, t.version),
    index('record_versions_saved_by_idx').on(t.savedById),
  ],
)
