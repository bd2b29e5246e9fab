/**
 * Issue #17, item 2: links never come from the request. Each request here is forged the way the
 * finding describes (Host and Origin of another site); the Express edge answers those 421
 * (tests/smoke/edge.test.ts), and behind it every absolute URL still comes from PUBLIC_SITE_URL.
 */
import { recordLaunchForTests } from '#app/.server/services/operations/site-launch'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '#app/.server/db/schema'
import * as rootModule from '#app/root'
import * as operatorModule from '#app/routes/operators/operator'
import * as subscribeRoute from '#app/routes/resources/newsletter-subscribe'
import * as robotsModule from '#app/routes/seo/robots'
import * as sitemapModule from '#app/routes/seo/sitemap'
import { chain } from '../support/route-chain'
import { routeArgs, testContext } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

// Through the middleware of their place in the route tree (the language, the origin rule).
const root = chain(rootModule)
const operatorRoute = chain(operatorModule)
const robotsRoute = chain(robotsModule)
const sitemapRoute = chain(sitemapModule)
const subscribeThroughTree = chain(subscribeRoute)

const CONFIGURED = 'https://www.couriers.test'
const EVIL = 'http://evil.example'
let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
  // The sitemap and robots.txt name the site's pages only once it is launched (issue #45).
  await recordLaunchForTests(t.db)
})
afterAll(async () => {
  await t?.drop()
})

let ip = 0
const forSite = (site: string | undefined) => () =>
  testContext(t, { clientIp: `203.0.113.${++ip}`, env: { PUBLIC_SITE_URL: site, PORT: 3000 } })
const forged = (path: string, init: RequestInit = {}) =>
  new Request(`${EVIL}${path}`, { ...init, headers: { Origin: EVIL, ...(init.headers as object) } })

// With PUBLIC_SITE_URL set (required in production), and unset (development and tests: the
// listening address). The finding was made with it unset: the links took the request's host.
describe.each([
  { site: CONFIGURED, expected: CONFIGURED },
  { site: undefined, expected: 'http://localhost:3000' },
])('a request for another host, PUBLIC_SITE_URL=$site', ({ site, expected: SITE }) => {
  const context = forSite(site)
  const victim = `victim${site ? '' : '2'}@example.com`
  it('cannot put its host into the newsletter confirmation link', async () => {
    const request = forged('/api/newsletter/subscribe', {
      method: 'POST',
      body: new URLSearchParams({ email: victim, consent: 'on', lang: 'en' }),
    })
    // The origin rule refuses the forged Origin (its host is not one the site answers on), in the
    // tree's middleware and in the action's own edge alike: no e-mail, so no link, is made.
    const refused = (await subscribeThroughTree.action(routeArgs(request.clone(), context()))) as Response
    expect(refused.status).toBe(403)
    const alone = (await subscribeRoute.action(routeArgs(request, context()))) as Response
    expect(alone.status).toBe(403)
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, victim))).toEqual([])
  })

  it('cannot put its host into canonical, hreflang, Open Graph or structured data', async () => {
    const data = await root.loader(routeArgs(forged('/opportunity'), context()))
    expect(data.origin).toBe(SITE)
    const operator = await operatorRoute.loader(
      routeArgs(forged('/delray-beach-courier'), context(), { slug: 'delray-beach-courier' }),
    )
    expect(operator.pageUrl).toBe(`${SITE}/delray-beach-courier`)
    expect(JSON.stringify(operator.structuredData)).not.toContain('evil.example')
  })

  it('cannot put its host into sitemap.xml or robots.txt', async () => {
    const sitemap = await (await sitemapRoute.loader(routeArgs(forged('/sitemap.xml'), context()))).text()
    expect(sitemap).toContain(`<loc>${SITE}/</loc>`)
    expect(sitemap).not.toContain('evil.example')
    const robots = await (await robotsRoute.loader(routeArgs(forged('/robots.txt'), context()))).text()
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
    expect(robots).not.toContain('evil.example')
  })
})
