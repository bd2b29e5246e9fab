/**
 * The site settings and the pages' content are read through short-lived caches, which a purge
 * (a staff save here, or another instance's heard by NOTIFY) drops. A read that was under way when
 * the purge came may hold what the save replaced: it must not be kept, or every page of this
 * instance shows the old values until the cache's age runs out, and the page cache keeps such a
 * page for its own, longer, age (issue #32: several instances on one database).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultContent } from '#app/domain/content/defaults'
import type { Db } from '../../db/client'

type Row = { key: string; value: string }
type Section = { section: string; data: unknown }
const reads = vi.hoisted(() => ({
  settings: [] as Array<(rows: Row[]) => void>,
  sections: [] as Array<(rows: Section[]) => void>,
}))

vi.mock('../../repos/site-settings', () => ({
  listSiteSettingRows: () => new Promise<Row[]>((resolve) => reads.settings.push(resolve)),
  upsertSiteSetting: async () => {},
}))
vi.mock('../../repos/content', () => ({
  listPageSections: () => new Promise<Section[]>((resolve) => reads.sections.push(resolve)),
}))

const { forgetCachedSettings, getSiteSettings } = await import('./site-settings')
const { forgetCachedContent, getPageContent } = await import('./content')

/** A handle that is never queried (the repositories are mocked); `dbOf` knows a handle by its `select`. */
const db = { select: () => undefined } as unknown as Db
/** Answers the read waiting (each read is asked for at once, when the service is called). */
function answer<T>(queue: Array<(rows: T) => void>, rows: T) {
  expect(queue, 'a read of the database').toHaveLength(1)
  queue.shift()!(rows)
}

beforeEach(() => {
  forgetCachedSettings()
  forgetCachedContent()
})
afterEach(() => {
  expect(reads.settings).toEqual([])
  expect(reads.sections).toEqual([])
})

describe('a read under way when the cache is purged', () => {
  it('site settings: answered, not kept; the next read goes to the database', async () => {
    const during = getSiteSettings(db)
    forgetCachedSettings()
    answer(reads.settings, [{ key: 'phone', value: '(561) 555-0100' }])
    expect((await during).phone).toBe('(561) 555-0100')

    const after = getSiteSettings(db)
    answer(reads.settings, [{ key: 'phone', value: '(561) 555-0177' }])
    expect((await after).phone).toBe('(561) 555-0177')
    // Kept now: no purge came during this read.
    expect((await getSiteSettings(db)).phone).toBe('(561) 555-0177')
  })

  it("a page's content: answered, not kept; the next read goes to the database", async () => {
    const title = (t: string) => [{ section: 'hero', data: { ...defaultContent.en.home.hero, title: t } }]
    const during = getPageContent(db, 'home', 'en')
    forgetCachedContent()
    answer(reads.sections, title('Before the save'))
    await during

    const after = getPageContent(db, 'home', 'en')
    answer(reads.sections, title('After the save'))
    const read = (await after) as { hero: { title: string } }
    const kept = (await getPageContent(db, 'home', 'en')) as { hero: { title: string } }
    expect([read.hero.title, kept.hero.title]).toEqual(['After the save', 'After the save'])
  })
})
