import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { contentSections, contentVersions } from '../db/schema'

/** The stored sections of one page in one language. */
export function listPageSections(db: Db, page: string, lang: string) {
  return db
    .select({ section: contentSections.section, data: contentSections.data })
    .from(contentSections)
    .where(and(eq(contentSections.page, page), eq(contentSections.lang, lang)))
}

/** Every stored section in every language (the launch check reads them all). */
export function listAllContentSections(db: Db) {
  return db
    .select({
      page: contentSections.page,
      section: contentSections.section,
      lang: contentSections.lang,
      data: contentSections.data,
    })
    .from(contentSections)
    .orderBy(contentSections.page, contentSections.section, contentSections.lang)
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

export type ContentVersionRow = typeof contentVersions.$inferSelect

export async function insertContentVersion(
  db: Db,
  row: {
    page: string
    section: string
    lang: string
    data: unknown
    savedById: number | null
    savedByEmail: string | null
    restoredFrom?: number | null
  },
  now: Date,
) {
  const [inserted] = await db
    .insert(contentVersions)
    .values({ ...row, savedAt: now })
    .returning({ id: contentVersions.id })
  return inserted!.id
}

const sectionIs = (page: string, section: string, lang: string) =>
  and(eq(contentVersions.page, page), eq(contentVersions.section, section), eq(contentVersions.lang, lang))

/** The versions of one section in one language, newest first. */
export function listContentVersions(db: Db, page: string, section: string, lang: string, limit: number) {
  return db
    .select({
      id: contentVersions.id,
      data: contentVersions.data,
      savedByEmail: contentVersions.savedByEmail,
      savedAt: contentVersions.savedAt,
      restoredFrom: contentVersions.restoredFrom,
    })
    .from(contentVersions)
    .where(sectionIs(page, section, lang))
    .orderBy(desc(contentVersions.id))
    .limit(limit)
}

export async function hasContentVersions(db: Db, page: string, section: string, lang: string) {
  const rows = await db
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(sectionIs(page, section, lang))
    .limit(1)
  return rows.length > 0
}

/** One version, only if it belongs to that section and language. */
export async function findContentVersion(db: Db, id: number, page: string, section: string, lang: string) {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.id, id), sectionIs(page, section, lang)))
  return row ?? null
}
