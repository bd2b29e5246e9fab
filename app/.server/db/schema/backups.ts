import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The backups taken (issue #32, ADR 037): by the server's daily backup on the embedded database, or
 * by `npm run backup`. The admin and /metrics read the newest; the file itself lives in BACKUP_DIR.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    fileName: text('file_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** 'daily' (the server's own) or 'command' (npm run backup). */
    trigger: text('trigger').notNull(),
    tables: integer('tables').notNull(),
    rows: bigint('rows', { mode: 'number' }).notNull(),
  },
  (table) => [index('backup_runs_taken_at_idx').on(table.takenAt)],
)
