import { straightLineMeters } from '#app/domain/quote/distance'

/** The markets map (marketing-site.md §2 Map Locator section; §9; issue #19 item 4). */

/**
 * What staff say of a market. The map shows the real count of published operators whenever there
 * are any; the status only chooses the label of a market without operators (never a number).
 */
export const marketStatuses = ['active', 'recruiting', 'comingSoon'] as const
export type MarketStatus = (typeof marketStatuses)[number]

/** A market as stored. */
export type StoredMarket = {
  id: number
  city: string
  state: string
  zip: string | null
  status: MarketStatus
  lat: number
  lng: number
}

/** What a market card and its map marker show: the count, or a label without a number. */
export type MarketShown =
  { kind: 'operators'; count: number } | { kind: 'recruiting' } | { kind: 'comingSoon' }

/** A market as the public map shows it. */
export type Market = {
  id: number
  city: string
  state: string
  lat: number
  lng: number
  shown: MarketShown
}

/** The published operator as the markets count it: its position, or its "City, ST" without one. */
export type OperatorPlace = {
  id: number
  latitude: number | null
  longitude: number | null
  areaServed: string | null
}

/** An operator belongs to a market when its position is this close to the market's (a metro area). */
export const MARKET_RADIUS_MILES = 50
const METERS_PER_MILE = 1609.344

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Whether an operator works in a market: within MARKET_RADIUS_MILES of the market's position; an
 * operator without a position, when its area served reads "City, ST" of the market.
 */
export function operatorInMarket(operator: OperatorPlace, market: StoredMarket): boolean {
  if (operator.latitude !== null && operator.longitude !== null) {
    const meters = straightLineMeters(
      { lat: operator.latitude, lng: operator.longitude },
      { lat: market.lat, lng: market.lng },
    )
    return meters <= MARKET_RADIUS_MILES * METERS_PER_MILE
  }
  const match = /^(.+),\s*([A-Za-z]{2})$/.exec(operator.areaServed?.trim() ?? '')
  return match !== null && sameText(match[1]!, market.city) && sameText(match[2]!, market.state)
}

/** The shown value of a market: the operators in it, or (none) its status's label. */
export function marketShown(market: StoredMarket, operators: readonly OperatorPlace[]): MarketShown {
  const count = operators.filter((operator) => operatorInMarket(operator, market)).length
  if (count > 0) return { kind: 'operators', count }
  return market.status === 'comingSoon' ? { kind: 'comingSoon' } : { kind: 'recruiting' }
}

/** The public map's markets, each with its real count. */
export function shownMarkets(
  markets: readonly StoredMarket[],
  operators: readonly OperatorPlace[],
): Market[] {
  return markets.map(({ id, city, state, lat, lng, ...rest }) => ({
    id,
    city,
    state,
    lat,
    lng,
    shown: marketShown({ id, city, state, lat, lng, ...rest }, operators),
  }))
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
