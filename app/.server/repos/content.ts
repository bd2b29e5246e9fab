import { and, desc, eq, isNotNull, lte } from 'drizzle-orm'
import type { Db } from '../db/client'
import { contentDrafts, contentSections, contentVersions } from '../db/schema'

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

export type ContentDraftRow = typeof contentDrafts.$inferSelect

const draftIs = (page: string, section: string) =>
  and(eq(contentDrafts.page, page), eq(contentDrafts.section, section))

/** The drafts of one section (a row per language that has one). */
export function listSectionDrafts(db: Db, page: string, section: string) {
  return db.select().from(contentDrafts).where(draftIs(page, section)).orderBy(contentDrafts.lang)
}

/** The drafts of one page in one language (what the preview shows over the published content). */
export function listPageDrafts(db: Db, page: string, lang: string) {
  return db
    .select({ section: contentDrafts.section, data: contentDrafts.data })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.page, page), eq(contentDrafts.lang, lang)))
}

/** Every draft of every section (the admin's list of pending changes). */
export function listAllDrafts(db: Db) {
  return db
    .select({
      page: contentDrafts.page,
      section: contentDrafts.section,
      lang: contentDrafts.lang,
      savedByEmail: contentDrafts.savedByEmail,
      savedAt: contentDrafts.savedAt,
      publishAt: contentDrafts.publishAt,
    })
    .from(contentDrafts)
    .orderBy(contentDrafts.page, contentDrafts.section, contentDrafts.lang)
}

export async function upsertContentDraft(
  db: Db,
  row: {
    page: string
    section: string
    lang: string
    data: unknown
    savedById: number
    savedByEmail: string
    publishAt: Date | null
  },
  now: Date,
) {
  await db
    .insert(contentDrafts)
    .values({ ...row, savedAt: now })
    .onConflictDoUpdate({
      target: [contentDrafts.page, contentDrafts.section, contentDrafts.lang],
      set: {
        data: row.data,
        savedById: row.savedById,
        savedByEmail: row.savedByEmail,
        savedAt: now,
        publishAt: row.publishAt,
      },
    })
}

/** Sets or clears when a section's drafts are published; returns how many drafts it touched. */
export async function setDraftsPublishAt(db: Db, page: string, section: string, publishAt: Date | null) {
  const rows = await db
    .update(contentDrafts)
    .set({ publishAt })
    .where(draftIs(page, section))
    .returning({ lang: contentDrafts.lang })
  return rows.length
}

export async function deleteSectionDrafts(db: Db, page: string, section: string, lang?: string) {
  await db
    .delete(contentDrafts)
    .where(lang ? and(draftIs(page, section), eq(contentDrafts.lang, lang)) : draftIs(page, section))
}

/**
 * The drafts of a section due at `now`, locked until the transaction ends: two workers running the
 * same scheduled job publish them once (the second finds them gone).
 */
export function lockDueDrafts(db: Db, page: string, section: string, now: Date) {
  return db
    .select()
    .from(contentDrafts)
    .where(and(draftIs(page, section), isNotNull(contentDrafts.publishAt), lte(contentDrafts.publishAt, now)))
    .orderBy(contentDrafts.lang)
    .for('update')
}
