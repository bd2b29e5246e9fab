import { sql } from 'drizzle-orm'
import { siteSettingDefaults } from '#app/domain/settings/site-settings'
import type { Db } from './client'
import {
  markets,
  operators,
  products,
  seededSets,
  serviceAreas,
  siteSettings,
  testimonials,
  videos,
} from './schema'
import { markets as seedMarkets } from './seed-data/markets'
import { operators as seedOperators, sparseOperators } from './seed-data/operators'
import { products as seedProducts } from './seed-data/products'
import { serviceAreas as seedServiceAreas } from './seed-data/service-areas'
import { testimonials as seedTestimonials } from './seed-data/testimonials'
import { videos as seedVideos } from './seed-data/videos'
import { seedArticles } from './seeders/articles'
import { seedChatTopics } from './seeders/chat-topics'
import { seedContent } from './seeders/content'
import { seedEarningsClaims } from './seeders/earnings-claims'
import { seedOperatorSpanishTexts } from './seeders/operator-spanish'

/**
 * Everything a new site starts with. Each seeder is idempotent: rows that exist (by key) are left
 * as staff may have edited them, so seeding is safe on every start. A feature that needs seed data
 * adds its own seeder module and one entry here.
 */
const seeders: Array<(db: Db) => Promise<void>> = [
  seedReferenceData,
  seedOperatorSpanishTexts,
  seedContent,
  seedArticles,
  seedEarningsClaims,
  seedChatTopics,
]

export async function seedDatabase(db: Db) {
  for (const seed of seeders) await seed(db)
}

/** The spec's reference data: settings, catalogue, videos, testimonials, markets, areas, operators. */
async function seedReferenceData(db: Db) {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values(Object.entries(siteSettingDefaults).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing()
    await tx.insert(products).values(seedProducts).onConflictDoNothing()
    await seedOnce(tx, 'videos', async () => {
      await tx.insert(videos).values(seedVideos).onConflictDoNothing()
      await moveSequencePastSeededIds(tx, 'videos')
    })
    // Nobody wrote these: marked as samples (issue #30 item 3) until staff replace or remove them.
    await tx
      .insert(testimonials)
      .values(seedTestimonials.map((row) => ({ ...row, isSample: true })))
      .onConflictDoNothing()
    await seedOnce(tx, 'markets', async () => {
      await tx.insert(markets).values(seedMarkets).onConflictDoNothing()
      await moveSequencePastSeededIds(tx, 'markets')
    })
    await tx.insert(serviceAreas).values(seedServiceAreas).onConflictDoNothing()
    await tx
      .insert(operators)
      .values(
        [...seedOperators, ...sparseOperators].map(({ slug, createdAt, ...rest }) => ({
          ...rest,
          customSlug: slug,
          createdAt: new Date(createdAt),
          // The demo's ratings, review counts and testimonials were invented (issue #30 item 3).
          sampleReviews: hasReviews(rest),
        })),
      )
      .onConflictDoNothing({ target: operators.customSlug })
  })
}

function hasReviews(o: { averageRating: number | null; totalReviews: number; testimonials: unknown[] }) {
  return o.averageRating != null || o.totalReviews > 0 || o.testimonials.length > 0
}

/** The seeded ids were given, not drawn: the next row staff add is numbered after them. */
async function moveSequencePastSeededIds(db: Db, table: 'videos' | 'markets') {
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(MAX(id), 1) FROM ${sql.identifier(table)}))`,
  )
}

/**
 * Inserts a set of seed rows the first time only (recorded in seeded_sets): afterwards the rows
 * are the staff's (the admin's Videos screen deletes videos), so a deleted one stays deleted.
 */
async function seedOnce(db: Db, name: string, insert: () => Promise<void>) {
  const claimed = await db.insert(seededSets).values({ name }).onConflictDoNothing().returning()
  if (claimed.length > 0) await insert()
}
