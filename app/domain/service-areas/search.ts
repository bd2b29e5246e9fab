/**
 * The service areas page (network-site.md §2.7): search by city or ZIP code, ZIP previews of 12 then
 * '+N more', and the areas a typed ZIP code belongs to.
 */
export type ServiceArea = { id: number; city: string; state: string; zipCodes: string[] }

/** ZIP codes shown on an opened card before '+N more' (network-site.md §9). */
export const ZIP_PREVIEW_LIMIT = 12

/** The first `limit` ZIP codes and how many more there are. */
export function zipPreview(zipCodes: readonly string[], limit = ZIP_PREVIEW_LIMIT) {
  return { shown: zipCodes.slice(0, limit), more: Math.max(0, zipCodes.length - limit) }
}

/** Lower case, accents removed, spaces collapsed: "  Pompano  BEACH" and "pompano beach" match. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

export type AreaSearch = {
  areas: ServiceArea[]
  /** The ZIP code typed, when the query is a whole one (ZIP+4 reduced to five digits). */
  zip?: string
  /** Areas that serve `zip`: the page highlights them. */
  highlightedIds: number[]
}

/**
 * Areas matching a query: digits match the start of any of an area's ZIP codes (so "334" narrows as
 * you type and "33444" finds the one area that serves it); anything else matches within "City, ST".
 * An empty query matches every area.
 */
export function searchAreas(areas: readonly ServiceArea[], query: string): AreaSearch {
  const q = normalizeSearchText(query)
  if (q === '') return { areas: [...areas], highlightedIds: [] }
  const zipQuery = q.match(/^(\d{1,5})(?:-\d{0,4})?$/)?.[1]
  if (zipQuery) {
    const matching = areas.filter((a) => a.zipCodes.some((z) => z.startsWith(zipQuery)))
    if (zipQuery.length < 5) return { areas: matching, highlightedIds: [] }
    return { areas: matching, zip: zipQuery, highlightedIds: matching.map((a) => a.id) }
  }
  return {
    areas: areas.filter((a) => normalizeSearchText(`${a.city}, ${a.state}`).includes(q)),
    highlightedIds: [],
  }
}
