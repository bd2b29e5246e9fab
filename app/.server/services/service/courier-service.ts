import { dbOf, type DataSource } from '../../db/source'
import { aggregateRating, midpoint, type RatingSummary } from '#app/domain/service/structured-data'
import type { ServiceArea } from '#app/domain/service-areas/search'
import type { LatLng } from '#app/domain/quote/distance'
import { cityCentres } from '../../db/seed-data/service-areas'
import { listOperatorRatings } from '../../repos/operator-ratings'
import { listServiceAreas } from './service-areas'

export type CourierServiceData = {
  areas: Pick<ServiceArea, 'city' | 'state'>[]
  /** The middle of the served cities, for the service radius. */
  centre?: LatLng
  rating?: RatingSummary
}

/** What the courier service's structured data states, from the database. */
export async function getCourierServiceData(source: DataSource): Promise<CourierServiceData> {
  const db = dbOf(source)
  const [areas, ratings] = await Promise.all([listServiceAreas(db), listOperatorRatings(db)])
  const centres = areas.flatMap((a) => (cityCentres[a.city] ? [cityCentres[a.city]!] : []))
  return {
    areas: areas.map(({ city, state }) => ({ city, state })),
    centre: midpoint(centres),
    rating: aggregateRating(ratings),
  }
}
