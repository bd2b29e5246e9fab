/**
 * Success stories and the blog (issue #33), through the admin screen's middleware and the public
 * services: a story staff publish in both languages is on the index in each language, in the
 * sitemap with its hreflang pair, in both RSS feeds and carries valid Article data; a draft and a
 * future-dated entry are on none of them, the draft shows to staff through ?preview=draft only (never
 * cached); a scheduled entry goes live at its date, when the outbox job purges the page cache.
 */
import pino from 'pino'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as storiesAdmin from '#app/routes/admin/success-stories'
import * as articleRoute from '#app/routes/articles/article'
import * as rssRoute from '#app/routes/articles/rss'
import { outbox } from '#app/.server/db/schema'
import { jobHandlers } from '#app/.server/jobs/handlers'
import { createOutboxWorker } from '#app/.server/mail/worker'
import {
  ARTICLE_LIVE_CHANNEL,
  getArticleFeed,
  getArticleIndex,
  getArticlePage,
} from '#app/.server/services/content/articles'
import { getSitemapXml } from '#app/.server/services/content/sitemap'
import { pageCacheKey } from '#app/domain/http/page-cache'
import { chain } from '../support/route-chain'
import {
  createStaff,
  get,
  insertLibraryImage,
  post,
  settle,
  signIn,
  testContext,
  testEnv,
  ORIGIN,
} from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const screenRoute = chain(storiesAdmin)
const pageRoute = chain(articleRoute)
const feedRoute = chain(rssRoute)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'stories-staff@example.com')
  cookie = await signIn(t.db, 'stories-staff@example.com')
  await insertLibraryImage(
    t.db,
    { id: 'abcdefabcdef0123', fileName: 'van.jpg', width: 1600, height: 900 },
    [320, 640, 1280],
  )
})
afterAll(async () => {
  await t?.drop()
})

type Reply = {
  data: { notice?: { key: string } | null; result?: { error?: Record<string, string[]> } }
  init?: { status?: number }
}

const run = (
  fn: ((args: never) => unknown) | undefined,
  request: Request,
  params: Record<string, string> = {},
) => settle(() => fn!({ request, context: testContext(t.db), params } as never))
const send = async (fields: Record<string, string>) =>
  (await run(screenRoute.action, post('/admin/success-stories', fields, { Cookie: cookie }))) as Reply

const doc = (text: string, href: string) =>
  JSON.stringify({
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text, marks: [{ type: 'bold' }] },
          { type: 'text', text: ' ' },
          { type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href } }] },
        ],
      },
    ],
  })

const story = (slug: string, extra: Record<string, string> = {}) => ({
  intent: 'save',
  titleEn: `Story ${slug}`,
  titleEs: `Historia ${slug}`,
  summaryEn: 'How a route grew.',
  summaryEs: 'Cómo creció una ruta.',
  bodyEn: doc('Grew fast', 'https://example.com/a?b=1&c=2'),
  bodyEs: doc('Creció rápido', '/es/what-you-get'),
  slug,
  coverImageId: 'abcdefabcdef0123',
  status: 'published',
  publishedAt: '2026-02-01T09:00',
  ...extra,
})

const sitemap = () => getSitemapXml(t.db, 'https://couriers.test')
const indexSlugs = async (lang: 'en' | 'es', now?: Date) =>
  (await getArticleIndex(t.db, 'story', lang, now)).entries.map((e) => e.slug)
const feed = (lang: 'en' | 'es', now?: Date) =>
  getArticleFeed(t.db, 'story', lang, 'https://couriers.test', now)
const page = (slug: string, lang: 'en' | 'es', preview = false, now?: Date) =>
  getArticlePage(t.db, 'story', slug, lang, { origin: 'https://couriers.test', preview, now })

describe('a success story published in both languages', () => {
  it('is saved from the admin screen', async () => {
    const reply = await send(story('first-year'))
    expect(reply.data.notice?.key).toBe('adminArticles.story.added')
  })

  it('is on /success-stories and /es/success-stories, newest first, with its cover', async () => {
    expect(await indexSlugs('en')).toContain('first-year')
    const es = await getArticleIndex(t.db, 'story', 'es')
    const entry = es.entries.find((e) => e.slug === 'first-year')!
    expect(entry.title).toBe('Historia first-year')
    expect(entry.cover?.srcSet).toContain('/images/u/abcdefabcdef0123-640.webp 640w')
  })

  it('renders its text on the server, with bold and a safe link, in each language', async () => {
    const en = await page('first-year', 'en')
    expect(en?.entry.html).toBe(
      '<p><strong>Grew fast</strong> <a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">link</a></p>',
    )
    expect((await page('first-year', 'es'))?.entry.html).toContain('<a href="/es/what-you-get">link</a>')
  })

  it('carries valid Article data', async () => {
    const data = (await page('first-year', 'es'))!.jsonLd!
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Historia first-year',
      url: 'https://couriers.test/es/success-stories/first-year',
      image: ['https://couriers.test/images/u/abcdefabcdef0123-1280.webp'],
      inLanguage: 'es-US',
      author: { '@type': 'Organization', name: expect.any(String) },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
    })
    expect(new Date(data.datePublished as string).toISOString()).toBe(data.datePublished)
    expect(Date.parse(data.dateModified as string)).toBeGreaterThanOrEqual(
      Date.parse(data.datePublished as string),
    )
  })

  it('is in sitemap.xml with its hreflang pair', async () => {
    const xml = await sitemap()
    expect(xml).toContain('<loc>https://couriers.test/success-stories</loc>')
    expect(xml).toContain('<loc>https://couriers.test/es/blog</loc>')
    expect(xml).toContain('<loc>https://couriers.test/success-stories/first-year</loc>')
    expect(xml).toContain('<loc>https://couriers.test/es/success-stories/first-year</loc>')
    expect(xml).toContain('hreflang="es" href="https://couriers.test/es/success-stories/first-year"')
    expect(xml).toContain('hreflang="en" href="https://couriers.test/success-stories/first-year"')
  })

  it('is in the RSS feed of each language, escaped', async () => {
    expect(await feed('en')).toContain('<link>https://couriers.test/success-stories/first-year</link>')
    expect(await feed('es')).toContain('<title>Historia first-year</title>')
    const answer = (await run(feedRoute.loader, get('/es/success-stories/rss.xml'))) as Response
    expect(answer.headers.get('content-type')).toContain('application/rss+xml')
    expect(await answer.text()).toContain(`<link>${ORIGIN}/es/success-stories/first-year</link>`)
  })
})

describe('a draft and a future-dated story', () => {
  it('are on no index, sitemap, feed or public page', async () => {
    expect((await send(story('still-a-draft', { status: 'draft' }))).data.notice?.key).toBe(
      'adminArticles.story.added',
    )
    expect((await send(story('not-yet', { publishedAt: '2099-01-01T09:00' }))).data.notice?.key).toBe(
      'adminArticles.story.added',
    )
    const xml = await sitemap()
    for (const slug of ['still-a-draft', 'not-yet']) {
      for (const lang of ['en', 'es'] as const) {
        expect(await indexSlugs(lang)).not.toContain(slug)
        expect(await feed(lang)).not.toContain(slug)
        expect(await page(slug, lang)).toBeNull()
      }
      expect(xml).not.toContain(slug)
      const answer = (await run(pageRoute.loader, get(`/success-stories/${slug}`), { slug })) as {
        init?: { status?: number }
      }
      expect(answer.init?.status).toBe(404)
    }
  })

  it('shows a draft to staff only, through ?preview=draft, never kept by the page cache', async () => {
    const visitor = (await run(pageRoute.loader, get('/success-stories/still-a-draft?preview=draft'), {
      slug: 'still-a-draft',
    })) as { init?: { status?: number } }
    expect(visitor.init?.status).toBe(404)
    const staff = (await run(
      pageRoute.loader,
      get('/success-stories/still-a-draft?preview=draft', { Cookie: cookie }),
      {
        slug: 'still-a-draft',
      },
    )) as { data: { state: string; jsonLd: unknown }; init?: { headers?: Record<string, string> } }
    expect(staff.data.state).toBe('draft')
    expect(staff.data.jsonLd).toBeNull()
    expect(new Headers(staff.init?.headers).get('cache-control')).toBe('private, no-store')
    const request = {
      method: 'GET',
      host: 'couriers.test',
      pathname: '/success-stories/still-a-draft',
      search: '?preview=draft',
    }
    expect(pageCacheKey({ ...request, cookie: '' }, () => true)).toBeNull()
  })

  it('goes live at its date: the outbox job purges the page cache then, and not before', async () => {
    const [job] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, ARTICLE_LIVE_CHANNEL)))
    expect(job?.nextAttemptAt.toISOString()).toBe(new Date('2099-01-01T14:00:00Z').toISOString())
    const purges: string[] = []
    const worker = (now: Date) =>
      createOutboxWorker({
        db: t.db,
        env: testEnv(),
        logger: pino({ level: 'silent' }),
        transport: null,
        handlers: jobHandlers,
        now: () => now,
        purgePages: async (reason) => void purges.push(reason),
      })
    await worker(new Date('2098-12-31T00:00:00Z')).runOnce()
    expect(purges).toEqual([])
    const after = new Date('2099-01-01T14:00:01Z')
    await worker(after).runOnce()
    expect(purges).toHaveLength(1)
    expect(await indexSlugs('en', after)).toContain('not-yet')
    expect(await feed('es', after)).toContain('/es/success-stories/not-yet')
  })
})

describe('the form', () => {
  it('refuses what it must beside the field, in the staff’s language keys', async () => {
    const missing = await send({
      ...story('no-spanish'),
      bodyEs: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }),
    })
    expect(missing.init?.status).toBe(400)
    expect(missing.data.result?.error?.bodyEs).toEqual(['adminArticles.errors.bodyRequired'])
    const unsafe = await send({ ...story('unsafe'), bodyEn: doc('x', 'javascript:alert(1)') })
    expect(unsafe.data.result?.error?.bodyEn).toEqual(['adminArticles.errors.bodyInvalid'])
    const taken = await send(story('first-year'))
    expect(taken.data.result?.error?.slug).toEqual(['adminArticles.errors.slugTaken'])
    const badSlug = await send(story('Not A Slug'))
    expect(badSlug.data.result?.error?.slug).toEqual(['adminArticles.errors.slug'])
  })
})

describe('the seeded sample story', () => {
  it('is on the index but out of the sitemap, the feeds and structured data', async () => {
    expect(await indexSlugs('en')).toContain('sample-first-year')
    expect(await sitemap()).not.toContain('sample-first-year')
    expect(await feed('en')).not.toContain('sample-first-year')
    const sample = await page('sample-first-year', 'en')
    expect(sample?.entry.sample).toBe(true)
    expect(sample?.jsonLd).toBeNull()
  })
})
