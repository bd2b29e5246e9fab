import type { LatLng } from '../quote/distance'
import { straightLineMeters } from '../quote/distance'
import { METERS_TO_MILES } from '../quote/pricing'

/**
 * An operator's service radius (issue #20 item 10): staff set it in miles; a new operator, and every
 * operator stored before the setting existed, gets the default of 50 miles.
 */
export const DEFAULT_SERVICE_RADIUS_MILES = 50
/** The bounds the staff form accepts (whole miles). */
export const MIN_SERVICE_RADIUS_MILES = 1
export const MAX_SERVICE_RADIUS_MILES = 500

/** The radius in meters, as schema.org's GeoCircle.geoRadius states it (a number is meters). */
export function serviceRadiusMeters(miles: number): number {
  return Math.round(miles / METERS_TO_MILES)
}

export type DeliveryEnd = 'pickup' | 'delivery'

export type ServiceAreaOperator = {
  latitude: number | null
  longitude: number | null
  serviceRadiusMiles: number
}

/**
 * Which ends of a delivery lie outside the operator's service area; an empty list when the delivery
 * is inside it.
 *
 * The rule: the area is the circle of `serviceRadiusMiles` around the operator's position (the
 * GeoCircle its page's structured data states). A delivery is outside the area when EITHER its
 * pickup OR its delivery point is farther than the radius from that position: the operator drives
 * from its base to both, so both must be in its area. Distances are straight lines (great circle),
 * not the road estimate used for pricing, because the area is a circle on the map. A point is the
 * centre of the address's ZIP code (ADR 005). A point exactly on the circle is inside.
 *
 * Nothing can be judged, and nothing is reported outside, when the operator has no position or an
 * end has no known point (`undefined`: no ZIP code in the address, or one that does not exist); the
 * quote then goes on as before (the ZIP distance provider already refuses such addresses).
 */
export function endsOutsideArea(
  operator: ServiceAreaOperator,
  ends: Partial<Record<DeliveryEnd, LatLng | undefined>>,
): DeliveryEnd[] {
  if (operator.latitude == null || operator.longitude == null) return []
  const base = { lat: operator.latitude, lng: operator.longitude }
  return (['pickup', 'delivery'] as const).filter((end) => {
    const point = ends[end]
    if (!point) return false
    return straightLineMeters(base, point) * METERS_TO_MILES > operator.serviceRadiusMiles
  })
}

/**
 * The ZIP code the directory is searched by when a delivery is outside the area: the delivery
 * address's when the delivery end is outside, else the pickup's (the end the visitor needs another
 * operator for).
 */
export function directoryZipFor(
  outside: DeliveryEnd[],
  zips: Partial<Record<DeliveryEnd, string | undefined>>,
): string | undefined {
  return outside.includes('delivery') ? zips.delivery : outside.includes('pickup') ? zips.pickup : undefined
}
