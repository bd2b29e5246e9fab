import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterDeliveries, outbox, subscribers } from '#app/.server/db/schema'
import { jobHandlers } from '#app/.server/jobs/handlers'
import { createSmtpTransport } from '#app/.server/mail/transport'
import { createOutboxWorker } from '#app/.server/mail/worker'
import { openPixelUrl } from '#app/.server/newsletter/tracking'
import { unsubscribeUrl } from '#app/.server/services/newsletter/newsletter'
import { saveNewsletter, sendNewsletterNow } from '#app/.server/services/newsletter/newsletters'
import { newsletterFormSchema } from '#app/domain/newsletter/newsletter-form'
import { startMailSink } from '../support/mail-sink.js'
import { testEnv } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * Issue #22 item 6: a newsletter in both languages to 200 subscribers, sent as the server sends
 * it: Send Now, a nudge, and the real outbox worker (its timers, the newsletter job, the pooled
 * SMTP transport) delivering to a real SMTP server. Every subscriber gets exactly one message, in
 * their language, with their own unsubscribe link and open image. (The time it takes is measured
 * by `npm run bench`, never asserted here.)
 */
const RECIPIENTS = 200
const ORIGIN = 'http://localhost'
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

describe('a newsletter to 200 subscribers through the running worker', () => {
  it('reaches each subscriber exactly once, with their own unsubscribe link and open image', async () => {
    const people = await t.db
      .insert(subscribers)
      .values(
        Array.from({ length: RECIPIENTS }, (_, i) => ({
          email: `reader${i}@example.com`,
          status: 'active' as const,
          lang: i % 4 === 0 ? ('es' as const) : ('en' as const),
          source: 'test',
          subscribedAt: new Date(),
        })),
      )
      .returning()
    const form = newsletterFormSchema.parse({
      title: 'Spring news',
      lang: 'both',
      subject: 'Our spring news',
      content: 'Hello!',
      htmlContent: '<p>Hello <a href="https://example.com/story">the story</a></p>',
      titleEs: 'Noticias de primavera',
      subjectEs: 'Nuestras noticias de primavera',
      contentEs: '¡Hola!',
      htmlContentEs: '<p>Hola <a href="https://example.com/historia">la historia</a></p>',
    })
    const saved = await saveNewsletter(t.db, form, {
      staffEmail: 'staff@example.com',
      zone: 'America/New_York',
      origin: ORIGIN,
    })
    if (!saved.ok) throw new Error('not saved')
    const id = saved.newsletter.id

    const worker = createOutboxWorker({
      db: t.db,
      env,
      logger: pino({ level: 'silent' }),
      transport: createSmtpTransport(sink.url),
      handlers: jobHandlers,
    })
    worker.start()
    try {
      expect(await sendNewsletterNow(t.db, id, { origin: ORIGIN })).toEqual({
        ok: true,
        recipients: RECIPIENTS,
      })
      worker.nudge()
      await sink.waitFor(RECIPIENTS, 120_000)
    } finally {
      await worker.stop()
    }

    const byTo = new Map<string, typeof sink.messages>()
    for (const m of sink.messages) byTo.set(m.to[0]!, [...(byTo.get(m.to[0]!) ?? []), m])
    expect(byTo.size).toBe(RECIPIENTS)
    for (const person of people) {
      const mine = byTo.get(person.email) ?? []
      expect(mine, person.email).toHaveLength(1)
      const mail = mine[0]!
      const own = unsubscribeUrl(person, ORIGIN, env)
      expect(mail.headers['list-unsubscribe']).toBe(`<${own}>`)
      expect(mail.html).toContain(own.replaceAll('&', '&amp;'))
      expect(mail.text).toContain(own)
      expect(mail.html).toContain(
        openPixelUrl(ORIGIN, id, person.id, env.SESSION_SECRET).replaceAll('&', '&amp;'),
      )
      expect(mail.subject).toBe(person.lang === 'es' ? 'Nuestras noticias de primavera' : 'Our spring news')
    }
    // No one else's link in anyone's message: the links are as many as the messages.
    expect(new Set(sink.messages.map((m) => m.headers['list-unsubscribe'])).size).toBe(RECIPIENTS)
    const rows = await t.db.select({ status: outbox.status }).from(outbox)
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(RECIPIENTS + 1) // + the send job
    expect(await t.db.select().from(newsletterDeliveries)).toHaveLength(RECIPIENTS)
  }, 180_000)
})
