import { spawn } from 'node:child_process'
import path from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { newsletterDeliveries, newsletters, outbox, subscribers } from '#app/.server/db/schema'
import { newsletterFormSchema } from '#app/domain/newsletter/newsletter-form'
import {
  deleteNewsletter,
  runNewsletterSend,
  saveNewsletter,
  sendNewsletterNow,
} from '#app/.server/services/newsletter/newsletters'
import { unsubscribeUrl } from '#app/.server/services/newsletter/newsletter'
import { openPixelUrl, verifyClick } from '#app/.server/newsletter/tracking'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox, renderedRow } from '../support/outbox'
import { testEnv } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

const ORIGIN = 'http://localhost:4999'
const env = testEnv()
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
  await deliverOutbox(t.db, { smtpUrl: sink.url })
  await t.db.delete(newsletters)
  await t.db.delete(subscribers)
  sink.clear()
})

async function addSubscribers(rows: Array<{ email: string; status: string; lang?: 'en' | 'es' }>) {
  return t.db
    .insert(subscribers)
    .values(
      rows.map((r) => ({
        email: r.email,
        status: r.status as 'active',
        lang: r.lang ?? 'en',
        source: 'test',
        subscribedAt: new Date(),
      })),
    )
    .returning()
}

async function draft(fields: Record<string, string> = {}) {
  const form = newsletterFormSchema.parse({
    title: 'November News',
    subject: 'Our November news',
    content: 'Hello!\nRead more at https://example.com',
    htmlContent:
      '<p>Hello <strong>friends</strong></p><p><a href="https://example.com/story">Read the story</a></p>',
    ...fields,
  })
  const saved = await saveNewsletter(t.db, form, {
    staffEmail: 'staff@example.com',
    zone: 'America/New_York',
    origin: ORIGIN,
  })
  if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`)
  return saved.newsletter
}

const sendNow = async (id: number) => {
  const result = await sendNewsletterNow(t.db, id, { origin: ORIGIN })
  await runNewsletterSend(t.db, { newsletterId: id, origin: ORIGIN }, { env })
  return result
}

describe('sending a newsletter', () => {
  it('reaches every active subscriber of its language once, each with their own unsubscribe link and the headers', async () => {
    const [a, b, c] = await addSubscribers([
      { email: 'a@example.com', status: 'active' },
      { email: 'b@example.com', status: 'active' },
      { email: 'c@example.com', status: 'active' },
      { email: 'pending@example.com', status: 'pending' },
      { email: 'gone@example.com', status: 'unsubscribed' },
      { email: 'bounced@example.com', status: 'bounced' },
      { email: 'es@example.com', status: 'active', lang: 'es' },
    ])
    const n = await draft()
    expect(n).toMatchObject({ status: 'draft', recipientCount: 3 })

    expect(await sendNow(n.id)).toEqual({ ok: true, recipients: 3 })
    const [stored] = await t.db.select().from(newsletters).where(eq(newsletters.id, n.id))
    expect(stored).toMatchObject({ status: 'sent', recipientCount: 3 })
    expect(stored!.sentAt).toBeInstanceOf(Date)

    expect(await deliverOutbox(t.db, { smtpUrl: sink.url })).toMatchObject({ sent: 3, failed: 0 })
    const byTo = new Map(sink.messages.map((m) => [m.to[0], m]))
    expect([...byTo.keys()].sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com'])
    for (const s of [a!, b!, c!]) {
      const mail = byTo.get(s.email)!
      const own = unsubscribeUrl(s, ORIGIN, env)
      expect(mail.subject).toBe('Our November news')
      expect(mail.headers['list-unsubscribe']).toBe(`<${own}>`)
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      expect(mail.html).toContain(own.replaceAll('&', '&amp;'))
      expect(mail.html).toContain('November News')
      expect(mail.html).toContain('<strong>friends</strong>')
      expect(mail.html).toContain('width:600px')
      // The open image is signed for this delivery (issue #17 item 6).
      expect(mail.html).toContain(openPixelUrl(ORIGIN, n.id, s.id, env.SESSION_SECRET))
      // The story link goes through the click counter, signed for this newsletter and target.
      const tracked = /href="([^"]*\/newsletter\/c\/[^"]*)"/.exec(mail.html)![1]!.replaceAll('&amp;', '&')
      const url = new URL(tracked)
      expect(
        verifyClick(env.SESSION_SECRET, n.id, url.searchParams.get('u')!, url.searchParams.get('s')!),
      ).toBe('https://example.com/story')
    }
    // Only the recipients got a different link each.
    expect(new Set(sink.messages.map((m) => m.headers['list-unsubscribe'])).size).toBe(3)

    // Sending again is refused: Send Now is for drafts.
    expect(await sendNewsletterNow(t.db, n.id, { origin: ORIGIN })).toEqual({
      ok: false,
      reason: 'not-draft',
    })
  })

  it('skips a subscriber who unsubscribes before their message goes out, and a second send skips them too', async () => {
    const [a, b] = await addSubscribers([
      { email: 'stay@example.com', status: 'active' },
      { email: 'leave@example.com', status: 'active' },
    ])
    const first = await draft()
    await sendNow(first.id)
    await t.db.update(subscribers).set({ status: 'unsubscribed' }).where(eq(subscribers.id, b!.id))
    expect(await deliverOutbox(t.db, { smtpUrl: sink.url })).toMatchObject({ sent: 1, skipped: 1 })
    expect(sink.messages.map((m) => m.to[0])).toEqual(['stay@example.com'])
    const skipped = await t.db.select().from(outbox).where(eq(outbox.recipient, 'leave@example.com'))
    expect(skipped[0]).toMatchObject({ status: 'skipped' })

    sink.clear()
    const second = await draft({ title: 'December' })
    expect(second.recipientCount).toBe(1)
    expect(await sendNow(second.id)).toEqual({ ok: true, recipients: 1 })
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    expect(sink.messages.map((m) => m.to[0])).toEqual(['stay@example.com'])
    expect(a!.id).toBeTruthy()
  })

  /** One English and one Spanish subscriber, and a draft in both languages with `fields`. */
  async function bilingual(fields: Record<string, string>) {
    const readers = await addSubscribers([
      { email: 'en@example.com', status: 'active', lang: 'en' },
      { email: 'es@example.com', status: 'active', lang: 'es' },
    ])
    return { readers, n: await draft({ lang: 'both', htmlContent: '', ...fields }) }
  }

  it('sends each language its version when the newsletter is in both', async () => {
    const { n } = await bilingual({
      titleEs: 'Novedades de noviembre',
      subjectEs: 'Noticias de noviembre',
      contentEs: 'Hola\namigos',
    })
    await sendNow(n.id)
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const es = sink.messages.find((m) => m.to[0] === 'es@example.com')!
    const en = sink.messages.find((m) => m.to[0] === 'en@example.com')!
    const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
    expect(es.subject).toBe('Noticias de noviembre')
    // The Spanish issue is headed by its own title (issue #30 item 6), not the English one.
    expect(heading(es.html)).toBe('Novedades de noviembre')
    expect(es.html).not.toContain('November News')
    expect(es.html).toContain('Hola<br />amigos')
    expect(es.html).toContain('Darse de baja')
    expect(en.subject).toBe('Our November news')
    expect(heading(en.html)).toBe('November News')
    expect(en.html).not.toContain('Novedades de noviembre')
    expect(en.html).toMatch(/Hello!<br \/>Read more at <a href="[^"]*">https:\/\/example.com<\/a>/)
  })

  it('counts the clicks on addresses typed in the text: they go out as signed links, in both languages (issue #30 item 6)', async () => {
    const {
      readers: [en, es],
      n,
    } = await bilingual({
      content: 'Our new depot: https://example.com/depot?city=Austin&x=1.',
      titleEs: 'Novedades',
      subjectEs: 'Noticias',
      contentEs: 'Nuestro nuevo depósito: https://example.com/es/depot.',
    })
    await sendNow(n.id)
    const stored = await t.db
      .select({ recipient: outbox.recipient, payload: outbox.payload, subject: outbox.subject })
      .from(newsletterDeliveries)
      .innerJoin(outbox, eq(outbox.id, newsletterDeliveries.outboxId))
      .where(eq(newsletterDeliveries.newsletterId, n.id))
    expect(stored.map((row) => row.recipient).sort()).toEqual([en!.email, es!.email])
    const rendered = await Promise.all(stored.map((row) => renderedRow(t.db, row)))
    const targets = stored.map((row, i) => {
      const { html } = rendered[i]!
      const hrefs = [...html.matchAll(/href="([^"]*\/newsletter\/c\/[^"]*)"/g)].map(
        (m) => new URL(m[1]!.replaceAll('&amp;', '&')),
      )
      expect(hrefs).toHaveLength(1)
      const url = hrefs[0]!
      return [
        row.recipient,
        verifyClick(env.SESSION_SECRET, n.id, url.searchParams.get('u')!, url.searchParams.get('s')!),
      ]
    })
    expect(Object.fromEntries(targets)).toEqual({
      'en@example.com': 'https://example.com/depot?city=Austin&x=1',
      'es@example.com': 'https://example.com/es/depot',
    })
  })

  it('marks a subscriber bounced when the SMTP server refuses their address for good', async () => {
    const [s] = await addSubscribers([{ email: 'nobody+reject-once@example.com', status: 'active' }])
    const n = await draft()
    await sendNow(n.id)
    expect(await deliverOutbox(t.db, { smtpUrl: sink.url })).toMatchObject({ failed: 1 })
    const [row] = await t.db.select().from(subscribers).where(eq(subscribers.id, s!.id))
    expect(row!.status).toBe('bounced')
  })

  it('a crash in the middle of 500 recipients, then a restart: everyone gets it exactly once', async () => {
    await addSubscribers(
      Array.from({ length: 500 }, (_, i) => ({ email: `r${i}@example.com`, status: 'active' })),
    )
    const n = await draft()
    await sendNewsletterNow(t.db, n.id, { origin: ORIGIN })
    let batches = 0
    const crash = async () => {
      if (++batches === 3) throw new Error('worker killed')
    }
    await expect(
      runNewsletterSend(
        t.db,
        { newsletterId: n.id, origin: ORIGIN },
        { env, batchSize: 100, afterBatch: crash },
      ),
    ).rejects.toThrow('worker killed')
    // Two batches were committed; the third died with its transaction.
    const afterCrash = await t.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.newsletterId, n.id))
    expect(afterCrash).toHaveLength(200)
    expect((await t.db.select().from(newsletters).where(eq(newsletters.id, n.id)))[0]!.status).toBe('sending')

    // Restarted: two workers pick the job up at once.
    await Promise.all([
      runNewsletterSend(t.db, { newsletterId: n.id, origin: ORIGIN }, { env, batchSize: 100 }),
      runNewsletterSend(t.db, { newsletterId: n.id, origin: ORIGIN }, { env, batchSize: 100 }),
    ])
    const [done] = await t.db.select().from(newsletters).where(eq(newsletters.id, n.id))
    expect(done).toMatchObject({ status: 'sent', recipientCount: 500 })
    const mail = await t.db
      .select({ to: outbox.recipient })
      .from(outbox)
      .where(and(eq(outbox.category, 'newsletter.issue'), inArray(outbox.status, ['pending'])))
    expect(mail).toHaveLength(500)
    expect(new Set(mail.map((m) => m.to)).size).toBe(500)

    expect(await deliverOutbox(t.db, { smtpUrl: sink.url })).toMatchObject({ sent: 500, failed: 0 })
    expect(sink.messages).toHaveLength(500)
    expect(new Set(sink.messages.map((m) => m.to[0])).size).toBe(500)
  }, 60_000)

  // On PostgreSQL (CI), a real worker process is killed with SIGKILL while it queues the messages.
  // (Killing the worker while it sends them: tests/integration/outbox-kill.test.ts, ADR 023.)
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a worker process killed (SIGKILL) while queuing, then restarted: every active subscriber queued and sent once',
    async () => {
      await addSubscribers(
        Array.from({ length: 500 }, (_, i) => ({ email: `k${i}@example.com`, status: 'active' })),
      )
      const n = await draft()
      await sendNewsletterNow(t.db, n.id, { origin: ORIGIN })
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.resolve(import.meta.dirname, '../support/newsletter-send-child.ts'),
          t.url!,
          String(n.id),
          ORIGIN,
          env.SESSION_SECRET,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      )
      let output = ''
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          // Kill it while its fourth batch is being written.
          if ((output.match(/writing/g) ?? []).length >= 3) {
            child.kill('SIGKILL')
            resolve()
          }
        })
        child.on('exit', () => resolve())
        child.on('error', reject)
      })
      await new Promise((resolve) => child.once('exit', resolve).once('close', resolve))
      expect(output).not.toContain('done')
      const midway = await t.db
        .select()
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.newsletterId, n.id))
      expect(midway.length).toBeGreaterThan(0)
      expect(midway.length).toBeLessThan(500)
      expect(midway.length % 50).toBe(0)

      // Restarted.
      expect(await runNewsletterSend(t.db, { newsletterId: n.id, origin: ORIGIN }, { env })).toBe('sent')
      const mail = await t.db
        .select({ to: outbox.recipient })
        .from(outbox)
        .where(and(eq(outbox.category, 'newsletter.issue'), inArray(outbox.status, ['pending'])))
      expect(mail).toHaveLength(500)
      expect(new Set(mail.map((m) => m.to)).size).toBe(500)
      expect(await deliverOutbox(t.db, { smtpUrl: sink.url })).toMatchObject({ sent: 500, failed: 0 })
      expect(new Set(sink.messages.map((m) => m.to[0])).size).toBe(500)
      expect(sink.messages).toHaveLength(500)
    },
    90_000,
  )

  it('stores hostile HTML without anything that runs, and sends it that way', async () => {
    await addSubscribers([{ email: 'x@example.com', status: 'active' }])
    const n = await draft({
      htmlContent:
        '<p onclick="alert(1)">Hi</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>' +
        '<img src=x onerror="alert(4)"><div style="width: expression(alert(5))">y</div><style>p{}</style>',
    })
    expect(n.htmlContent).toBe(
      '<p>Hi</p><a rel="noopener noreferrer" target="_blank">x</a><img src="x" /><div>y</div>',
    )
    await sendNow(n.id)
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const html = sink.messages[0]!.html
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|expression\(|<style>p/i)
  })

  it('a scheduled newsletter waits for its time; delete asks nothing of a sending one', async () => {
    await addSubscribers([{ email: 'later@example.com', status: 'active' }])
    const now = new Date()
    const inAMinute = new Date(now.getTime() + 60_000)
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(inAMinute.getTime() + 60_000))
      .replace(' ', 'T')
    const n = await draft({ status: 'scheduled', scheduledAt: local })
    expect(n.status).toBe('scheduled')
    const job = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `newsletter:${n.id}:${n.scheduledAt!.toISOString()}`))
    expect(job).toHaveLength(1)
    expect(job[0]!.nextAttemptAt.getTime()).toBe(n.scheduledAt!.getTime())
    // Before its time nothing happens; at its time it goes out.
    expect(await runNewsletterSend(t.db, { newsletterId: n.id, origin: ORIGIN }, { env })).toBe('not-due')
    const later = () => new Date(n.scheduledAt!.getTime() + 1000)
    expect(await runNewsletterSend(t.db, { newsletterId: n.id, origin: ORIGIN }, { env, now: later })).toBe(
      'sent',
    )
    expect(await deleteNewsletter(t.db, n.id)).toBe(true)
  })
})
