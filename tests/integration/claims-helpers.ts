/**
 * The seeded earnings claim (issue #35) as the Earnings claims screen posts it once staff have given
 * it a complete basis; `owner` is the staff member's address.
 */
export function seededClaimWithBasis(owner: string): Record<string, string> {
  return {
    intent: 'save',
    id: '1',
    key: 'home-hero-monthly',
    figure: '$4,000 - $6,000+',
    textEn: 'Earn $4,000 - $6,000+ per month',
    textEs: 'Gane de $4,000 a $6,000+ al mes',
    at_homeHeroEarnings: 'on',
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    operatorsCovered: '40',
    operatorsAchieved: '14',
    whereEn: 'South Florida',
    whereEs: 'el sur de Florida',
    differsEn: 'They worked full time with one vehicle.',
    differsEs: 'Trabajaban a tiempo completo con un vehículo.',
    substantiation: 'Payout ledger 2025',
    owner,
    reviewOn: '2999-12-31',
  }
}

/** The opportunity page's three seeded card claims, each given a complete basis. */
export function seededCardClaimsWithBasis(owner: string): Record<string, string>[] {
  const cards = [
    {
      key: 'opportunity-single-vehicle',
      figure: '$4,000 - $6,000',
      en: 'Single Vehicle',
      es: 'Un solo vehículo',
    },
    {
      key: 'opportunity-multiple-vehicles',
      figure: '$8,000 - $15,000+',
      en: 'Multiple Vehicles',
      es: 'Varios vehículos',
    },
    { key: 'opportunity-dropbox', figure: '$1,000+', en: 'Dropbox Program', es: 'Programa de buzones' },
  ]
  return cards.map((card, i) => {
    const { at_homeHeroEarnings: _, ...basis } = seededClaimWithBasis(owner)
    return {
      ...basis,
      id: String(i + 2),
      key: card.key,
      figure: card.figure,
      textEn: `${card.en}: ${card.figure}/month`,
      textEs: `${card.es}: ${card.figure}/mes`,
      at_opportunityEarnings: 'on',
    }
  })
}
