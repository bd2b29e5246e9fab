import { estimatedRoadMeters, ROAD_FACTOR, type LatLng } from '#app/domain/quote/distance'
import { zipOfLocation } from '#app/domain/quote/zip-quote'
import type zipcodes from 'zipcodes'
import type { DistanceProvider } from './provider'

type ZipData = typeof zipcodes

// The ZIP table costs ~90 MB of memory and ~0.25 s to load: it is loaded on the first lookup only.
let zipData: Promise<ZipData> | undefined
function loadZipData(): Promise<ZipData> {
  zipData ??= import('zipcodes').then((m) => m.default)
  return zipData
}

/** The centroid of a US ZIP code from the `zipcodes` data, or undefined when it does not exist. */
export async function zipCentroid(zip: string): Promise<LatLng | undefined> {
  const info = (await loadZipData()).lookup(zip)
  return info ? { lat: info.latitude, lng: info.longitude } : undefined
}

/**
 * Distance between the centroids of two ZIP codes, times a road factor (see app/domain/quote/distance.ts
 * and docs/decisions/005). Accepts ZIP codes or addresses that end in one.
 */
export function createZipDistanceProvider(options: { roadFactor?: number } = {}): DistanceProvider {
  const roadFactor = options.roadFactor ?? ROAD_FACTOR
  return {
    name: 'zip',
    async distanceMeters(from, to) {
      const fromZip = zipOfLocation(from)
      const toZip = zipOfLocation(to)
      const a = fromZip ? await zipCentroid(fromZip) : undefined
      const b = toZip ? await zipCentroid(toZip) : undefined
      if (!a || !b) {
        const which = [...(a ? [] : ['origin' as const]), ...(b ? [] : ['destination' as const])]
        return { ok: false, reason: 'not-found', which }
      }
      return { ok: true, meters: estimatedRoadMeters(a, b, roadFactor), method: 'zip-centroid' }
    },
  }
}

export const zipDistanceProvider = createZipDistanceProvider()

/** A US ZIP code's centre and place name, or undefined when it does not exist. */
export async function zipPlace(
  zip: string,
): Promise<{ lat: number; lng: number; city: string; state: string } | undefined> {
  const info = (await loadZipData()).lookup(zip)
  return info ? { lat: info.latitude, lng: info.longitude, city: info.city, state: info.state } : undefined
}
