/**
 * The end-to-end server's test-only trigger of scheduled work (issue #41): POST /__e2e/outbox runs
 * the outbox's jobs of the named channels due by a given instant, as if it were that instant, so the
 * browser tests of a scheduled newsletter or content change need not wait for it. Without
 * ENABLE_TEST_ROUTES=1 (every server but scripts/e2e-server.js) it is a plain 404 that touches
 * nothing.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '#app/.server/db/schema'
import { jobHandlers } from '#app/.server/jobs/handlers'
import { createOutboxWorker } from '#app/.server/mail/worker'
import { getContentSection } from '#app/.server/services/content/content'
import { CONTENT_PUBLISH_CHANNEL, saveSectionDrafts } from '#app/.server/services/content/content-drafts'
import { defaultContent } from '#app/domain/content/defaults'
import type { RichTextDocument } from '#app/domain/rich-text/document'
import { richTextPlain } from '#app/domain/rich-text/render'
import { pages } from '#app/pages'
import * as route from '#app/routes/system/test-outbox'
import { createStaff, post, testContext, testEnv } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

type Faq = { title: string; items: { question: string; answer: RichTextDocument }[] }
const faqEn = defaultContent.en.opportunity.faq as Faq
const firstAnswer = async () =>
  richTextPlain(
    (await getContentSection(t.db, 'opportunity', 'faq', 'en')).items[0]!.answer as RichTextDocument,
  )

let t: TestDatabase
let editor: { id: number; email: string }
beforeAll(async () => {
  t = await createTestDatabase()
  editor = { id: (await createStaff(t.db, 'owner@example.com')).id, email: 'owner@example.com' }
})
afterAll(async () => {
  await t?.drop()
})
const before = process.env.ENABLE_TEST_ROUTES
afterEach(() => {
  if (before === undefined) delete process.env.ENABLE_TEST_ROUTES
  else process.env.ENABLE_TEST_ROUTES = before
})

/** Schedules the FAQ's first English answer for `at`. */
async function schedule(answer: string, at: Date) {
  await saveSectionDrafts(t.db, {
    page: 'opportunity',
    section: 'faq',
    drafts: { en: { ...faqEn, items: [{ ...faqEn.items[0]!, answer }, ...faqEn.items.slice(1)] } },
    editor,
    publishAt: at,
  })
}

async function statusOf(answer: Promise<unknown>) {
  const settled = await answer.catch((thrown: unknown) => thrown)
  return settled instanceof Response ? settled.status : 200
}

describe('POST /__e2e/outbox', () => {
  it('is a test-only page (never in the sitemap, the audits or the origin rule’s list)', () => {
    expect(pages.find((p) => p.path === '__e2e/outbox')).toMatchObject({ audience: 'test' })
  })

  it('without ENABLE_TEST_ROUTES=1 answers 404 to GET and POST and runs nothing', async () => {
    delete process.env.ENABLE_TEST_ROUTES
    let asked = 0
    const context = testContext(t.db, {
      outbox: {
        nudge() {},
        runDueAt: async () => {
          asked++
          return { sent: 0, retried: 0, failed: 0 }
        },
      },
    })
    const at = new Date(Date.now() + 3_600_000).toISOString()
    expect(await statusOf(Promise.resolve().then(() => route.loader()))).toBe(404)
    expect(
      await statusOf(
        route.action({
          request: post('/__e2e/outbox', { at, channel: CONTENT_PUBLISH_CHANNEL }),
          context,
          params: {},
        } as never),
      ),
    ).toBe(404)
    expect(asked).toBe(0)
  })

  it('with it, runs the named channel’s jobs due by `at` as if it were then, and nothing due later', async () => {
    process.env.ENABLE_TEST_ROUTES = '1'
    const purges: string[] = []
    const worker = createOutboxWorker({
      db: t.db,
      env: testEnv(),
      logger: pino({ level: 'silent' }),
      transport: null,
      handlers: jobHandlers,
      purgePages: async (reason) => void purges.push(reason),
    })
    const context = testContext(t.db, { outbox: worker })
    const call = (fields: Record<string, string>) =>
      route.action({ request: post('/__e2e/outbox', fields), context, params: {} } as never)
    const inAnHour = new Date(Date.now() + 3_600_000)
    await schedule('Published by the trigger', inAnHour)
    const live = await firstAnswer()

    // A bad request runs nothing.
    expect((await call({ at: 'soon', channel: CONTENT_PUBLISH_CHANNEL })).status).toBe(400)
    expect((await call({ at: inAnHour.toISOString(), channel: 'email' })).status).toBe(400)
    // Another channel, or a time before the job's: nothing published.
    expect(await (await call({ at: inAnHour.toISOString(), channel: 'newsletter' })).json()).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      skipped: 0,
    })
    await call({ at: new Date(inAnHour.getTime() - 1_000).toISOString(), channel: CONTENT_PUBLISH_CHANNEL })
    expect(await firstAnswer()).toBe(live)

    const answer = await call({ at: inAnHour.toISOString(), channel: CONTENT_PUBLISH_CHANNEL })
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(await answer.json()).toMatchObject({ sent: 1, failed: 0 })
    expect(await firstAnswer()).toBe('Published by the trigger')
    expect(purges).toEqual(['scheduled content published'])
    const [job] = await t.db.select().from(outbox).where(eq(outbox.channel, CONTENT_PUBLISH_CHANNEL))
    expect(job).toMatchObject({ status: 'sent' })
    // As if it were then: the job's time is the instant asked for, not the real one.
    expect(job!.sentAt!.getTime()).toBeGreaterThanOrEqual(inAnHour.getTime())
    await worker.stop()
  })

  it('GET is not how it is asked, even when enabled', async () => {
    process.env.ENABLE_TEST_ROUTES = '1'
    expect((route.loader() as Response).status).toBe(405)
  })
})
