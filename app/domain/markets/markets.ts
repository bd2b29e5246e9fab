/** The markets map (marketing-site.md §2 Map Locator section; §9). */
export type Market = {
  id: number
  city: string
  state: string
  operators: number
  lat: number
  lng: number
}

export const MAP_CENTER = { lat: 39.83, lng: -98.58 } as const
export const MAP_INITIAL_ZOOM = 4
/** A city card's click zooms here. */
export const MARKET_FOCUS_ZOOM = 8
/** The 'View Larger Map' link opens the external site at this zoom. */
export const LARGER_MAP_ZOOM = 5
export const MAP_HEIGHT_PX = 500
export const MARKER_RADIUS = 10

/**
 * The external maps site centred on a point. `base` is the `mapsSiteUrl` setting: either a template
 * with `{lat}`, `{lng}` and `{zoom}` (e.g. `https://www.openstreetmap.org/#map={zoom}/{lat}/{lng}`),
 * or a Google Maps address, to which the documented "Maps URLs" map action is appended.
 */
export function largerMapUrl(base: string, center: { lat: number; lng: number }, zoom: number): string {
  if (/\{(lat|lng|zoom)\}/.test(base)) {
    return base
      .replaceAll('{lat}', String(center.lat))
      .replaceAll('{lng}', String(center.lng))
      .replaceAll('{zoom}', String(zoom))
  }
  return `${base.replace(/\/+$/, '')}/@?api=1&map_action=map&center=${center.lat},${center.lng}&zoom=${zoom}`
}
