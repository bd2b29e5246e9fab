/**
 * Distance estimates from coordinates, for pricing a delivery when no routing service is used (the
 * ZIP-code way of the service calculator, and the default distance provider of the instant quote).
 */
export type LatLng = { lat: number; lng: number }

/** Mean Earth radius (IUGG), in meters. */
export const EARTH_RADIUS_METERS = 6_371_008.8

/**
 * Roads are longer than the straight line between two points. Studies of US road networks measure a
 * "circuity" (route length ÷ straight-line length) of about 1.2 for urban trips, a little more for short
 * suburban ones; 1.2 keeps an estimate close to what a driver's route would give across South Florida's
 * street grid without claiming a route we did not compute. See docs/decisions/005.
 */
export const ROAD_FACTOR = 1.2

const toRadians = (deg: number) => (deg * Math.PI) / 180

/** Great-circle (haversine) distance between two points, in meters. */
export function straightLineMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat)
  const dLng = toRadians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The estimated driving distance: the straight line times the road factor, in meters. */
export function estimatedRoadMeters(a: LatLng, b: LatLng, roadFactor = ROAD_FACTOR): number {
  return straightLineMeters(a, b) * roadFactor
}

/**
 * Miles to quote for an estimated distance: one decimal, the calculator's step, so the breakdown
 * shown ("14.3 mi × $2.00") adds up to the price charged.
 */
export function quotedMiles(miles: number): number {
  return Math.round(miles * 10) / 10
}
