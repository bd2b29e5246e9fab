import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The history of the site settings (issue #19 item 1): one row per changed key and save, with who
 * made it (the account id and the e-mail it had, so the row survives the account), when, and the
 * value before and after. A revert is a change like any other, pointing at the change it undid.
 */
export const siteSettingChanges = pgTable(
  'site_setting_changes',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    changedBy: integer('changed_by'),
    changedByEmail: text('changed_by_email').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    revertOf: integer('revert_of'),
  },
  (table) => [index('site_setting_changes_changed_at_idx').on(table.changedAt)],
)
