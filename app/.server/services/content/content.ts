import { dbOf, type DataSource } from '../../db/source'
import { defaultContent } from '#app/domain/content/defaults'
import { detailValues, fillDetails, findBusinessDetails } from '#app/domain/content/business-details'
import {
  contentSectionNames,
  parseSectionData,
  type ContentData,
  type ContentIssue,
  type ContentPage,
  type ContentSectionName,
  type PageContent,
} from '#app/domain/content/sections'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../../db/client'
import { getSiteSettings } from './site-settings'
import { unbackedClaimFields } from '#app/domain/claims/claims'
import { listBackedFigures } from '../claims/earnings-claims'
import { createReadCache } from './read-cache'
import { listPageDrafts, listPageSections, upsertContentSection } from '../../repos/content'
import { findVersion, keepVersion, listVersions } from '../history/record-history'
import type { Snapshot } from '#app/domain/admin/history'

/**
 * The one way to read and write the editable website content. Reads are cached per database
 * handle, page and language; a save through this service drops that page's cache at once, and
 * other instances drop theirs when the page cache's purge reaches them (forgetCachedContent(),
 * ADR 027), or within TTL_MS at the latest.
 */
const TTL_MS = 30_000
const cache = createReadCache<unknown>(TTL_MS)

/** Drops every cached page content of this process (a purge: another instance saved). */
export function forgetCachedContent() {
  cache.forget()
}

const cacheKey = (page: ContentPage, lang: Lang) => `${page}:${lang}`

/** Every editable section of a page as stored; a missing or invalid section reads as its default. */
export async function getPageContent<P extends ContentPage>(
  db: Db,
  page: P,
  lang: Lang,
  now = Date.now(),
): Promise<PageContent<P>> {
  return (await cache.get(db, cacheKey(page, lang), now, () =>
    readPageContent(db, page, lang),
  )) as PageContent<P>
}

async function readPageContent<P extends ContentPage>(
  db: Db,
  page: P,
  lang: Lang,
  withDrafts = false,
): Promise<PageContent<P>> {
  const [rows, drafts] = await Promise.all([
    listPageSections(db, page, lang),
    withDrafts ? listPageDrafts(db, page, lang) : Promise.resolve([]),
  ])
  const stored = new Map([...rows, ...drafts].map((row) => [row.section, row.data]))
  const defaults = defaultContent[lang][page] as PageContent<P>
  const value = {} as PageContent<P>
  for (const section of contentSectionNames(page)) {
    const parsed = stored.has(section) ? parseSectionData(page, section, stored.get(section)) : undefined
    value[section] = parsed?.ok ? parsed.data : defaults[section]
  }
  return value
}

/**
 * The page's content as visitors see it: the placeholders ({{phone}}, {{email}}, {{address}},
 * {{hours}}, {{officeHours}}) filled in from the site settings, so a changed setting shows at once.
 * The editor reads getPageContent (the placeholders as written). A source that is a staff member's
 * preview request (`contentPreview`) sees the section drafts instead of the live sections.
 */
export async function getPublicPageContent<P extends ContentPage>(
  source: DataSource,
  page: P,
  lang: Lang,
): Promise<PageContent<P>> {
  const db = dbOf(source)
  // A staff member's preview (?preview=draft, ADR 046): the drafts over the live sections, read past
  // the cache, for that request only.
  const preview = 'contentPreview' in source && source.contentPreview === true
  const [content, settings] = await Promise.all([
    preview ? readPageContent(db, page, lang, true) : getPageContent(db, page, lang),
    getSiteSettings(db),
  ])
  return fillDetails(content, detailValues(settings, lang))
}

/**
 * The section checked against its shape, and refused when a text copies a phone, e-mail address,
 * postal address or hour (issue #30 item 2): those come from the site settings, or a changed
 * setting would leave the copy behind.
 */
export function checkSection<P extends ContentPage, S extends ContentSectionName<P>>(
  page: P,
  section: S,
  data: unknown,
): SaveContentResult<P, S> {
  const parsed = parseSectionData(page, section, data)
  if (!parsed.ok) return parsed
  const copies = findBusinessDetails(parsed.data)
  if (copies.length === 0) return parsed
  return {
    ok: false,
    issues: copies.map((copy) => ({
      path: copy.path,
      message: `copies a ${copy.kind}: use a placeholder`,
      problem: 'businessDetail' as const,
    })),
  }
}

/**
 * The earnings claims of a checked section (issue #35, ADR 049): a money figure in a claim-bearing
 * field that is new or changed there and matches no current claim with a complete basis is refused
 * beside the field. Runs after checkSection on every path that makes content live: publish, draft,
 * schedule and the scheduled job.
 */
export async function checkEarningsClaims(
  db: Db,
  page: ContentPage,
  section: string,
  lang: Lang,
  data: unknown,
): Promise<ContentIssue[]> {
  const [backed, live] = await Promise.all([listBackedFigures(db), currentSection(db, page, section, lang)])
  return unbackedClaimFields(page, section, data, live, backed).map((field) => ({
    path: field.path,
    message: `no earnings claim with a complete basis backs ${field.figures.join(', ')}`,
    problem: 'earningsClaim' as const,
  }))
}

/** checkSection, then the earnings claims against the register. */
export async function checkSectionWithClaims<P extends ContentPage, S extends ContentSectionName<P>>(
  db: Db,
  input: { page: P; section: S; lang: Lang; data: unknown },
): Promise<SaveContentResult<P, S>> {
  const parsed = checkSection(input.page, input.section, input.data)
  if (!parsed.ok) return parsed
  const issues = await checkEarningsClaims(db, input.page, input.section, input.lang, parsed.data)
  return issues.length > 0 ? { ok: false, issues } : parsed
}

export async function getContentSection<P extends ContentPage, S extends ContentSectionName<P>>(
  source: DataSource,
  page: P,
  section: S,
  lang: Lang,
  now = Date.now(),
): Promise<ContentData<P, S>> {
  const db = dbOf(source)
  return (await getPageContent(db, page, lang, now))[section]
}

export type SaveContentResult<P extends ContentPage, S extends ContentSectionName<P>> =
  { ok: true; data: ContentData<P, S> } | { ok: false; issues: ContentIssue[] }

/**
 * Stores a section after checking it against its shape (nothing is stored when it does not fit).
 * `updatedBy` names the staff account that saved it.
 */
export async function saveContentSection<P extends ContentPage, S extends ContentSectionName<P>>(
  db: Db,
  input: { page: P; section: S; lang: Lang; data: unknown; updatedBy: string | null },
  now = new Date(),
): Promise<SaveContentResult<P, S>> {
  const parsed = await checkSectionWithClaims(db, input)
  if (!parsed.ok) return parsed
  await upsertContentSection(
    db,
    {
      page: input.page,
      section: input.section,
      lang: input.lang,
      data: parsed.data,
      updatedBy: input.updatedBy,
    },
    now,
  )
  forgetCachedContent()
  return parsed
}

/** Who saves through the Content Editor. */
export type ContentEditor = { id: number; email: string }

/** The section as the public page shows it now, read past the cache. */
export async function currentSection(
  db: Db,
  page: ContentPage,
  section: string,
  lang: Lang,
): Promise<unknown> {
  const rows = await listPageSections(db, page, lang)
  const stored = rows.find((row) => row.section === section)
  if (stored) {
    const parsed = parseSectionData(page, section as ContentSectionName<ContentPage>, stored.data)
    if (parsed.ok) return parsed.data
  }
  return (defaultContent[lang][page] as Record<string, unknown>)[section]
}

/**
 * The Content Editor's save: checks the section against its shape, stores it (published at once:
 * this instance's cache is dropped) and keeps a version with who and when, in one transaction. The
 * first save of a section also keeps what it replaces, so the content before any edit can be
 * restored too.
 */
export async function publishContentSection<P extends ContentPage, S extends ContentSectionName<P>>(
  source: DataSource,
  input: { page: P; section: S; lang: Lang; data: unknown; editor: ContentEditor; restoredFrom?: number },
  now = new Date(),
): Promise<SaveContentResult<P, S>> {
  const db = dbOf(source)
  const parsed = await checkSectionWithClaims(db, input)
  if (!parsed.ok) return parsed
  await db.transaction(async (tx) => {
    await storePublishedSection(tx, { ...input, data: parsed.data }, now)
  })
  forgetCachedContent()
  return parsed
}

/** The content sections' collection in the versions table (ADR 064). */
export const CONTENT_HISTORY = 'content'

/** A section in one language as a record of the versions table: 'home/hero/en'. */
export const contentRecord = (page: string, section: string, lang: string) => `${page}/${section}/${lang}`

/**
 * Stores checked data as the live section and keeps its version (the first save also keeps what
 * it replaces). Call inside a transaction; the caller drops the read cache after the commit.
 * `restoredFrom`: the number of the version a restore brings back.
 */
export async function storePublishedSection(
  tx: Db,
  input: {
    page: ContentPage
    section: string
    lang: Lang
    data: unknown
    editor: { id: number | null; email: string }
    restoredFrom?: number
  },
  now: Date,
) {
  const { page, section, lang, editor } = input
  // The version first: a section's first version keeps what it replaces, read before the upsert.
  await keepVersion(
    tx,
    {
      collection: CONTENT_HISTORY,
      recordId: contentRecord(page, section, lang),
      data: input.data as Snapshot,
      editor,
      restoredFrom: input.restoredFrom ?? null,
      first: async () => (await currentSection(tx, page, section, lang)) as Snapshot,
    },
    now,
  )
  await upsertContentSection(tx, { page, section, lang, data: input.data, updatedBy: editor.email }, now)
}

export const MAX_LISTED_VERSIONS = 50

/** The versions of a section in one language, newest first (at most MAX_LISTED_VERSIONS). */
export async function listSectionVersions(
  source: DataSource,
  page: ContentPage,
  section: string,
  lang: Lang,
) {
  const rows = await listVersions(source, CONTENT_HISTORY, {
    recordId: contentRecord(page, section, lang),
    limit: MAX_LISTED_VERSIONS,
  })
  return rows.map((row) => ({
    id: row.id,
    data: row.data as unknown,
    savedByEmail: row.savedByEmail,
    savedAt: row.savedAt,
    restoredFrom: row.restoredFromId,
  }))
}

export type RestoreContentResult =
  { ok: true } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'invalid'; issues: ContentIssue[] }

/**
 * Publishes an earlier version of a section again (`versionId`: the version's id, as the editor
 * lists it, of the same section and language); the restore is itself a new version.
 */
export async function restoreContentVersion<P extends ContentPage, S extends ContentSectionName<P>>(
  source: DataSource,
  input: { page: P; section: S; lang: Lang; versionId: number; editor: ContentEditor },
  now = new Date(),
): Promise<RestoreContentResult> {
  const db = dbOf(source)
  const record = contentRecord(input.page, input.section, input.lang)
  const version = await findVersion(db, CONTENT_HISTORY, input.versionId, record)
  if (!version) return { ok: false, reason: 'notFound' }
  const result = await publishContentSection(
    db,
    { ...input, data: version.data, restoredFrom: version.version },
    now,
  )
  return result.ok ? { ok: true } : { ok: false, reason: 'invalid', issues: result.issues }
}
