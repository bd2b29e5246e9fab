import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { contentSections } from '../db/schema'

/** The stored sections of one page in one language. */
export function listPageSections(db: Db, page: string, lang: string) {
  return db
    .select({ section: contentSections.section, data: contentSections.data })
    .from(contentSections)
    .where(and(eq(contentSections.page, page), eq(contentSections.lang, lang)))
}

export async function upsertContentSection(
  db: Db,
  row: { page: string; section: string; lang: string; data: unknown; updatedBy: string | null },
  now: Date,
) {
  await db
    .insert(contentSections)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [contentSections.page, contentSections.section, contentSections.lang],
      set: { data: row.data, updatedBy: row.updatedBy, updatedAt: now },
    })
}
