import { dbOf, type DataSource } from '../../db/source'
import { priceForMeters, type AddressQuote, type AddressQuoteInput } from '#app/domain/quote/address-quote'
import type { DistanceProvider } from '../../adapters/distance'
import type { RateLimitRule } from '../../security/rate-limit'
import { isOperatorSlug } from '#app/domain/operators/slug'
import type { OperatorProfile } from '#app/domain/operators/operator'
import {
  filterDirectory,
  searchByZip,
  hasOperatorNear,
  ZIP_SEARCH_RADIUS_MILES,
  statesOf,
  type DirectoryQuery,
} from '#app/domain/operators/directory'
import { normalizeZip, zipOfLocation } from '#app/domain/quote/zip-quote'
import {
  directoryZipFor,
  endsOutsideArea,
  type DeliveryEnd,
  type ServiceAreaOperator,
} from '#app/domain/operators/service-radius'
import { zipCentroid } from '../../adapters/distance/zip'
import {
  findOperatorBySlug,
  findPublishedOperatorBySlug,
  listPublishedOperatorProfiles,
} from '../../repos/operators'
import { listMarketRows } from '../../repos/markets'
import {
  rankSuggestions,
  townInSlug,
  townSlug,
  type OperatorSuggestions,
} from '#app/domain/operators/suggestions'
import type { LatLng } from '#app/domain/quote/distance'
import { listServiceAreas } from '../service/service-areas'

/**
 * The operator of a `/{slug}` page; undefined for an unknown, malformed or reserved slug, and for
 * an unpublished page (issue #34) unless a signed-in staff member previews it (`?preview=draft`,
 * the content preview's middleware: private, never cached, not indexed).
 */
export async function getOperatorPage(
  source: DataSource,
  slug: string,
): Promise<OperatorProfile | undefined> {
  const db = dbOf(source)
  if (!isOperatorSlug(slug)) return undefined
  const preview = 'contentPreview' in source && source.contentPreview === true
  return preview ? findOperatorBySlug(db, slug) : findPublishedOperatorBySlug(db, slug)
}

export type DirectoryCard = OperatorProfile & { miles: number | null }

export type OperatorDirectory = {
  query: DirectoryQuery
  states: string[]
  operators: DirectoryCard[]
  total: number
  /**
   * The ZIP search: the place found and whether an operator serves it (else the cards are the
   * nearest, all farther than `limitMiles`), or 'unknown' for a ZIP that does not exist.
   */
  zip:
    | { status: 'none' }
    | { status: 'unknown' }
    | { status: 'found'; city: string; state: string; served: boolean; limitMiles: number }
}

/** The directory as the service answers it: the page's data and what the quote log needs. */
export type DirectorySearch = OperatorDirectory & {
  /**
   * The ZIP searched when no operator at all (whatever the text and state filters) serves it or is
   * within the search radius: a coverage gap (issue #21 item 5). Null otherwise.
   */
  gapZip: string | null
}

type ZipLookup = (
  zip: string,
) => Promise<{ lat: number; lng: number; city: string; state: string } | undefined>

/** The directory: newest first, then the text search, the state filter and the ZIP search. */
export async function getOperatorDirectory(
  source: DataSource,
  query: DirectoryQuery,
  lookupZip: ZipLookup,
): Promise<DirectorySearch> {
  const db = dbOf(source)
  const all = await listPublishedOperatorProfiles(db)
  const filtered = filterDirectory(all, query.q, query.state)
  const base = { query, states: statesOf(all), total: all.length }
  if (!query.zip) {
    return {
      ...base,
      operators: filtered.map((o) => ({ ...o, miles: null })),
      zip: { status: 'none' },
      gapZip: null,
    }
  }
  const zip = normalizeZip(query.zip)
  const place = zip ? await lookupZip(zip) : undefined
  if (!place) return { ...base, operators: [], zip: { status: 'unknown' }, gapZip: null }
  const search = searchByZip(filtered, place)
  const ranked = (search.served ? search.operators : search.nearest).map(
    ({ serves: _serves, ...rest }) => rest,
  )
  return {
    ...base,
    operators: ranked,
    zip: {
      status: 'found',
      city: place.city,
      state: place.state,
      served: search.served,
      limitMiles: ZIP_SEARCH_RADIUS_MILES,
    },
    gapZip: hasOperatorNear(all, place) ? null : zip!,
  }
}

/** Per client IP, like the calculator's ZIP quote. */
export const OPERATOR_QUOTE_RATE_LIMIT: RateLimitRule = {
  bucket: 'quote:operator',
  limit: 30,
  windowMs: 10 * 60_000,
}

/** The ZIP code an address ends with and that code's centre, when it exists (ADR 005). */
export async function placeOfAddress(address: string) {
  const zip = zipOfLocation(address)
  const centre = zip ? await zipCentroid(zip) : undefined
  return zip && centre ? { zip, centre } : undefined
}

export type AreaCheck = { outside: DeliveryEnd[]; zip: string | undefined }

/**
 * Whether a delivery's addresses lie in the operator's service area (the rule is
 * `endsOutsideArea`): the ends outside, and the ZIP code to search the directory by.
 */
export async function checkOperatorArea(
  operator: ServiceAreaOperator,
  input: AddressQuoteInput,
): Promise<AreaCheck> {
  const [pickup, delivery] = await Promise.all([placeOfAddress(input.pickup), placeOfAddress(input.delivery)])
  const outside = endsOutsideArea(operator, { pickup: pickup?.centre, delivery: delivery?.centre })
  return { outside, zip: directoryZipFor(outside, { pickup: pickup?.zip, delivery: delivery?.zip }) }
}

/**
 * The operator page's instant quote: refused without a price when an address is outside the
 * operator's service area, else priced like any delivery.
 */
export async function quoteForOperator(
  provider: DistanceProvider,
  operator: ServiceAreaOperator,
  input: AddressQuoteInput,
): Promise<AddressQuote> {
  const area = await checkOperatorArea(operator, input)
  if (area.outside.length > 0 && area.zip) return { status: 'outside', outside: area.outside, zip: area.zip }
  return quoteAddresses(provider, input)
}

/** Prices a delivery between two addresses with the configured distance provider. */
export async function quoteAddresses(
  provider: DistanceProvider,
  input: AddressQuoteInput,
): Promise<AddressQuote> {
  const distance = await provider.distanceMeters(input.pickup, input.delivery)
  if (!distance.ok) {
    if (distance.reason === 'not-found')
      return { status: 'error', error: provider.name === 'zip' ? 'zipNeeded' : 'failed' }
    if (distance.reason === 'no-route') return { status: 'error', error: 'noRoute' }
    if (distance.reason === 'no-distance') return { status: 'error', error: 'noDistance' }
    return { status: 'error', error: 'failed' }
  }
  const price = priceForMeters(distance.meters)
  if (!price) return { status: 'error', error: 'noDistance' }
  return { status: 'priced', pickup: input.pickup, delivery: input.delivery, price, method: distance.method }
}

/** The page's QR code (an SVG string), made on the server, encoding the page's URL. */
export async function operatorQrSvg(url: string): Promise<string> {
  // Loaded on the first operator page served, not at start-up (the server's idle memory).
  const QRCode = (await import('qrcode')).default
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#0f172a', light: '#ffffff' },
  })
}

/** The first operators' pages, newest first (the staff's /test-operator page). */
export async function firstOperatorLinks(
  source: DataSource,
  count = 10,
): Promise<{ name: string; slug: string }[]> {
  const db = dbOf(source)
  return (await listPublishedOperatorProfiles(db))
    .slice(0, count)
    .map((o) => ({ name: o.name, slug: o.slug }))
}

const mean = (points: LatLng[]): LatLng | undefined =>
  points.length === 0
    ? undefined
    : {
        lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
        lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
      }

/**
 * Up to five operators for an unknown slug (issue #20 item 11). The towns a slug may name are the
 * places the database knows: the markets (their position), the service areas (the centre of their
 * ZIP codes) and the operators' own cities (their position); nearest first from the town the slug
 * names, else the default order of `rankSuggestions`.
 */
export async function operatorSuggestions(source: DataSource, slug: string): Promise<OperatorSuggestions> {
  const db = dbOf(source)
  const [operators, markets, areas] = await Promise.all([
    listPublishedOperatorProfiles(db),
    listMarketRows(db),
    listServiceAreas(db),
  ])
  const cityOf = (areaServed: string | null) => areaServed?.split(',')[0]?.trim() || undefined
  const towns = [
    ...markets.map((m) => m.city),
    ...areas.map((a) => a.city),
    ...operators.flatMap((o) => cityOf(o.areaServed) ?? []),
  ]
  const town = townInSlug(slug.slice(0, 200), towns)
  let near: LatLng | undefined
  if (town) {
    const same = (name: string | undefined) => name !== undefined && townSlug(name) === townSlug(town)
    const market = markets.find((m) => same(m.city))
    const area = areas.find((a) => same(a.city))
    near = market
      ? { lat: market.lat, lng: market.lng }
      : area
        ? mean(
            (await Promise.all(area.zipCodes.map((zip) => zipCentroid(zip)))).filter((c) => c !== undefined),
          )
        : mean(
            operators
              .filter((o) => same(cityOf(o.areaServed)) && o.latitude != null && o.longitude != null)
              .map((o) => ({ lat: o.latitude!, lng: o.longitude! })),
          )
  }
  return {
    town: near ? town! : null,
    operators: rankSuggestions(operators, near).map((o) => ({
      slug: o.slug,
      name: o.name,
      areaServed: o.areaServed,
    })),
  }
}
