import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { estimatedRoadMeters, ROAD_FACTOR, type LatLng } from '#app/domain/quote/distance'
import { zipOfLocation } from '#app/domain/quote/zip-quote'
import type { DistanceProvider } from './provider'

type ZipInfo = { latitude: number; longitude: number; city: string; state: string }
type ZipData = { lookup(zip: string): ZipInfo | undefined }

/**
 * The US ZIP table of the `zipcodes` package, read as JSON. Its module is one 5 MB object literal:
 * importing it took ~70 MB of RSS that stayed after every collection (the JavaScript parser's
 * memory, not the table's), the largest part of the server's idle RSS after the bench (issue #22
 * item 4). The same text parsed with JSON.parse costs ~30 MB and a third of the time. Should the
 * package's file ever change shape, the module is imported as before.
 */
export async function readZipTable(file: string): Promise<Record<string, ZipInfo> | undefined> {
  const text = await readFile(file, 'utf8')
  const prefix = 'exports.codes = '
  const end = text.indexOf(';\nexports.stateMap')
  if (!text.startsWith(prefix) || end < 0) return undefined
  try {
    return JSON.parse(text.slice(prefix.length, end)) as Record<string, ZipInfo>
  } catch {
    return undefined
  }
}

// Loaded on the first lookup only.
let zipData: Promise<ZipData> | undefined
function loadZipData(): Promise<ZipData> {
  zipData ??= (async () => {
    const codes = await readZipTable(createRequire(import.meta.url).resolve('zipcodes/lib/codes.js')).catch(
      () => undefined,
    )
    if (codes) return { lookup: (zip: string) => (Object.hasOwn(codes, zip) ? codes[zip] : undefined) }
    return (await import('zipcodes')).default
  })()
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
