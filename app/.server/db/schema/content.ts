import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

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
