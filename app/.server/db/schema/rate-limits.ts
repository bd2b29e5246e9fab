import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Fixed-window counters, in the database so a limit holds across instances. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
)
