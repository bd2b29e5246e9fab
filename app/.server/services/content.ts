import { defaultContent } from '#app/domain/content/defaults'
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
import type { Db } from '../db/client'
import { listPageSections, upsertContentSection } from '../repos/content'

/**
 * The one way to read and write the editable website content. Reads are cached per database
 * handle, page and language; a save through this service drops that page's cache at once (other
 * instances see it within TTL_MS).
 */
const TTL_MS = 30_000
const cache = new WeakMap<Db, Map<string, { at: number; value: unknown }>>()

const cacheKey = (page: ContentPage, lang: Lang) => `${page}:${lang}`

/** Every editable section of a page as stored; a missing or invalid section reads as its default. */
export async function getPageContent<P extends ContentPage>(
  db: Db,
  page: P,
  lang: Lang,
  now = Date.now(),
): Promise<PageContent<P>> {
  let entries = cache.get(db)
  const hit = entries?.get(cacheKey(page, lang))
  if (hit && now - hit.at < TTL_MS) return hit.value as PageContent<P>

  const rows = await listPageSections(db, page, lang)
  const stored = new Map(rows.map((row) => [row.section, row.data]))
  const defaults = defaultContent[lang][page] as PageContent<P>
  const value = {} as PageContent<P>
  for (const section of contentSectionNames(page)) {
    const parsed = stored.has(section) ? parseSectionData(page, section, stored.get(section)) : undefined
    value[section] = parsed?.ok ? parsed.data : defaults[section]
  }
  if (!entries) cache.set(db, (entries = new Map()))
  entries.set(cacheKey(page, lang), { at: now, value })
  return value
}

export async function getContentSection<P extends ContentPage, S extends ContentSectionName<P>>(
  db: Db,
  page: P,
  section: S,
  lang: Lang,
  now = Date.now(),
): Promise<ContentData<P, S>> {
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
  const parsed = parseSectionData(input.page, input.section, input.data)
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
  cache.get(db)?.delete(cacheKey(input.page, input.lang))
  return parsed
}
