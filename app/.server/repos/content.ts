import { and, eq, isNotNull, lte } from 'drizzle-orm'
import type { Db } from '../db/client'
import { contentDrafts, contentSections } from '../db/schema'

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
