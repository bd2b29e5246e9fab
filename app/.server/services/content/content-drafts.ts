import { dbOf, type DataSource } from '../../db/source'
import type { Db } from '../../db/client'
import { enqueueJob } from '../../mail/outbox'
import { isDue, scheduledJobKey } from '#app/domain/content/drafts'
import type { ContentIssue, ContentPage, ContentSectionName } from '#app/domain/content/sections'
import { languages, type Lang } from '#app/domain/routing/locale'
import {
  deleteSectionDrafts,
  listAllDrafts,
  listSectionDrafts,
  lockDueDrafts,
  setDraftsPublishAt,
  upsertContentDraft,
} from '../../repos/content'
import {
  checkSectionWithClaims,
  currentSection,
  forgetCachedContent,
  getContentSection,
  storePublishedSection,
  type ContentEditor,
} from './content'

/**
 * Drafts, preview and scheduled publishing of the website content (issue #33, ADR 046). The Content
 * Editor edits a section in English and Spanish side by side; what it posts is checked against the
 * section's shape (the same check as a publish) and then either published, kept as a draft, or kept
 * as a draft with the instant the scheduled job publishes it.
 */

export const CONTENT_PUBLISH_CHANNEL = 'content.publish'

type Section = { page: ContentPage; section: string }
const typed = (section: string) => section as ContentSectionName<ContentPage>

/** What the editor posted, per language (a language left out is not touched). */
export type SectionDrafts = Partial<Record<Lang, unknown>>

export type DraftIssues = Partial<Record<Lang, ContentIssue[]>>

export type DraftResult = { ok: true; langs: Lang[] } | { ok: false; issues: DraftIssues }

/** Checked data of a section compared with the live one (both in the schema's key order). */
const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The checked languages whose data differs from what is live: a language posted unchanged beside
 * the one staff edited keeps no draft and makes no version.
 */
async function changedOnly(
  db: Db,
  page: ContentPage,
  section: string,
  checked: { lang: Lang; data: unknown }[],
) {
  const changed: typeof checked = []
  const unchanged: Lang[] = []
  for (const entry of checked) {
    if (sameContent(entry.data, await currentSection(db, page, section, entry.lang)))
      unchanged.push(entry.lang)
    else changed.push(entry)
  }
  return { changed, unchanged }
}

/** Every posted language checked; the checked data, or the issues of each language that failed. */
async function checkAll(db: Db, page: ContentPage, section: string, drafts: SectionDrafts) {
  const checked: { lang: Lang; data: unknown }[] = []
  const issues: DraftIssues = {}
  for (const lang of languages) {
    if (!(lang in drafts)) continue
    const result = await checkSectionWithClaims(db, {
      page,
      section: typed(section),
      lang,
      data: drafts[lang],
    })
    if (result.ok) checked.push({ lang, data: result.data })
    else issues[lang] = result.issues
  }
  return Object.keys(issues).length > 0 ? ({ ok: false, issues } as const) : ({ ok: true, checked } as const)
}

/** The section as the editor opens it: per language, the live data and the draft (if any). */
export async function getSectionEditorState(source: DataSource, { page, section }: Section) {
  const db = dbOf(source)
  const [drafts, en, es] = await Promise.all([
    listSectionDrafts(db, page, section),
    getContentSection(db, page, typed(section), 'en'),
    getContentSection(db, page, typed(section), 'es'),
  ])
  const live: Record<Lang, unknown> = { en, es }
  const draftOf = (lang: Lang) => {
    const row = drafts.find((d) => d.lang === lang)
    return row
      ? {
          data: row.data,
          savedByEmail: row.savedByEmail,
          savedAt: row.savedAt.toISOString(),
          publishAt: row.publishAt?.toISOString() ?? null,
        }
      : null
  }
  return {
    live,
    drafts: { en: draftOf('en'), es: draftOf('es') } as Record<Lang, ReturnType<typeof draftOf>>,
  }
}

export type SectionEditorState = Awaited<ReturnType<typeof getSectionEditorState>>

/** Every section with a draft, for the editor's list of pending changes. */
export async function listPendingDrafts(source: DataSource) {
  const rows = await listAllDrafts(dbOf(source))
  return rows.map((row) => ({
    page: row.page,
    section: row.section,
    lang: row.lang,
    savedByEmail: row.savedByEmail,
    savedAt: row.savedAt.toISOString(),
    publishAt: row.publishAt?.toISOString() ?? null,
  }))
}

/**
 * Keeps the posted languages as the section's drafts (replacing earlier ones), checked as a publish
 * would check them. With `publishAt`, every draft of the section (posted now or kept from before)
 * is published at that instant by a stored job; without, a schedule the section had is dropped.
 */
export async function saveSectionDrafts(
  source: DataSource,
  input: Section & { drafts: SectionDrafts; editor: ContentEditor; publishAt?: Date | null },
  now = new Date(),
): Promise<DraftResult> {
  const db = dbOf(source)
  const result = await checkAll(db, input.page, input.section, input.drafts)
  if (!result.ok) return result
  const publishAt = input.publishAt ?? null
  let saved: Lang[] = []
  await db.transaction(async (tx) => {
    const { changed, unchanged } = await changedOnly(tx, input.page, input.section, result.checked)
    saved = changed.map((c) => c.lang)
    // A language put back as it is live has no draft any more.
    for (const lang of unchanged) await deleteSectionDrafts(tx, input.page, input.section, lang)
    for (const { lang, data } of changed) {
      await upsertContentDraft(
        tx,
        {
          page: input.page,
          section: input.section,
          lang,
          data,
          savedById: input.editor.id,
          savedByEmail: input.editor.email,
          publishAt,
        },
        now,
      )
    }
    const drafts = await setDraftsPublishAt(tx, input.page, input.section, publishAt)
    if (publishAt && drafts > 0) await queuePublish(tx, input, publishAt)
  })
  return { ok: true, langs: saved }
}

async function queuePublish(db: Db, { page, section }: Section, at: Date) {
  await enqueueJob(db, {
    channel: CONTENT_PUBLISH_CHANNEL,
    category: 'content.publish',
    payload: { page, section },
    dedupeKey: scheduledJobKey(page, section, at),
    runAt: at,
  })
}

/**
 * Publishes the posted languages now (each becomes a version with who and when) and drops their
 * drafts, in one transaction: a half-published section cannot happen.
 */
export async function publishSection(
  source: DataSource,
  input: Section & { drafts: SectionDrafts; editor: ContentEditor },
  now = new Date(),
): Promise<DraftResult> {
  const db = dbOf(source)
  const result = await checkAll(db, input.page, input.section, input.drafts)
  if (!result.ok) return result
  let published: Lang[] = []
  await db.transaction(async (tx) => {
    // A language posted unchanged beside the edited one makes no version.
    const { changed } = await changedOnly(tx, input.page, input.section, result.checked)
    published = changed.map((c) => c.lang)
    for (const { lang, data } of changed) {
      await storePublishedSection(
        tx,
        { page: input.page, section: input.section, lang, data, editor: input.editor },
        now,
      )
    }
    for (const { lang } of result.checked) await deleteSectionDrafts(tx, input.page, input.section, lang)
  })
  forgetCachedContent()
  return { ok: true, langs: published }
}

/** Forgets the section's drafts (and so their schedule): the live content stays as it is. */
export async function discardSectionDrafts(source: DataSource, { page, section }: Section) {
  await deleteSectionDrafts(dbOf(source), page, section)
}

/** Keeps the drafts but publishes them only when staff say so (the stored job then finds nothing due). */
export async function unscheduleSection(source: DataSource, { page, section }: Section) {
  return (await setDraftsPublishAt(dbOf(source), page, section, null)) > 0
}

/**
 * The stored job of a scheduled section: publishes the section's drafts that are due, as the staff
 * member who scheduled them, and drops them. A draft rescheduled later (its own job will come),
 * unscheduled or discarded is not due; two workers running the job publish once (the rows are
 * locked, then gone). The caller purges the rendered pages when something was published.
 */
export async function runScheduledContent(
  db: Db,
  payload: { page: string; section: string },
  { now }: { now: Date },
): Promise<{ published: Lang[]; refused: Lang[] }> {
  const published: Lang[] = []
  const refused: Lang[] = []
  await db.transaction(async (tx) => {
    const due = await lockDueDrafts(tx, payload.page, payload.section, now)
    for (const draft of due) {
      if (!isDue(draft, now)) continue
      const lang = draft.lang as Lang
      const page = draft.page as ContentPage
      // Checked again: a picture, a business detail or an earnings claim may have changed since.
      const checked = await checkSectionWithClaims(tx, {
        page,
        section: typed(draft.section),
        lang,
        data: draft.data,
      })
      if (!checked.ok) {
        refused.push(lang)
        continue
      }
      await storePublishedSection(
        tx,
        {
          page,
          section: draft.section,
          lang,
          data: checked.data,
          editor: { id: draft.savedById, email: draft.savedByEmail },
        },
        now,
      )
      await deleteSectionDrafts(tx, page, draft.section, lang)
      published.push(lang)
    }
    // A refused draft stays for staff to mend, no longer shown as scheduled.
    if (refused.length > 0) await setDraftsPublishAt(tx, payload.page, payload.section, null)
  })
  if (published.length > 0) forgetCachedContent()
  return { published, refused }
}
