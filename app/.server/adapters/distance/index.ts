import type { Env } from '../../env'
import type { DistanceProvider } from './provider'
import { zipDistanceProvider } from './zip'

export type { DistanceFailure, DistanceProvider, DistanceResult } from './provider'

/**
 * The distance provider for this process. Only the ZIP-centroid provider exists so far; routing
 * adapters (OSRM, Google) plug in here when their settings are present.
 */
export function distanceProviderFor(_env: Env): DistanceProvider {
  return zipDistanceProvider
}
