import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { serviceAreas } from '../db/schema'

/** Active service areas in their listed order. */
export function listActiveServiceAreaRows(db: Db) {
  return db
    .select({
      id: serviceAreas.id,
      city: serviceAreas.city,
      state: serviceAreas.state,
      zipCodes: serviceAreas.zipCodes,
    })
    .from(serviceAreas)
    .where(eq(serviceAreas.isActive, true))
    .orderBy(asc(serviceAreas.id))
}
