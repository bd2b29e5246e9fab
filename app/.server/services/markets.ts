import { dbOf, type DataSource } from '../db/source'
import { marketFormText, type MarketFormValue } from '#app/domain/markets/market-form'
import { marketShown, shownMarkets, type Market } from '#app/domain/markets/markets'
import { zipCentroid } from '../adapters/distance/zip'
import {
  deleteMarket as deleteMarketRow,
  insertMarket,
  listMarketRows,
  updateMarket,
  type MarketValues,
} from '../repos/markets'
import { listOperatorPlaces } from '../repos/operators'

/**
 * The markets map (issue #19 item 4): the markets staff keep on the admin's Markets screen, each
 * shown with the real count of published operators in it (app/domain/markets/markets.ts).
 */

/** The markets of the home page's map, each with its real operator count or its label. */
export async function listMarkets(source: DataSource): Promise<Market[]> {
  const db = dbOf(source)
  const [stored, operators] = await Promise.all([listMarketRows(db), listOperatorPlaces(db)])
  return shownMarkets(stored, operators)
}

/** Every market as the Markets screen lists it: what is stored, what the map shows, the form's values. */
export async function listMarketsForStaff(source: DataSource) {
  const db = dbOf(source)
  const [stored, operators] = await Promise.all([listMarketRows(db), listOperatorPlaces(db)])
  return stored.map((market) => ({
    ...market,
    shown: marketShown(market, operators),
    form: marketFormText(market),
  }))
}

export type SaveMarketResult =
  | { ok: true; id: number; created: boolean }
  | { ok: false; reason: 'not-found' }
  /** A refusal beside a field, with its i18n key. */
  | { ok: false; reason: 'field'; field: 'zip'; message: string }

/**
 * Adds a market (no `id`) or changes one, from the form's checked values. The position is the
 * ZIP code's centre when one is given (an unknown ZIP code is refused), else the typed position.
 */
export async function saveMarket(
  source: DataSource,
  input: MarketFormValue & { id?: number },
  lookupZip: (zip: string) => Promise<{ lat: number; lng: number } | undefined> = zipCentroid,
): Promise<SaveMarketResult> {
  const db = dbOf(source)
  let position: { lat: number; lng: number }
  if (input.zip) {
    const centre = await lookupZip(input.zip)
    if (!centre)
      return { ok: false, reason: 'field', field: 'zip', message: 'adminMarkets.errors.zipUnknown' }
    position = centre
  } else {
    // The schema asks for both coordinates when there is no ZIP code.
    position = { lat: input.lat!, lng: input.lng! }
  }
  const values: MarketValues = {
    city: input.city,
    state: input.state,
    zip: input.zip ?? null,
    status: input.status,
    ...position,
  }
  if (input.id === undefined) return { ok: true, id: await insertMarket(db, values), created: true }
  if (!(await updateMarket(db, input.id, values))) return { ok: false, reason: 'not-found' }
  return { ok: true, id: input.id, created: false }
}

/** Deletes a market; the deleted one, or undefined when there was none. */
export function deleteMarket(source: DataSource, id: number) {
  const db = dbOf(source)
  return deleteMarketRow(db, id)
}
