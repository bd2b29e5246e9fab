/**
 * Sample values for the dynamic pages of the route inventory (./inventory.ts), from the page
 * registry: each page whose path has dynamic segments (`videos/:id`, `:slug`) has an SQL query below
 * returning one real row of the seeded database whose columns are the segments' values. The
 * inventory test fails when a dynamic page has none.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../app/.server/db/client'
import { pages } from '../../app/pages'

export type SampleValues = Record<string, string | number> | undefined

export type SampleRules = Record<string, (db: Db) => Promise<SampleValues>>

/**
 * For each page of the registry with dynamic segments: an SQL query that returns one row of the
 * seeded database whose columns are the segments' values. Pick a stable, public row, so every
 * audit sees a page a visitor could reach. Kept here, not in app/pages.ts: the browser loads the
 * registry, and test data has no place in its bundle (issue #31).
 */
const samples: Record<string, string> = {
  'videos/:id':
    "SELECT id FROM videos WHERE category = 'business' AND NOT hidden ORDER BY sort_order, id LIMIT 1",
  // The seeded sample entries (issue #33): a real page, labelled as a sample.
  'success-stories/:slug': "SELECT slug FROM articles WHERE kind = 'story' AND sample ORDER BY id LIMIT 1",
  'blog/:slug': "SELECT slug FROM articles WHERE kind = 'post' AND sample ORDER BY id LIMIT 1",
  ':slug':
    "SELECT custom_slug AS slug FROM operators WHERE area_served = 'Delray Beach, FL' ORDER BY created_at DESC LIMIT 1",
}

/** One rule per registry page with a sample, keyed by its path pattern as written there. */
export const sampleRules: SampleRules = Object.fromEntries(
  pages
    .filter((page) => page.path && samples[page.path])
    .map((page) => [
      page.path!,
      async (db: Db) => {
        const result = (await db.execute(sql.raw(samples[page.path!]!))) as unknown as {
          rows: SampleValues[]
        }
        return result.rows[0]
      },
    ]),
)
