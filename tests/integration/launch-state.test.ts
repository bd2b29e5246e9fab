/**
 * The launch state (issue #45 item 1, ADR 057), on a real database through the routes' own loaders
 * and actions behind their middleware: a fresh install is not launched (every public page kind of
 * the page registry, in both languages, gets the set-up notice's data in its language and
 * `X-Robots-Tag: noindex`; robots.txt disallows everything, the sitemap lists nothing; no sample or
 * placeholder in structured data; the statement lists each figure shown without a basis); "Launch
 * the site" is refused with the blockers; once staff have fixed them in the admin, the launch
 * succeeds (the rendered pages are purged), the notice and noindex go; afterwards a placeholder
 * video, a sample operator's contact or a placeholder setting is refused beside its field.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as rootModule from '#app/root'
import * as checklistModule from '#app/routes/admin/launch-checklist'
import * as videosModule from '#app/routes/admin/collection'
import * as operatorsModule from '#app/routes/admin/operators'
import * as settingsModule from '#app/routes/admin/settings'
import * as robotsModule from '#app/routes/seo/robots'
import * as sitemapModule from '#app/routes/seo/sitemap'
import * as operatorModule from '#app/routes/operators/operator'
import * as statementModule from '#app/routes/legal/earnings-claim-statement'
import type { AppContext } from '#app/.server/context'
import { launchStateMiddleware } from '#app/.server/http/launch-state'
import { listOperatorProfiles } from '#app/.server/repos/operators'
import { getLaunchState } from '#app/.server/services/operations/site-launch'
import type { Placeholder } from '#app/domain/checklist/launch-check'
import type { RootData } from '#app/i18n/use-lang'
import en from '#app/i18n/en'
import es from '#app/i18n/es'
import { fixPath } from '#app/components/admin/launch-check'
import { loadInventory, type InventoryPage } from '../support/inventory'
import { chain } from '../support/route-chain'
import { createStaff, get, post, settle, signIn, testContext } from './admin-helpers'
import { fixEveryPlaceholder } from './launch-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const root = chain(rootModule)
const checklist = chain(checklistModule)
const videos = chain(videosModule)
const operatorsScreen = chain(operatorsModule)
const settings = chain(settingsModule)
const robots = chain(robotsModule)
const sitemap = chain(sitemapModule)
const operatorPage = chain(operatorModule)
const statement = chain(statementModule)
const texts = { en, es }

let t: TestDatabase
let cookie: string
let inventory: InventoryPage[]
const purge = vi.fn(async () => {})

beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'owner@couriernet.us', 'first-password-1')
  cookie = await signIn(t.db, 'owner@couriernet.us', 'first-password-1')
  inventory = await loadInventory({ source: { db: t.db } })
})
afterAll(async () => {
  await t?.drop()
})

/** A request's context with a page cache whose purge the test can see. */
const context = () =>
  testContext(t.db, { pageCache: { purge } as unknown as NonNullable<AppContext['pageCache']> })

const run = (fn: ((args: never) => unknown) | undefined, request: Request, params = {}) =>
  settle(() => fn!({ request, context: context(), params } as never))

async function rootDataAt(path: string): Promise<RootData> {
  return (await run(root.loader, get(path))) as RootData
}

/** The root middleware's header on an answer (the launch state is read per request). */
async function robotsHeader(): Promise<string | null> {
  const response = (await launchStateMiddleware(
    { context: testContext(t.db), request: get('/'), params: {} } as never,
    async () => new Response('page'),
  )) as Response
  return response.headers.get('X-Robots-Tag')
}

const text = async (fn: ((args: never) => unknown) | undefined, path: string) =>
  ((await run(fn, get(path))) as Response).text()

async function launch(): Promise<{ status: number; data: Record<string, unknown> }> {
  const answer = (await run(
    checklist.action,
    post('/launch-checklist', { intent: 'launch' }, { Cookie: cookie }),
  )) as { data?: Record<string, unknown>; init?: { status?: number } | null } & Record<string, unknown>
  // A refusal is data() with its status; a launch a plain object.
  return answer.data
    ? { status: answer.init?.status ?? 200, data: answer.data }
    : { status: 200, data: answer }
}

describe('a fresh install', () => {
  it('is not launched: every public page kind carries the notice in its language and noindex', async () => {
    expect((await getLaunchState(t.db)).launched).toBe(false)
    expect(inventory.length).toBeGreaterThan(40)
    for (const page of inventory) {
      const data = await rootDataAt(page.path)
      expect(data.beingSetUp, page.path).toBe(true)
      expect(data.lang, page.path).toBe(page.lang)
      expect(
        (data.messages as unknown as typeof en).setUpNotice.text,
        `${page.path}: the notice in ${page.lang}`,
      ).toBe(texts[page.lang].setUpNotice.text)
    }
    expect(en.setUpNotice.text).not.toBe(es.setUpNotice.text)
    expect(await robotsHeader()).toBe('noindex')
  })

  it('tells crawlers nothing is for them: robots.txt disallows all, the sitemap is empty', async () => {
    const robotsTxt = await text(robots.loader, '/robots.txt')
    expect(robotsTxt).toMatch(/^User-agent: \*\nDisallow: \/$/m)
    expect(robotsTxt).not.toContain('Sitemap:')
    const xml = await text(sitemap.loader, '/sitemap.xml')
    expect(xml).toContain('being set up')
    expect(xml).not.toContain('<url>')
  })

  it('puts no sample operator in structured data', async () => {
    for (const o of await listOperatorProfiles(t.db)) {
      for (const path of [`/${o.slug}`, `/es/${o.slug}`]) {
        const page = (await run(operatorPage.loader, get(path), { slug: o.slug })) as {
          structuredData: unknown
        }
        expect(page.structuredData, path).toBeNull()
      }
    }
  })

  it('lists each earnings figure the site shows as "basis not yet recorded" on the statement', async () => {
    for (const lang of ['en', 'es'] as const) {
      const data = (await run(
        statement.loader,
        get(lang === 'es' ? '/es/earnings-claim-statement' : '/earnings-claim-statement'),
      )) as {
        claims: unknown[]
        unbacked: string[]
      }
      expect(data.claims).toEqual([])
      expect(data.unbacked).toEqual(
        expect.arrayContaining(['$4,000 - $6,000+', '$4,000 - $6,000', '$8,000 - $15,000+', '$1,000+']),
      )
    }
  })
})

describe('launching the site', () => {
  it('is refused while the launch check has a blocker, each listed with where it is fixed', async () => {
    const refused = await launch()
    expect(refused.status).toBe(409)
    expect(refused.data.launch).toBe('refused')
    const blockers = refused.data.blockers as Placeholder[]
    const kinds = new Set(blockers.map((b) => b.kind))
    for (const kind of [
      'setting',
      'video',
      'sampleOperator',
      'sampleReviews',
      'sampleTestimonial',
      'earningsClaim',
    ])
      expect(kinds, kind).toContain(kind)
    // The first password and the configuration are advice, never a blocker.
    expect(kinds).not.toContain('adminPassword')
    expect(kinds).not.toContain('env')
    for (const blocker of blockers) expect(fixPath(blocker), blocker.kind).toMatch(/^\/admin\//)
    expect((await getLaunchState(t.db)).launched).toBe(false)
  })

  it('succeeds once staff have fixed them in the admin: the notice and noindex are gone', async () => {
    await fixEveryPlaceholder(t.db, cookie, 'owner@couriernet.us', 'first-password-1')
    purge.mockClear()
    const launched = await launch()
    expect(launched).toEqual({ status: 200, data: { launch: 'launched' } })
    // The staff layout forgot the rendered pages: none keeps the notice.
    expect(purge).toHaveBeenCalled()
    expect(await getLaunchState(t.db)).toMatchObject({ launched: true, by: 'owner@couriernet.us' })

    for (const page of inventory) expect((await rootDataAt(page.path)).beingSetUp, page.path).toBe(false)
    expect(await robotsHeader()).toBeNull()
    expect(await text(robots.loader, '/robots.txt')).toContain('Sitemap: ')
    expect(await text(sitemap.loader, '/sitemap.xml')).toContain('<loc>')
    // Every figure shown is backed now: the statement states the claims, lists nothing unbacked.
    const data = (await run(statement.loader, get('/earnings-claim-statement'))) as {
      claims: unknown[]
      unbacked: string[]
    }
    expect(data.claims.length).toBe(4)
    expect(data.unbacked).toEqual([])
  })

  it('then refuses a new placeholder video, beside its address', async () => {
    const answer = (await run(
      videos.action,
      post(
        '/admin/videos',
        {
          intent: 'save',
          address: 'https://youtu.be/PLACEHOLD55',
          titleEn: 'Coming soon',
          titleEs: 'Próximamente',
          descriptionEn: 'Soon',
          descriptionEs: 'Pronto',
          duration: '1:00',
          category: 'business',
        },
        { Cookie: cookie },
      ),
    )) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } }
    expect(answer.init.status).toBe(400)
    expect(answer.data.result.error.address).toEqual(['adminVideos.errors.address.placeholderAfterLaunch'])
  })

  it('then refuses a sample operator’s contact details and a placeholder setting, beside the fields', async () => {
    const o = (await listOperatorProfiles(t.db))[0]!
    const operator = (await run(
      operatorsScreen.action,
      post(
        '/admin/operators',
        {
          intent: 'save',
          id: String(o.id),
          name: o.name,
          customSlug: o.slug,
          latitude: String(o.latitude),
          longitude: String(o.longitude),
          contactEmail: 'dispatch@newcourier.example',
          contactPhone: '(561) 555-0150',
        },
        { Cookie: cookie },
      ),
    )) as { data: { errors: Record<string, string> }; init: { status: number } }
    expect(operator.init.status).toBe(400)
    expect(operator.data.errors).toEqual({
      contactEmail: 'sampleAfterLaunch',
      contactPhone: 'sampleAfterLaunch',
    })

    const screen = (await run(settings.loader, get('/admin/settings', { Cookie: cookie }))) as {
      data: { settings: Record<string, string> }
    }
    const refused = (await run(
      settings.action,
      post(
        '/admin/settings',
        { intent: 'save', ...screen.data.settings, phone: '(561) 555-0100' },
        { Cookie: cookie },
      ),
    )) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } }
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error.phone).toEqual(['adminSettings.placeholderAfterLaunch'])
  })

  it('can go back to set-up: the notice and noindex return', async () => {
    const answer = await run(
      checklist.action,
      post('/launch-checklist', { intent: 'unlaunch' }, { Cookie: cookie }),
    )
    expect(answer).toEqual({ launch: 'unlaunched' })
    expect((await rootDataAt('/es')).beingSetUp).toBe(true)
    expect(await robotsHeader()).toBe('noindex')
    // Recorded: two events, newest first on the screen.
    const screen = (await run(checklist.loader, get('/launch-checklist', { Cookie: cookie }))) as {
      data: { launch: { history: { action: string; by: string }[] } }
    }
    expect(screen.data.launch.history.map((e) => e.action)).toEqual(['unlaunch', 'launch'])
  })
})
