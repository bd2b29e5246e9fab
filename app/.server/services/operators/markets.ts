import { dbOf, type DataSource } from '../../db/source'
import { marketFormText, type MarketFormValue } from '#app/domain/markets/market-form'
import { marketShown, shownMarkets, type Market, type StoredMarket } from '#app/domain/markets/markets'
import { zipCentroid } from '../../adapters/distance/zip'
import type { CollectionStore } from '../../http/admin-collection'
import { deleteMarket, findMarket, insertMarket, listMarketRows, updateMarket } from '../../repos/markets'
import { listOperatorPlaces } from '../../repos/operators'

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

/**
 * The Markets screen, an admin collection (ADR 042): every market with what the map shows of it.
 * A saved position is the ZIP code's centre when one is given (an unknown ZIP code is refused),
 * else the typed one.
 */
export const marketCollection = {
  async list(source: DataSource) {
    const db = dbOf(source)
    const [stored, operators] = await Promise.all([listMarketRows(db), listOperatorPlaces(db)])
    return stored.map((market) => ({ ...market, shown: marketShown(market, operators) }))
  },
  find: (source, id) => findMarket(dbOf(source), id),
  name: (market) => `${market.city}, ${market.state}`,
  edit: (market) => ({ values: marketFormText(market) }),
  async save(source, input, id) {
    const db = dbOf(source)
    const centre = input.zip ? await zipCentroid(input.zip) : { lat: input.lat!, lng: input.lng! }
    if (!centre)
      return { ok: false, reason: 'field', field: 'zip', message: 'adminMarkets.errors.zipUnknown' }
    const { city, state, zip, status } = input
    const values = { city, state, zip: zip ?? null, status, lat: centre.lat, lng: centre.lng }
    if (id === undefined) return { ok: true, id: await insertMarket(db, values), created: true }
    return (await updateMarket(db, id, values))
      ? { ok: true, id, created: false }
      : { ok: false, reason: 'not-found' }
  },
  remove: async (source, id) => Boolean(await deleteMarket(dbOf(source), id)),
} satisfies CollectionStore<unknown, StoredMarket, MarketFormValue, { values: object }>
