import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

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
