import type { DistanceProvider, DistanceResult } from './provider'

export const GOOGLE_DIRECTIONS_URL = 'https://maps.googleapis.com/maps/api/directions/json'

type DirectionsBody = {
  status?: string
  error_message?: string
  routes?: Array<{ legs?: Array<{ distance?: { value?: number } }> }>
}

/**
 * Driving distance from the Google Directions API (`GOOGLE_MAPS_API_KEY`), as the old site asked it
 * (network-site.md §7): driving, imperial units, first route's first leg. Called from the server only,
 * so the key never reaches the browser.
 */
export function createGoogleDistanceProvider(options: {
  apiKey: string
  baseUrl?: string
  timeoutMs?: number
  fetch?: typeof fetch
  /** Told about failed requests ('Directions request failed: {status}'). */
  onError?: (message: string) => void
}): DistanceProvider {
  const doFetch = options.fetch ?? fetch
  return {
    name: 'google',
    async distanceMeters(from, to): Promise<DistanceResult> {
      const url = new URL(options.baseUrl ?? GOOGLE_DIRECTIONS_URL)
      url.searchParams.set('origin', from)
      url.searchParams.set('destination', to)
      url.searchParams.set('mode', 'driving')
      url.searchParams.set('units', 'imperial')
      url.searchParams.set('region', 'us')
      url.searchParams.set('key', options.apiKey)
      let body: DirectionsBody
      try {
        const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 8_000) })
        if (!response.ok) {
          options.onError?.(`Directions request failed: HTTP ${response.status}`)
          return { ok: false, reason: 'unavailable' }
        }
        body = (await response.json()) as DirectionsBody
      } catch {
        options.onError?.('Directions request failed: network')
        return { ok: false, reason: 'unavailable' }
      }
      switch (body.status) {
        case 'OK':
          break
        case 'ZERO_RESULTS':
          return { ok: false, reason: 'no-route' }
        case 'NOT_FOUND':
          return { ok: false, reason: 'not-found', which: ['origin', 'destination'] }
        default:
          options.onError?.(`Directions request failed: ${body.status ?? 'unknown'}`)
          return { ok: false, reason: 'unavailable' }
      }
      const route = body.routes?.[0]
      if (!route) return { ok: false, reason: 'no-route' }
      const meters = route.legs?.[0]?.distance?.value
      if (typeof meters !== 'number' || !Number.isFinite(meters)) return { ok: false, reason: 'no-distance' }
      return { ok: true, meters, method: 'route' }
    },
  }
}
