/**
 * Sample values for the dynamic pages of the route inventory (./inventory.ts): one rule per page
 * pattern, written as in app/routes.ts (`videos/:id`, `:slug`), that reads a real row of the seeded
 * database and returns a value for each dynamic segment. Pick a stable, public row (the first by
 * sort order, not a private or hidden one), so every audit sees a page a visitor could reach.
 *
 *   'videos/:id': async (db) => {
 *     const [row] = await db.select({ id: videos.id }).from(videos)
 *       .where(eq(videos.category, 'business')).orderBy(videos.sortOrder).limit(1)
 *     return row && { id: row.id }
 *   },
 *
 * The inventory test fails when a dynamic page has no rule here, or a rule matches no page.
 */
import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../app/.server/db/client'
import { operators, videos } from '../../app/.server/db/schema'

export type SampleValues = Record<string, string | number> | undefined

export type SampleRules = Record<string, (db: Db) => Promise<SampleValues>>

export const sampleRules: SampleRules = {
  'videos/:id': async (db) => {
    const [row] = await db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.category, 'business'))
      .orderBy(asc(videos.sortOrder), asc(videos.id))
      .limit(1)
    return row && { id: row.id }
  },
  // An operator's page: the oldest seeded operator (the rich Delray Beach one on a fresh database).
  ':slug': async (db) => {
    const [row] = await db
      .select({ slug: operators.customSlug })
      .from(operators)
      .where(eq(operators.areaServed, 'Delray Beach, FL'))
      .orderBy(desc(operators.createdAt))
      .limit(1)
    return row && { slug: row.slug }
  },
}
