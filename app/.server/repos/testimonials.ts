import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { testimonials } from '../db/schema'

export async function findTestimonialsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  return db.select().from(testimonials).where(inArray(testimonials.id, ids))
}
