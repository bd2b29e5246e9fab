import { siteSettingDefaults } from '#app/domain/settings/site-settings'
import type { Db } from './client'
import { markets, operators, products, serviceAreas, siteSettings, testimonials, videos } from './schema'
import { markets as seedMarkets } from './seed-data/markets'
import { operators as seedOperators, sparseOperators } from './seed-data/operators'
import { products as seedProducts } from './seed-data/products'
import { serviceAreas as seedServiceAreas } from './seed-data/service-areas'
import { testimonials as seedTestimonials } from './seed-data/testimonials'
import { videos as seedVideos } from './seed-data/videos'
import { seedContent } from './seeders/content'

/**
 * Everything a new site starts with. Each seeder is idempotent: rows that exist (by key) are left
 * as staff may have edited them, so seeding is safe on every start. A feature that needs seed data
 * adds its own seeder module and one entry here.
 */
const seeders: Array<(db: Db) => Promise<void>> = [seedReferenceData, seedContent]

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
    await tx.insert(videos).values(seedVideos).onConflictDoNothing()
    await tx.insert(testimonials).values(seedTestimonials).onConflictDoNothing()
    await tx.insert(markets).values(seedMarkets).onConflictDoNothing()
    await tx.insert(serviceAreas).values(seedServiceAreas).onConflictDoNothing()
    await tx
      .insert(operators)
      .values(
        [...seedOperators, ...sparseOperators].map(({ slug, createdAt, ...rest }) => ({
          ...rest,
          customSlug: slug,
          createdAt: new Date(createdAt),
        })),
      )
      .onConflictDoNothing({ target: operators.customSlug })
  })
}
