import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Token buckets (app/domain/security/token-bucket.ts), in the database so a limit holds across
 * instances. Keys (IPs, e-mail addresses) are stored hashed. `strikes` and `blocked_until` serve
 * the login locks: of an (account, IP or trusted device) pair, and of an account for unknown
 * browsers (ADR 055); a tally row (`login:failed`) counts in `strikes` alone. `allowed` is the
 * answer to the last hit (the upsert returns it).
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    allowed: integer('allowed').notNull().default(1),
    strikes: integer('strikes').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key] }),
    index('rate_limit_buckets_updated_idx').on(t.updatedAt),
  ],
)
