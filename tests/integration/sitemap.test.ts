import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  getRobotsTxt,
  getSitemapXml,
  hiddenPagePaths,
  staticPageEntries,
} from '#app/.server/services/content/sitemap'
import { listOperatorSlugs } from '#app/.server/repos/operators'
import { pages } from '#app/pages'
import { createTestDatabase, type TestDatabase } from './test-database'

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})

describe('sitemap.xml', () => {
  it('lists every public page of app/routes.ts, every business video and every operator, each in both languages', async () => {
    const xml = await getSitemapXml(t.db, 'https://couriers.test')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    const publicPaths = pages
      .filter((p) => (p.audience ?? 'public') === 'public' && !/[:*]/.test(p.path ?? ''))
      .map((p) => (p.path === null ? '/' : `/${p.path}`))
    expect(publicPaths).toEqual(expect.arrayContaining(['/', '/opportunity', '/what-you-get', '/affiliate']))
    const videoPaths = ['/videos/2', '/videos/3', '/videos/7', '/videos/8', '/videos/9']
    const operatorPaths = (await listOperatorSlugs(t.db)).map((slug) => `/${slug}`)
    expect(operatorPaths).toContain('/delray-beach-courier')
    for (const path of [...publicPaths, ...videoPaths, ...operatorPaths]) {
      const en = `https://couriers.test${path}`
      const es = `https://couriers.test${path === '/' ? '/es' : `/es${path}`}`
      expect(
        locs.filter((l) => l === en),
        path,
      ).toHaveLength(1)
      expect(
        locs.filter((l) => l === es),
        path,
      ).toHaveLength(1)
    }
    expect(locs).toHaveLength((publicPaths.length + videoPaths.length + operatorPaths.length) * 2)
    // Tutorials (4, 6, 10), test pages and the 404 splat are not listed.
    expect(xml).not.toMatch(/\/videos\/(4|6|10)</)
    expect(xml).not.toContain('__e2e')
    expect(xml).not.toContain('*')
  })

  it('keeps staff and test pages out and tells robots where the sitemap is', () => {
    const list = [
      { path: null },
      { path: 'admin', audience: 'staff' as const },
      { path: 'videos/:id' },
      { path: '__e2e/error', audience: 'test' as const },
    ]
    expect(staticPageEntries(list)).toEqual([{ path: '/' }])
    expect(hiddenPagePaths(list)).toEqual(['/admin', '/__e2e/error'])
    const robots = getRobotsTxt('https://couriers.test')
    expect(robots).toContain('Disallow: /__e2e/error\nDisallow: /es/__e2e/error')
    expect(robots).toContain('Sitemap: https://couriers.test/sitemap.xml')
  })
})
