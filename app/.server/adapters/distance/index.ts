import type { Env } from '../../env'
import { createGoogleDistanceProvider } from './google'
import { createOsrmDistanceProvider } from './osrm'
import type { DistanceProvider } from './provider'
import { zipDistanceProvider } from './zip'

export type { DistanceFailure, DistanceProvider, DistanceResult } from './provider'

const cache = new Map<string, DistanceProvider>()

/**
 * The distance provider for this process: Google Directions when GOOGLE_MAPS_API_KEY is set, else an
 * OSRM server when OSRM_URL is set, else ZIP-code centroids (no key, no network; ADR 005).
 */
export function distanceProviderFor(env: Env): DistanceProvider {
  const key = env.GOOGLE_MAPS_API_KEY
    ? `google:${env.GOOGLE_MAPS_API_KEY}`
    : env.OSRM_URL
      ? `osrm:${env.OSRM_URL}`
      : 'zip'
  let provider = cache.get(key)
  if (!provider) {
    provider = env.GOOGLE_MAPS_API_KEY
      ? createGoogleDistanceProvider({ apiKey: env.GOOGLE_MAPS_API_KEY })
      : env.OSRM_URL
        ? createOsrmDistanceProvider({ baseUrl: env.OSRM_URL })
        : zipDistanceProvider
    cache.set(key, provider)
  }
  return provider
}
