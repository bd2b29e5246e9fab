import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pages } from '#app/pages'
import { videos } from '#app/.server/db/schema'
import { pageInteractions } from '../audits/interactions'
import { pendingPages } from '../audits/pending-pages'
import {
  exclusionReason,
  fillPattern,
  loadInventory,
  publicPageKinds,
  sampleRuleProblems,
  type PageDefinition,
} from '../support/inventory'
import type { SampleRules } from '../support/inventory-samples'
import { createTestDatabase, type TestDatabase } from './test-database'

describe('the route inventory of app/routes.ts', () => {
  it('has a sample rule for every dynamic public page, and no rule without a page', () => {
    const { missing, unused } = sampleRuleProblems(publicPageKinds())
    expect(missing, missing.join('\n\n')).toEqual([])
    expect(unused, unused.join('\n\n')).toEqual([])
  })

  it('lists every public page in English and in Spanish, and leaves out the others', async () => {
    const inventory = await loadInventory()
    for (const page of pages) {
      const listed = inventory.filter((p) => p.id === page.id)
      if (exclusionReason(page)) {
        expect(listed, `${page.id} should not be listed`).toEqual([])
      } else {
        expect(listed.map((p) => p.lang).sort(), `${page.id} in both languages`).toEqual(['en', 'es'])
        const es = listed.find((p) => p.lang === 'es')!
        const en = listed.find((p) => p.lang === 'en')!
        expect(es.path).toBe(en.path === '/' ? '/es' : `/es${en.path}`)
        expect(en.path).not.toMatch(/[:*]/)
      }
    }
    expect(inventory.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/es']))
    expect(inventory.some((p) => p.path.includes('__e2e'))).toBe(false)
    expect(pages.some((p) => p.path === '*')).toBe(true)
  })

  it('names a public page for every page interaction of the accessibility audit', () => {
    const ids = new Set(publicPageKinds().map((k) => k.id))
    const unknown = Object.keys(pageInteractions).filter((id) => !ids.has(id))
    expect(unknown, `pageInteractions lists pages that are not public pages: ${unknown}`).toEqual([])
  })

  it('lists pending pages as English paths that no page of app/routes.ts claims yet', () => {
    const patterns = publicPageKinds().map((k) => k.pattern)
    for (const [path, issue] of Object.entries(pendingPages)) {
      expect(path, 'an English path').toMatch(/^\/(?!es(\/|$))[a-z0-9-/]+$/)
      expect(Number.isInteger(issue) && issue > 0, `${path}: an issue number`).toBe(true)
      expect(patterns, `${path} is a page now: remove it from pending-pages.ts`).not.toContain(path)
    }
  })

  it('leaves out the splat, __e2e pages and pages whose audience is not public', () => {
    const definitions: PageDefinition[] = [
      { path: null, file: 'routes/marketing/home.tsx', id: 'home' },
      { path: 'about', file: 'routes/marketing/about.tsx', id: 'about', audience: 'public' },
      { path: 'admin', file: 'routes/admin/index.tsx', id: 'admin', audience: 'staff' },
      { path: '__e2e/boom', file: 'routes/system/boom.tsx', id: 'boom' },
      { path: 'probe', file: 'routes/system/probe.tsx', id: 'probe', audience: 'test' },
      { path: '*', file: 'routes/system/not-found.tsx', id: 'not-found' },
    ]
    expect(publicPageKinds(definitions)).toEqual([
      { id: 'home', file: 'routes/marketing/home.tsx', pattern: '/', params: [], group: 'marketing' },
      { id: 'about', file: 'routes/marketing/about.tsx', pattern: '/about', params: [], group: 'marketing' },
    ])
  })

  it('fills patterns in both languages', () => {
    expect(fillPattern('/', {}, 'es')).toBe('/es')
    expect(fillPattern('/videos/:id', { id: '7' }, 'en')).toBe('/videos/7')
    expect(fillPattern('/:slug', { slug: 'a b' }, 'es')).toBe('/es/a%20b')
    expect(fillPattern('/products/:slug?', {}, 'en')).toBe('/products')
    expect(fillPattern('/files/*', { '*': 'a/b.txt' }, 'es')).toBe('/es/files/a/b.txt')
    expect(() => fillPattern('/videos/:id', {}, 'en')).toThrow(/no sample value for :id/)
  })
})

describe('dynamic pages', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database?.drop()
  })

  const definitions: PageDefinition[] = [
    { path: null, file: 'routes/marketing/home.tsx', id: 'home' },
    { path: 'videos/:id', file: 'routes/videos/detail.tsx', id: 'video' },
    { path: '*', file: 'routes/system/not-found.tsx', id: 'not-found' },
  ]
  const firstVideo: SampleRules = {
    'videos/:id': async (db) => {
      const [row] = await db.select({ id: videos.id }).from(videos).orderBy(asc(videos.sortOrder)).limit(1)
      return row && { id: row.id }
    },
  }

  it('fail with a clear message when a dynamic page has no sample rule', async () => {
    const { missing } = sampleRuleProblems(publicPageKinds(definitions), {})
    expect(missing).toHaveLength(1)
    expect(missing[0]).toMatch(
      /^Page 'video' \(\/videos\/:id\) has dynamic segment\(s\) :id but no sample rule/,
    )
    expect(missing[0]).toContain('Add a `sample` to its entry in app/pages.ts')
    await expect(loadInventory({ definitions, rules: {}, source: { db: database.db } })).rejects.toThrow(
      /Route inventory incomplete:\nPage 'video' \(\/videos\/:id\)/,
    )
  })

  it(`get real sample values from the seeded database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const [first] = await database.db.select().from(videos).orderBy(asc(videos.sortOrder)).limit(1)
    expect(first, 'the seed has videos').toBeDefined()
    const inventory = await loadInventory({ definitions, rules: firstVideo, source: { db: database.db } })
    expect(inventory.map((p) => p.path)).toEqual([
      '/',
      '/es',
      `/videos/${first!.id}`,
      `/es/videos/${first!.id}`,
    ])
    expect(inventory[2]).toMatchObject({
      id: 'video',
      pattern: '/videos/:id',
      sample: { id: String(first!.id) },
    })
  })

  it('read them from a fresh seeded in-memory database by default', async () => {
    const inventory = await loadInventory({ definitions, rules: firstVideo })
    expect(inventory.find((p) => p.id === 'video' && p.lang === 'en')?.path).toMatch(/^\/videos\/\d+$/)
  })

  it('fail when the rule finds nothing in the database', async () => {
    await expect(
      loadInventory({
        definitions,
        rules: { 'videos/:id': async () => undefined },
        source: { db: database.db },
      }),
    ).rejects.toThrow(/sample rule 'videos\/:id' found no value for :id in the seeded database/)
  })

  it('report a rule that matches no page', () => {
    const { unused } = sampleRuleProblems(publicPageKinds(definitions), {
      ...firstVideo,
      'gone/:id': firstVideo['videos/:id']!,
    })
    expect(unused).toEqual([
      expect.stringMatching(/^The sample rule 'gone\/:id' .* matches no public dynamic page/),
    ])
  })
})
