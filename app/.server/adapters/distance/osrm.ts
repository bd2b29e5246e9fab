import type { LatLng } from '#app/domain/quote/distance'
import { zipOfLocation } from '#app/domain/quote/zip-quote'
import type { DistanceProvider, DistanceResult } from './provider'
import { zipCentroid } from './zip'

/** "26.46,-80.07" as a location: coordinates given directly. */
const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/

/**
 * Where a location is for a router that takes coordinates: "lat,lng" as given, otherwise the centre
 * of the address's ZIP code (OSRM does not geocode; the ZIP table needs no network).
 */
export async function locate(text: string): Promise<LatLng | undefined> {
  const match = text.match(COORDINATES)
  if (match) return { lat: Number(match[1]), lng: Number(match[2]) }
  const zip = zipOfLocation(text)
  return zip ? zipCentroid(zip) : undefined
}

/**
 * Driving distance from an OSRM server (`OSRM_URL`, e.g. http://router.example:5000): the route
 * service between the two locations' coordinates, first route's distance in meters.
 */
export function createOsrmDistanceProvider(options: {
  baseUrl: string
  timeoutMs?: number
  fetch?: typeof fetch
}): DistanceProvider {
  const doFetch = options.fetch ?? fetch
  const base = options.baseUrl.replace(/\/$/, '')
  return {
    name: 'osrm',
    async distanceMeters(from, to): Promise<DistanceResult> {
      const a = await locate(from)
      const b = await locate(to)
      if (!a || !b) {
        const which = [...(a ? [] : ['origin' as const]), ...(b ? [] : ['destination' as const])]
        return { ok: false, reason: 'not-found', which }
      }
      const url = `${base}/route/v1/driving/${a.lng},${a.lat};${b.lng},${b.lat}?overview=false&alternatives=false&steps=false`
      let body: { code?: string; routes?: Array<{ distance?: number }> }
      try {
        const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 8_000) })
        body = (await response.json().catch(() => ({}))) as typeof body
        if (!response.ok && body.code !== 'NoRoute') return { ok: false, reason: 'unavailable' }
      } catch {
        return { ok: false, reason: 'unavailable' }
      }
      if (body.code === 'NoRoute' || (body.code === 'Ok' && !body.routes?.length))
        return { ok: false, reason: 'no-route' }
      if (body.code !== 'Ok') return { ok: false, reason: 'unavailable' }
      const meters = body.routes![0]!.distance
      if (typeof meters !== 'number' || !Number.isFinite(meters)) return { ok: false, reason: 'no-distance' }
      return { ok: true, meters, method: 'route' }
    },
  }
}
