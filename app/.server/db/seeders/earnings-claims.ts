import type { Db } from '../client'
import { earningsClaims } from '../schema'

/**
 * The figures the default content already shows (issue #35, ADR 049), as claims whose basis nobody
 * has recorded yet: no invented period or numbers. They back no new figure, the launch check lists
 * them until staff give their basis, and the content that shows them stays publishable because a
 * figure already live in a field is let through.
 */
export async function seedEarningsClaims(db: Db) {
  await db
    .insert(earningsClaims)
    .values([
      {
        key: 'home-hero-monthly',
        figure: '$4,000 - $6,000+',
        textEn: 'Earn $4,000 - $6,000+ per month',
        textEs: 'Gane de $4,000 a $6,000+ al mes',
        fields: ['homeHeroEarnings'],
        owner: '',
      },
    ])
    .onConflictDoNothing({ target: earningsClaims.key })
}
