import { collectionActionSchema, requiredText } from '#app/domain/admin/collection'
import { optionalRowId } from '#app/domain/admin/intents'
import { z } from '#app/domain/zod'
import { marketStatuses, type StoredMarket } from './markets'

/**
 * The Markets screen's form and posts (issue #19 item 4): one schema, used by the page's form
 * before it posts and by the action through the admin edge. Messages are i18n keys under
 * `adminMarkets.errors`. The position comes from the ZIP code when one is given (the server looks
 * its centre up), otherwise from the latitude and longitude typed.
 */
const E = 'adminMarkets.errors.'

export const MARKET_CITY_MAX = 80

const city = requiredText(`${E}required`, MARKET_CITY_MAX, `${E}cityTooLong`, `${E}required`)

const state = z
  .string({ error: `${E}required` })
  .trim()
  .regex(/^[A-Za-z]{2}$/, `${E}state`)
  .transform((v) => v.toUpperCase())

const zip = z
  .string()
  .trim()
  .regex(/^\d{5}$/, `${E}zip`)
  .optional()

/** A coordinate typed as text: a number within [-limit, limit]. */
const coordinate = (limit: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^-?\d{1,3}(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= limit, `${E}${message}`)
    .transform(Number)
    .optional()

export const marketFields = {
  city,
  state,
  zip,
  lat: coordinate(90, 'lat'),
  lng: coordinate(180, 'lng'),
  status: z.enum(marketStatuses, { error: `${E}status` }),
}

/** The market id of `?edit=`, or null. */
export const parseMarketId = optionalRowId

/** Without a ZIP code, both coordinates are needed. */
export const positionGiven = (value: { zip?: string; lat?: number; lng?: number }, ctx: z.RefinementCtx) => {
  if (value.zip) return
  if (value.lat === undefined && value.lng === undefined)
    ctx.addIssue({ code: 'custom', path: ['zip'], message: `${E}positionNeeded` })
  else if (value.lat === undefined) ctx.addIssue({ code: 'custom', path: ['lat'], message: `${E}lat` })
  else if (value.lng === undefined) ctx.addIssue({ code: 'custom', path: ['lng'], message: `${E}lng` })
}

/** Every post of the Markets screen: save the form (a new market without `id`), delete a market. */
export const marketActionSchema = collectionActionSchema(marketFields, ['delete'], positionGiven)
export type MarketFormValue = z.output<z.ZodObject<typeof marketFields>>

export const emptyMarketForm = { status: 'recruiting' }

/** A stored market in the edit form. */
export function marketFormText(market: StoredMarket) {
  const { city, state, zip, lat, lng, status } = market
  return { city, state, zip: zip ?? '', lat: String(lat), lng: String(lng), status }
}

export type Position = { lat: number; lng: number }

/**
 * A point clicked on the map, as the form takes it: 4 decimals (about 11 m, finer than a ZIP code's
 * centre), the longitude brought back into -180…180 (the map wraps around the world).
 */
export function roundedPosition(point: Position): Position {
  const lng = ((((point.lng + 180) % 360) + 360) % 360) - 180
  const round = (n: number) => Math.round(n * 10_000) / 10_000
  return { lat: round(Math.max(-90, Math.min(90, point.lat))), lng: round(lng) }
}

/** The position the form's latitude and longitude text gives, or null while it gives none. */
export function positionFromText(lat: string, lng: string): Position | null {
  if (lat.trim() === '' || lng.trim() === '') return null
  const position = { lat: Number(lat), lng: Number(lng) }
  if (!Number.isFinite(position.lat) || !Number.isFinite(position.lng)) return null
  if (Math.abs(position.lat) > 90 || Math.abs(position.lng) > 180) return null
  return position
}
