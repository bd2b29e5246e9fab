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
      // The opportunity page's earnings cards.
      {
        key: 'opportunity-single-vehicle',
        figure: '$4,000 - $6,000',
        textEn: 'Single Vehicle: $4,000 - $6,000/month',
        textEs: 'Un solo vehículo: $4,000 - $6,000/mes',
        fields: ['opportunityEarnings', 'opportunityFaq'],
        owner: '',
      },
      {
        key: 'opportunity-multiple-vehicles',
        figure: '$8,000 - $15,000+',
        textEn: 'Multiple Vehicles: $8,000 - $15,000+/month',
        textEs: 'Varios vehículos: $8,000 - $15,000+/mes',
        fields: ['opportunityEarnings', 'opportunityFaq'],
        owner: '',
      },
      {
        key: 'opportunity-dropbox',
        figure: '$1,000+',
        textEn: 'Dropbox Program: $1,000+/month',
        textEs: 'Programa de buzones: $1,000+/mes',
        fields: ['opportunityEarnings', 'opportunityFaq'],
        owner: '',
      },
    ])
    .onConflictDoNothing({ target: earningsClaims.key })
}
