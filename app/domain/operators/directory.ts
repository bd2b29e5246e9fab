import type { LatLng } from '../quote/distance'
import { straightLineMeters } from '../quote/distance'
import { METERS_TO_MILES } from '../quote/pricing'
import { stateOf } from './operator'

/** What the directory needs of an operator to filter it. */
export type DirectoryEntry = {
  name: string
  areaServed: string | null
  businessServices: string[]
  serviceAreas: string[]
  latitude: number | null
  longitude: number | null
}

export type DirectoryQuery = { q: string; state: string; zip: string }

/** The directory's search and filters as they sit in the URL (?q=&state=&zip=). */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const get = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max)
  return { q: get('q', 100), state: get('state', 2).toUpperCase(), zip: get('zip', 10) }
}

/** The states present, sorted, for the state filter. */
export function statesOf(entries: DirectoryEntry[]): string[] {
  return [...new Set(entries.map((e) => stateOf(e.areaServed)))].sort()
}

/** Text search over name, area served and services (and service areas); case-insensitive. */
export function matchesText(entry: DirectoryEntry, q: string): boolean {
  const needle = q.trim().toLowerCase()
  if (!needle) return true
  return [entry.name, entry.areaServed ?? '', ...entry.businessServices, ...entry.serviceAreas].some((s) =>
    s.toLowerCase().includes(needle),
  )
}

export function filterDirectory<T extends DirectoryEntry>(entries: T[], q: string, state: string): T[] {
  return entries.filter((e) => matchesText(e, q) && (!state || stateOf(e.areaServed) === state))
}

/**
 * The directory's limit (issue #30 item 5): an operator serves a ZIP code when it names the ZIP's
 * city among its areas or is within this many miles of the ZIP's centre. Beyond it nobody serves the
 * ZIP, and the page says so, stating the limit, before listing the nearest with their distance.
 */
export const ZIP_SEARCH_RADIUS_MILES = 50

/** How many of the nearest operators the ZIP search lists when none serves the ZIP. */
export const ZIP_FALLBACK_COUNT = 3

export type ZipPlace = LatLng & { city: string; state: string }

export type ZipRanked<T> = T & { miles: number | null; serves: boolean }

/**
 * The ZIP search. `served`: operators serving the ZIP's city first, then the others within the
 * radius, each group nearest first. Not served: the nearest few (all beyond the radius, each with
 * its distance), so the visitor still sees who is closest and how far. Operators with no
 * coordinates are never listed as nearest (there is no distance to show).
 */
export function searchByZip<T extends DirectoryEntry>(
  entries: T[],
  place: ZipPlace,
):
  | { served: true; operators: Array<ZipRanked<T>> }
  | { served: false; nearest: Array<ZipRanked<T> & { miles: number }> } {
  const city = place.city.toLowerCase()
  const ranked = entries.map((e) => {
    const serves =
      e.serviceAreas.some((a) => a.toLowerCase() === city) ||
      (e.areaServed ?? '').toLowerCase().startsWith(`${city},`)
    const miles =
      e.latitude != null && e.longitude != null
        ? straightLineMeters(place, { lat: e.latitude, lng: e.longitude }) * METERS_TO_MILES
        : null
    return { ...e, miles, serves }
  })
  const sorted = ranked.sort(
    (a, b) => Number(b.serves) - Number(a.serves) || (a.miles ?? Infinity) - (b.miles ?? Infinity),
  )
  const near = sorted.filter((e) => e.serves || (e.miles != null && e.miles <= ZIP_SEARCH_RADIUS_MILES))
  if (near.length > 0) return { served: true, operators: near }
  const nearest = sorted.filter((e): e is ZipRanked<T> & { miles: number } => e.miles != null)
  return { served: false, nearest: nearest.slice(0, ZIP_FALLBACK_COUNT) }
}

/** Whether any operator serves the ZIP's city or is within the search radius of it. */
export function hasOperatorNear(entries: DirectoryEntry[], place: ZipPlace): boolean {
  return searchByZip(entries, place).served
}

/** The directory map's zoom on one operator (§9). */
export const DIRECTORY_MAP_ZOOM = 11
