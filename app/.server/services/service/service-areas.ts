import { dbOf, type DataSource } from '../../db/source'
import type { ServiceArea } from '#app/domain/service-areas/search'
import { listActiveServiceAreaRows } from '../../repos/service-areas'

/** The region an area is in when none is recorded (network-site.md §9). */
export const DEFAULT_AREA_STATE = 'FL'

/** Active service areas for the areas page, each with its ZIP codes in ascending order. */
export async function listServiceAreas(source: DataSource): Promise<ServiceArea[]> {
  const db = dbOf(source)
  const rows = await listActiveServiceAreaRows(db)
  return rows.map((row) => ({
    id: row.id,
    city: row.city,
    state: row.state.trim() || DEFAULT_AREA_STATE,
    zipCodes: [...new Set(row.zipCodes.map((z) => z.trim()).filter(Boolean))].sort(),
  }))
}
