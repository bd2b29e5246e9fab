/**
 * Sample values for the dynamic pages of the route inventory (./inventory.ts), from the page
 * registry: a page whose path has dynamic segments (`videos/:id`, `:slug`) names in its entry an
 * SQL query (`sample`) returning one real row of the seeded database whose columns are the
 * segments' values. The inventory test fails when a dynamic page has none.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../app/.server/db/client'
import { pages } from '../../app/pages'

export type SampleValues = Record<string, string | number> | undefined

export type SampleRules = Record<string, (db: Db) => Promise<SampleValues>>

/** One rule per registry entry with a `sample`, keyed by its path pattern as written there. */
export const sampleRules: SampleRules = Object.fromEntries(
  pages
    .filter((page) => page.sample && page.path)
    .map((page) => [
      page.path!,
      async (db: Db) => {
        const result = (await db.execute(sql.raw(page.sample!))) as unknown as { rows: SampleValues[] }
        return result.rows[0]
      },
    ]),
)
