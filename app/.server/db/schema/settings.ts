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

/**
 * The launch state (issue #45 item 1, ADR 057): one row per launch or return to set-up, with who
 * (the account id and the e-mail it had) and when. The newest row decides; none at all is a fresh
 * install, not launched. Kept apart from the settings: a setting's history can be reverted from the
 * settings screen, and a launch must pass the launch check.
 */
export const siteLaunchEvents = pgTable(
  'site_launch_events',
  {
    id: serial('id').primaryKey(),
    /** 'launch' | 'unlaunch'. */
    action: text('action').$type<'launch' | 'unlaunch'>().notNull(),
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_launch_events_at_idx').on(table.at)],
)
