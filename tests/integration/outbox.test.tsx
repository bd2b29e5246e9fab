import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outbox } from '#app/.server/db/schema'
import {
  enqueueEmails,
  enqueueJob,
  MailHeaderError,
  REFUSED_ADDRESS_ERROR,
  type OutgoingEmail,
} from '#app/.server/mail/outbox'
import { renderEmail } from '#app/.server/mail/render'
import { EmailLayout, EmailText, FieldTable } from '#app/.server/mail/components'
import { createSmtpTransport } from '#app/.server/mail/transport'
import { createOutboxWorker } from '#app/.server/mail/worker'
import { siteSettingDefaults } from '#app/domain/settings/site-settings'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox, queueRenderedEmails } from '../support/outbox'
import { testEnv } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
beforeAll(async () => {
  t = await createTestDatabase()
  sink = await startMailSink()
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})
beforeEach(async () => {
  sink.clear()
  await t.db.delete(outbox)
})

/**
 * A message queued as every e-mail is, by a template's name and data (ADR 041): a newsletter issue
 * here, the template whose subject is its data's.
 */
type Overrides = Partial<OutgoingEmail> & { subject?: string }
const email = (n: number, { subject = `Message ${n}`, ...overrides }: Overrides = {}): OutgoingEmail => ({
  to: `person${n}@example.com`,
  template: {
    name: 'newsletter.issue',
    data: {
      lang: 'en',
      subject,
      title: `Message ${n}`,
      bodyHtml: `<p>Hello ${n}</p>`,
      test: false,
      unsubscribeUrl: 'https://www.example.com/newsletter/unsubscribe',
      openPixelUrl: null,
    },
  },
  category: 'test.message',
  lang: 'en',
  ...overrides,
})

async function rows() {
  return t.db.select().from(outbox).orderBy(outbox.id)
}

describe('outbox', () => {
  it('sends queued e-mails once, keeps the rows as sent, with a stable Message-ID', async () => {
    await t.db.transaction(async (tx) => {
      await enqueueEmails(tx, [
        email(1),
        email(2, { replyTo: 'reply@example.com', headers: { 'X-Test': 'yes' } }),
      ])
    })
    const result = await deliverOutbox(t.db, { smtpUrl: sink.url })
    expect(result).toEqual({ sent: 2, retried: 0, failed: 0, skipped: 0 })
    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(['person1@example.com', 'person2@example.com'])
    const second = sink.messages.find((m) => m.to[0] === 'person2@example.com')!
    expect(second.headers['reply-to']).toContain('reply@example.com')
    expect(second.headers['x-test']).toBe('yes')
    const stored = await rows()
    expect(stored.map((r) => r.status)).toEqual(['sent', 'sent'])
    expect(stored.every((r) => r.sentAt && r.messageId?.startsWith('<outbox-'))).toBe(true)
    expect(sink.messages.map((m) => m.messageId).sort()).toEqual(stored.map((r) => r.messageId).sort())
    // A second pass finds nothing due.
    expect(await deliverOutbox(t.db, { smtpUrl: sink.url })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      skipped: 0,
    })
    expect(sink.messages).toHaveLength(2)
  })

  it('sends a row an older version queued rendered (before ADR 041) as it was stored', async () => {
    await queueRenderedEmails(t.db, [
      {
        to: 'stored@example.com',
        subject: 'Rendered before the upgrade',
        html: '<p>Stored <b>body</b></p>',
        text: 'Stored body',
        category: 'test.stored',
        lang: 'es',
      },
    ])
    expect(await deliverOutbox(t.db, { smtpUrl: sink.url })).toMatchObject({ sent: 1, failed: 0 })
    const [sent] = sink.messages
    expect(sent).toMatchObject({ subject: 'Rendered before the upgrade', to: ['stored@example.com'] })
    expect(sent!.html).toContain('<p>Stored <b>body</b></p>')
    expect(sent!.text.trim()).toBe('Stored body')
  })

  it('an address the rule refuses fails that message for good, never the request, and is stored on one line', async () => {
    const refused: Overrides[] = [
      { to: '"q"@example.test' },
      { to: 'a@[127.0.0.1]' },
      { to: '<a@example.test>' },
      { to: 'a@example.com, b@example.com' },
      { to: 'a@example.com\r\nBcc: victim@example.com' },
      { replyTo: 'x@example.com\nBcc: y@example.com' },
    ]
    for (const overrides of refused) await enqueueEmails(t.db, [email(2, overrides)])
    await enqueueEmails(t.db, [email(1)])
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const all = await rows()
    expect(all.filter((r) => r.status === 'failed')).toHaveLength(refused.length)
    for (const row of all) {
      expect(row.recipient).not.toMatch(/[\r\n]/)
      expect(JSON.stringify(row.payload)).not.toMatch(/\\[rn]Bcc/)
      if (row.status === 'failed') expect(row.lastError).toBe(REFUSED_ADDRESS_ERROR)
    }
    expect(sink.messages.map((m) => m.to[0])).toEqual([email(1).to])
  })

  it('the worker fails a queued row for good when its address is refused (a row resent from the Mail tab)', async () => {
    const [id] = await enqueueEmails(t.db, [email(1)])
    await t.db.update(outbox).set({ recipient: 'a@[127.0.0.1]' }).where(eq(outbox.id, id!))
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const [row] = await rows()
    expect(row).toMatchObject({ status: 'failed', lastError: REFUSED_ADDRESS_ERROR })
    expect(sink.messages).toHaveLength(0)
  })

  it('refuses header injection in a subject or header and writes nothing of the transaction', async () => {
    const attempts: Overrides[] = [
      { subject: 'Hi\r\nBcc: victim@example.com' },
      { headers: { 'X-Evil': 'a\r\nBcc: victim@example.com' } },
    ]
    for (const overrides of attempts) {
      await expect(
        t.db.transaction(async (tx) => {
          await enqueueEmails(tx, [email(1), email(2, overrides)])
        }),
      ).rejects.toBeInstanceOf(MailHeaderError)
    }
    expect(await rows()).toEqual([])
  })

  it('holds e-mail without SMTP_URL, then sends it once a transport exists', async () => {
    await enqueueEmails(t.db, [email(1)])
    await deliverOutbox(t.db)
    let [row] = await rows()
    expect(row!.status).toBe('held')
    expect(row!.lastError).toMatch(/SMTP_URL/)
    expect(sink.messages).toHaveLength(0)
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    ;[row] = await rows()
    expect(row!.status).toBe('sent')
    expect(sink.messages).toHaveLength(1)
  })

  it('retries a temporary failure with back-off and marks the last failed attempt failed', async () => {
    let clock = new Date('2026-03-01T12:00:00Z')
    const transport = createSmtpTransport(sink.url)
    const worker = createOutboxWorker({
      db: t.db,
      env: testEnv(),
      logger: pino({ level: 'silent' }),
      transport,
      retryBaseMs: 1_000,
      now: () => clock,
    })
    const [first] = await enqueueEmails(t.db, [email(1)])
    await t.db.update(outbox).set({ maxAttempts: 3, nextAttemptAt: clock }).where(eq(outbox.id, first!))
    sink.failNext(1)
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0, skipped: 0 })
    let [row] = await rows()
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row!.lastError).toMatch(/451|later/i)
    expect(row!.lastError).not.toContain('person1@example.com')
    const wait = row!.nextAttemptAt.getTime() - clock.getTime()
    expect(wait).toBeGreaterThanOrEqual(1_000)
    expect(wait).toBeLessThanOrEqual(1_200)
    // Not due yet: nothing happens.
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 })
    // Fails twice more: the third attempt is the last.
    sink.failNext(2)
    clock = new Date(clock.getTime() + 1_500)
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0, skipped: 0 })
    ;[row] = await rows()
    expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBeGreaterThanOrEqual(2_000)
    clock = new Date(clock.getTime() + 3_000)
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1, skipped: 0 })
    ;[row] = await rows()
    expect(row).toMatchObject({ status: 'failed', attempts: 3 })
    clock = new Date(clock.getTime() + 86_400_000)
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 })
    expect(sink.messages).toHaveLength(0)
    await worker.stop()
  })

  it('takes back a row whose worker died mid-send once its lease ends', async () => {
    const [id] = await enqueueEmails(t.db, [email(1)])
    await t.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, id!))
    expect((await deliverOutbox(t.db, { smtpUrl: sink.url })).sent).toBe(1)
    expect(sink.messages).toHaveLength(1)
    // Its first attempt may have gone out: the row says so (issue #17 item 5, ADR 023).
    expect((await rows())[0]).toMatchObject({ status: 'sent', uncertain: true })
  })

  it('a row sent at its first claim is not uncertain', async () => {
    await enqueueEmails(t.db, [email(1)])
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    expect((await rows())[0]).toMatchObject({ status: 'sent', uncertain: false })
  })

  it('delivers every message exactly once when the SMTP server was down and comes back', async () => {
    const port = sink.port
    await sink.stop()
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`)
    const worker = createOutboxWorker({
      db: t.db,
      env: testEnv(),
      logger: pino({ level: 'silent' }),
      transport,
      pollMs: 50,
      retryBaseMs: 100,
      retryCapMs: 400,
    })
    worker.start()
    for (let i = 0; i < 10; i++) {
      await t.db.transaction((tx) => enqueueEmails(tx, [email(i)]))
      worker.nudge()
    }
    // Every row fails at least once while the server is down.
    await expect
      .poll(async () => (await rows()).every((r) => r.attempts >= 1), { timeout: 10_000 })
      .toBe(true)
    expect((await rows()).every((r) => r.status !== 'sent')).toBe(true)
    sink = await startMailSink({ port })
    await sink.waitFor(10, 15_000)
    await expect
      .poll(async () => (await rows()).every((r) => r.status === 'sent'), { timeout: 10_000 })
      .toBe(true)
    await new Promise((r) => setTimeout(r, 300))
    await worker.stop()
    expect(sink.messages).toHaveLength(10)
    expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(10)
    expect(new Set(sink.messages.map((m) => m.to[0])).size).toBe(10)
  })

  it('two workers side by side send each message once', async () => {
    await enqueueEmails(
      t.db,
      Array.from({ length: 30 }, (_, i) => email(i)),
    )
    const [a, b] = await Promise.all([
      deliverOutbox(t.db, { smtpUrl: sink.url }),
      deliverOutbox(t.db, { smtpUrl: sink.url }),
    ])
    expect(a!.sent + b!.sent).toBe(30)
    expect(sink.messages).toHaveLength(30)
    expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(30)
  })

  it('runs job handlers, retries a throwing one, and skips a duplicate dedupe key', async () => {
    const seen: unknown[] = []
    let fail = true
    const handlers = {
      sync: async (payload: Record<string, unknown>) => {
        if (fail) {
          fail = false
          throw new Error('remote said 500 for ana@example.com')
        }
        seen.push(payload)
      },
    }
    await enqueueJob(t.db, { channel: 'sync', payload: { n: 1 }, dedupeKey: 'sync:1' })
    await enqueueJob(t.db, { channel: 'sync', payload: { n: 1 }, dedupeKey: 'sync:1' })
    expect(await rows()).toHaveLength(1)
    expect(await deliverOutbox(t.db, { handlers })).toMatchObject({ retried: 1 })
    const [row] = await rows()
    expect(row!.lastError).toBe('remote said 500 for <address>')
    await t.db.update(outbox).set({ nextAttemptAt: new Date(0) })
    expect(await deliverOutbox(t.db, { handlers })).toMatchObject({ sent: 1 })
    expect(seen).toEqual([{ n: 1 }])
  })
})

describe('e-mail layout', () => {
  it('renders branded, 600 px wide, with the postal address, escaping what people typed', async () => {
    for (const lang of ['en', 'es'] as const) {
      const { html, text } = await renderEmail(
        <EmailLayout lang={lang} settings={siteSettingDefaults} preview="Preview" heading="Heading">
          <EmailText>Body</EmailText>
          <FieldTable rows={[['Name', '<script>alert(1)</script> & "quotes"']]} />
        </EmailLayout>,
      )
      expect(html).toContain('600px')
      expect(html).toContain(siteSettingDefaults.businessName)
      expect(html).toContain(siteSettingDefaults.postalAddress)
      expect(html).not.toContain('<script>alert(1)')
      expect(html).toContain('&lt;script&gt;')
      expect(html).toContain(`lang="${lang}"`)
      expect(text).toContain('<script>alert(1)</script>')
      expect(text).toContain(lang === 'es' ? 'Todos los derechos reservados' : 'All rights reserved')
    }
  })
})

describe('permanent refusals', () => {
  it('marks a message refused with a 5xx reply failed at once, and a resend delivers it', async () => {
    sink.clear()
    await t.db.delete(outbox)
    await enqueueEmails(t.db, [email(1, { to: 'gone+reject-once@example.com' })])
    expect(await deliverOutbox(t.db, { smtpUrl: sink.url })).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
      skipped: 0,
    })
    const [row] = await rows()
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row!.lastError).toMatch(/550/)
    await t.db.update(outbox).set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(0) })
    expect((await deliverOutbox(t.db, { smtpUrl: sink.url })).sent).toBe(1)
    expect(sink.messages.map((m) => m.to[0])).toEqual(['gone+reject-once@example.com'])
  })
})
