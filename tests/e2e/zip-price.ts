import zipcodes from 'zipcodes'
import { estimatedRoadMeters, quotedMiles } from '../../app/domain/quote/distance'
import { metersToMiles, priceForMiles } from '../../app/domain/quote/pricing'

/** What the server should charge between two ZIP codes: centroids × 1.2, one decimal, $12 + $2/mile. */
export function expectedZipPrice(from: string, to: string) {
  const a = zipcodes.lookup(from)!
  const b = zipcodes.lookup(to)!
  const miles = quotedMiles(
    metersToMiles(
      estimatedRoadMeters({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude }),
    ),
  )
  return priceForMiles(miles)!
}
