import { chain } from '../support/route-chain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '#app/.server/db/schema'
import { enqueueEmails } from '#app/.server/mail/outbox'
import * as mailRouteModule from '#app/routes/admin/mail'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox, queueRenderedEmails } from '../support/outbox'
import { createStaff, get, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const mailRoute = chain(mailRouteModule)

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  sink = await startMailSink()
  await createStaff(t.db, 'mail-staff@example.com')
  cookie = await signIn(t.db, 'mail-staff@example.com')
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})

type LoaderData = Awaited<ReturnType<typeof mailRoute.loader>>['data']

async function load(query = '') {
  const answer = (await mailRoute.loader({
    request: get(`/admin/mail${query}`, { Cookie: cookie }),
    context: testContext(t.db),
    params: {},
  } as never)) as { data: LoaderData }
  return answer.data
}

describe('admin Mail tab', () => {
  it('shows which messages were in flight when a worker died and were sent again (issue #17 item 5)', async () => {
    const [id] = await queueRenderedEmails(t.db, [
      {
        to: 'maybe@example.com',
        subject: 'Maybe twice',
        html: '<p>x</p>',
        text: 'x',
        category: 'test.kill',
        lang: 'en',
      },
    ])
    // Claimed by a worker that died: its lease ran out while it was still 'sending'.
    await t.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, id!))
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const row = (await load()).rows.find((r) => r.id === id)
    expect(row).toMatchObject({ status: 'sent', uncertain: true })
    expect((await load(`?id=${id}`)).selected).toMatchObject({ uncertain: true })
    await t.db.delete(outbox)
  })

  it('shows the text of a message queued as a template and not sent yet (ADR 033)', async () => {
    const [id] = await enqueueEmails(t.db, [
      {
        to: 'held@example.com',
        template: {
          name: 'form.confirmation',
          data: {
            kind: 'lead',
            lang: 'en',
            guideUrl: null,
            payload: { email: 'held@example.com', firstName: 'Hal' },
          },
        },
        category: 'lead.confirmation',
        lang: 'en',
      },
    ])
    const detail = await load(`?id=${id}`)
    expect(detail.selected).toMatchObject({ subject: 'We received your message', status: 'pending' })
    expect(detail.selected!.text).toContain('held@example.com')
    expect(detail.selected!.text).toContain('Hal')
    await t.db.delete(outbox)
  })

  // Rows rendered when they were queued, as a version before ADR 041 stored them: still listed, shown and sent.
  it('lists the outbox by status, shows a message, and resends a failed one', async () => {
    const [okId, failedId] = await queueRenderedEmails(t.db, [
      {
        to: 'ok@example.com',
        subject: 'Fine',
        html: '<p>Fine</p>',
        text: 'Fine',
        category: 'test.ok',
        lang: 'en',
      },
      {
        to: 'bounce@example.com',
        subject: 'Bounced',
        html: '<p>Bounced</p>',
        text: 'Bounced body',
        category: 'test.bounce',
        lang: 'es',
      },
    ])
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    await t.db
      .update(outbox)
      .set({ status: 'failed', lastError: '550 mailbox unavailable', attempts: 10 })
      .where(eq(outbox.id, failedId!))

    const all = await load()
    expect(all.rows.map((r) => r.id)).toEqual([failedId, okId])
    expect(all.counts).toMatchObject({ sent: 1, failed: 1 })
    const failedOnly = await load('?status=failed')
    expect(failedOnly.rows).toHaveLength(1)
    expect(failedOnly.rows[0]).toMatchObject({
      recipient: 'bounce@example.com',
      lastError: '550 mailbox unavailable',
    })
    expect(JSON.stringify(failedOnly.rows)).not.toContain('Bounced body')

    const detail = await load(`?id=${failedId}`)
    expect(detail.selected).toMatchObject({ subject: 'Bounced', text: 'Bounced body' })

    const answer = (await mailRoute.action({
      request: post('/admin/mail', { intent: 'resend', id: String(failedId) }, { Cookie: cookie }),
      context: testContext(t.db),
      params: {},
    } as never)) as { init: { status: number } }
    expect(answer.init.status).toBe(200)
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, failedId!))
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null })
    sink.clear()
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    expect(sink.messages.map((m) => m.subject)).toEqual(['Bounced'])
  })

  it('refuses a resend without a session or from another origin', async () => {
    const noSession = await settle(() =>
      mailRoute.action({
        request: post('/admin/mail', { intent: 'resend', id: '1' }),
        context: testContext(t.db),
        params: {},
      } as never),
    )
    expect((noSession as Response).status).toBe(302)
    const crossSite = await settle(() =>
      mailRoute.action({
        request: post(
          '/admin/mail',
          { intent: 'resend', id: '1' },
          { Cookie: cookie, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        ),
        context: testContext(t.db),
        params: {},
      } as never),
    )
    expect((crossSite as Response).status).toBeGreaterThanOrEqual(400)
  })
})
