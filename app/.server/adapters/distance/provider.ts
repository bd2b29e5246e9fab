/**
 * How a delivery's distance is measured. The default is ZIP-code centroids (./zip.ts), which needs no
 * key and no network; routing adapters (OSRM, Google) implement the same interface when configured.
 */
export type DistanceFailure =
  /** A location could not be found (for the ZIP provider: no such ZIP code); `which` says which. */
  | { reason: 'not-found'; which: Array<'origin' | 'destination'> }
  /** Both were found but no route joins them. */
  | { reason: 'no-route' }
  /** A route was found but it carries no distance. */
  | { reason: 'no-distance' }
  /** The provider could not answer (network, quota, outage). */
  | { reason: 'unavailable' }

export type DistanceResult =
  | {
      ok: true
      meters: number
      /** How the figure was obtained, shown to the visitor: an estimate from ZIP centres or a route. */
      method: 'zip-centroid' | 'route'
    }
  | ({ ok: false } & DistanceFailure)

export interface DistanceProvider {
  readonly name: string
  /** The driving distance between two locations (ZIP codes or addresses, as the provider accepts). */
  distanceMeters(from: string, to: string): Promise<DistanceResult>
}
