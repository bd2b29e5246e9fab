import type { LatLng } from '#app/domain/quote/distance'

/** What the staff form gives about where an operator is. */
export type PositionInput = { latitude: number | null; longitude: number | null; zipCode: string | null }

export type OperatorPosition = { latitude: number | null; longitude: number | null; positionFromZip: boolean }

/**
 * Where an operator is: the latitude and longitude staff typed, or, when they left both empty, the
 * centre of its ZIP code (`centroid`, looked up by the caller). 'zip-unknown' when the position
 * would come from a ZIP code that does not exist. No ZIP code and no position: no position.
 */
export function operatorPosition(
  input: PositionInput,
  centroid: LatLng | undefined,
): OperatorPosition | 'zip-unknown' {
  const staffSet = input.latitude !== null || input.longitude !== null
  if (staffSet || !input.zipCode)
    return { latitude: input.latitude, longitude: input.longitude, positionFromZip: false }
  if (!centroid) return 'zip-unknown'
  return { latitude: centroid.lat, longitude: centroid.lng, positionFromZip: true }
}

/** Whether the position comes from the ZIP code (then the form needs it looked up). */
export function needsZipCentroid(input: PositionInput): input is PositionInput & { zipCode: string } {
  return input.latitude === null && input.longitude === null && !!input.zipCode
}
