import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outbox, people, submissions } from '#app/.server/db/schema'
import type { Db } from '#app/.server/db/client'
import { submitForm } from '#app/.server/services/forms/forms'
import { insertSubmissionWithOutbox } from '#app/.server/repos/submissions'
import { formKinds, HONEYPOT_FIELD, type FormKind } from '#app/domain/forms/options'
import { formSchemas } from '#app/domain/forms/schemas'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { isValidPlaybookGuideKey } from '#app/.server/security/playbook-guide'
import { TEST_SESSION_SECRET, testContext, testEnv } from './context'
import { formRoutes, STAFF, statusOf, submit, validFields } from './forms-helpers'
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
  await t.db.delete(submissions)
})

let ipCounter = 0
/** A fresh client IP per call, so the rate limit only bites where a test wants it to. */
const ctx = (options: { clientIp?: string } = {}) =>
  testContext(t, {
    env: { STAFF_EMAIL: STAFF },
    clientIp: options.clientIp ?? `203.0.113.${++ipCounter % 250}`,
  })

const confirmationSubjects: Record<FormKind, { en: string; es: string }> = {
  lead: { en: 'We received your message', es: 'Hemos recibido su mensaje' },
  playbook: {
    en: 'Your free courier operator playbook',
    es: 'Su manual gratuito del operador de mensajería',
  },
  'business-registration': {
    en: 'We received your business registration',
    es: 'Hemos recibido el registro de su empresa',
  },
  'service-contact': { en: 'We received your message', es: 'Hemos recibido su mensaje' },
  'operator-application': {
    en: 'We received your operator application',
    es: 'Hemos recibido su solicitud de operador',
  },
}

const staffSubjects: Record<FormKind, string> = {
  lead: 'New lead: Ana Díaz',
  playbook: 'New playbook request: Ben Cole',
  'business-registration': 'New business registration: Acme Legal LLC',
  'service-contact': 'New contact message: Dan Evans',
  'operator-application': 'New operator application: Eva Fox',
}

describe.each(formKinds.flatMap((kind) => (['en', 'es'] as const).map((lang) => [kind, lang] as const)))(
  '%s form (%s)',
  (kind, lang) => {
    it('stores the row, then the staff notification and the confirmation in the page language arrive', async () => {
      const email = `${kind}-${lang}@example.com`
      const result = await submit(kind, ctx(), validFields(kind, email), lang)
      expect(statusOf(result)).toBe(200)
      expect(result.data.outcome).toBe('success')

      const [row] = await t.db.select().from(submissions)
      expect(row).toMatchObject({ kind, lang, email, status: 'new' })
      expect(row!.sourcePath).toBe(lang === 'es' ? `/es${formRoutes[kind].path}` : formRoutes[kind].path)
      expect(row!.payload).not.toHaveProperty('confirmEmail')
      expect(row!.payload).not.toHaveProperty(HONEYPOT_FIELD)
      expect(row!.payload.email).toBe(email)

      // An application is also sent the Earnings Claim Statement of that moment (issue #35).
      const statement = kind === 'operator-application'
      expect(await deliverOutbox(t.db, { smtpUrl: sink.url })).toMatchObject({
        sent: statement ? 3 : 2,
        failed: 0,
      })
      const staff = sink.messages.find((m) => m.to.includes(STAFF))!
      expect(staff.subject).toBe(staffSubjects[kind])
      expect(staff.headers['reply-to']).toContain(email)
      // Every submitted field is in the notification.
      for (const value of Object.values(row!.payload)) {
        if (typeof value === 'string' && !/^[a-z0-9-+]+$/.test(value)) expect(staff.text).toContain(value)
      }
      const statementSubject =
        lang === 'es' ? 'Declaración sobre afirmaciones de ingresos' : 'Earnings Claim Statement'
      const toSubmitter = sink.messages.filter((m) => m.to.includes(email))
      const others = toSubmitter.filter((m) => m.subject === statementSubject)
      expect(others).toHaveLength(statement ? 1 : 0)
      const confirmation = toSubmitter.find((m) => m.subject !== statementSubject)
      expect(confirmation!.subject).toBe(confirmationSubjects[kind][lang])
      expect(confirmation!.html).toContain(`lang="${lang}"`)
      // No code the site stores by itself reaches an e-mail (issue #45 item 6).
      for (const message of [staff, confirmation!])
        expect(message.text).not.toMatch(/playbook-page|operator-playbook/)
      if (kind === 'playbook')
        expect(confirmation!.text).toContain(
          lang === 'es' ? 'El manual del operador' : 'The Operator Playbook',
        )
    })
  },
)

describe('form details', () => {
  it('the request queues its two e-mails as templates with their data; the worker renders them (ADR 033)', async () => {
    const result = await submit('lead', ctx(), validFields('lead', 'queued@example.com'), 'es')
    expect(statusOf(result)).toBe(200)
    const rows = await t.db.select().from(outbox).where(eq(outbox.channel, 'email'))
    expect(rows.map((r) => (r.payload as { template: { name: string } }).template.name).sort()).toEqual([
      'form.confirmation',
      'form.staff',
    ])
    for (const row of rows) expect(row.payload).not.toHaveProperty('html')
    expect(await deliverOutbox(t.db, { smtpUrl: sink.url })).toMatchObject({ sent: 2 })
    const confirmation = sink.messages.find((m) => m.to.includes('queued@example.com'))!
    expect(confirmation.html).toContain('lang="es"')
    expect(confirmation.text).toContain('queued@example.com')
  })

  it('the submission and its e-mails are one statement: an outbox row that cannot be written leaves no submission', async () => {
    const submission = {
      kind: 'lead',
      lang: 'en',
      sourcePath: '/contact',
      payload: {},
      email: 'x@example.com',
    } as const
    const broken = { channel: null as never, category: 'lead.staff', payload: {} }
    await expect(insertSubmissionWithOutbox(t.db, submission, [broken])).rejects.toThrow()
    expect(await t.db.select().from(submissions)).toHaveLength(0)
    const id = await insertSubmissionWithOutbox(t.db, submission, [{ ...broken, channel: 'email' }])
    const [row] = await t.db.select().from(submissions)
    expect(row).toMatchObject({ id, email: 'x@example.com' })
    expect(await t.db.select().from(outbox)).toHaveLength(1)
  })

  it('a queued template this version cannot render is retried, never sent half-made', async () => {
    await submit('lead', ctx(), validFields('lead', 'broken@example.com'))
    const [row] = await t.db.select().from(outbox).where(eq(outbox.category, 'lead.confirmation'))
    await t.db
      .update(outbox)
      .set({ payload: { template: { name: 'form.confirmation', data: { kind: 'nope' } } } })
      .where(eq(outbox.id, row!.id))
    expect(await deliverOutbox(t.db, { smtpUrl: sink.url })).toMatchObject({ sent: 1, retried: 1 })
    expect(sink.messages.some((m) => m.to.includes('broken@example.com'))).toBe(false)
    const [after] = await t.db.select().from(outbox).where(eq(outbox.id, row!.id))
    expect(after!.lastError).toContain('invalid data for the e-mail template form.confirmation')
  })

  it('lead: confirmEmail is checked but never stored; a mismatch is refused beside the field', async () => {
    const fields: Record<string, string> = {
      ...validFields('lead', 'ana@example.com'),
      confirmEmail: 'other@example.com',
    }
    const result = await submit('lead', ctx(), fields)
    expect(statusOf(result)).toBe(400)
    expect(result.data.result.error?.confirmEmail).toEqual(['forms.errors.emailMismatch'])
    // What the visitor typed comes back to the form.
    expect(result.data.result.initialValue).toMatchObject({ firstName: 'Ana', message: fields.message })
    expect((await t.db.select({ n: count() }).from(submissions))[0]!.n).toBe(0)
  })

  it('lead: the optional fields default (no vehicle, experience none)', async () => {
    const {
      message: _m,
      hasVehicle: _h,
      experience: _e,
      referralCode: _r,
      ...required
    } = validFields('lead', 'min@example.com')
    expect(statusOf(await submit('lead', ctx(), required))).toBe(200)
    const [row] = await t.db.select().from(submissions)
    expect(row!.payload).toMatchObject({ hasVehicle: false, experience: 'none' })
  })

  it("playbook: source and lead magnet are stored; the confirmation and the success carry the guide's signed link (issue #20 item 7)", async () => {
    const result = await submit('playbook', ctx(), validFields('playbook', 'pb@example.com'), 'es')
    expect(statusOf(result)).toBe(200)
    const [row] = await t.db.select().from(submissions)
    expect(row!.payload).toMatchObject({ source: 'playbook-page', leadMagnet: 'operator-playbook' })
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const confirmation = sink.messages.find((m) => m.to.includes('pb@example.com'))!
    const link = /href="(http:\/\/localhost\/es\/playbook\/guide\?key=[^"]+)"/.exec(confirmation.html)?.[1]
    expect(link).toBeDefined()
    const key = new URL(link!.replaceAll('&amp;', '&')).searchParams.get('key')
    expect(isValidPlaybookGuideKey(TEST_SESSION_SECRET, key)).toBe(true)
    // The success panel links to the same guide, at once.
    expect(result.data.guidePath).toBe(`/es/playbook/guide?key=${encodeURIComponent(key!)}`)
  })

  it('operator application without investment readiness is refused', async () => {
    const { investmentReady: _i, ...fields } = validFields('operator-application', 'x@example.com')
    const result = await submit('operator-application', ctx(), fields)
    expect(statusOf(result)).toBe(400)
    expect(result.data.result.error?.investmentReady).toEqual(['forms.errors.investmentReady'])
  })

  it.each(['service-contact', 'lead', 'business-registration'] as const)(
    '%s: a phone of "abc" is refused beside the phone field, what was typed kept, nothing stored',
    async (kind) => {
      const email = `phone-${kind}@example.com`
      const fields = { ...validFields(kind, email), phone: 'abc' }
      const result = await submit(kind, ctx(), fields, 'es')
      expect(statusOf(result)).toBe(400)
      expect(result.data.result.error?.phone).toEqual(['forms.errors.phone'])
      expect(result.data.result.initialValue).toMatchObject({ phone: 'abc' })
      const stored = await t.db.select({ n: count() }).from(submissions).where(eq(submissions.email, email))
      expect(stored[0]!.n).toBe(0)
    },
  )

  it('missing required fields: 400 with an error beside each', async () => {
    const result = await submit('business-registration', ctx(), { companyName: 'Acme' })
    expect(statusOf(result)).toBe(400)
    expect(Object.keys(result.data.result.error ?? {}).sort()).toEqual(
      ['address', 'businessType', 'city', 'contactName', 'email', 'phone', 'state', 'zipCode'].sort(),
    )
  })
})

describe('anti-abuse', () => {
  it('a filled honeypot is refused with the failure message and nothing is stored or sent', async () => {
    const fields = {
      ...validFields('service-contact', 'bot@example.com'),
      [HONEYPOT_FIELD]: 'http://spam.example',
    }
    const result = await submit('service-contact', ctx(), fields)
    expect(statusOf(result)).toBe(400)
    expect(result.data.outcome).toBe('failed')
    expect(result.data.result.error?.['']).toEqual(['forms.serviceContact.failure'])
    expect((await t.db.select({ n: count() }).from(submissions))[0]!.n).toBe(0)
    expect((await t.db.select({ n: count() }).from(outbox))[0]!.n).toBe(0)
  })

  it('the rate limit per IP per form refuses the 21st post in 10 minutes with 429 and Retry-After', async () => {
    const c = ctx({ clientIp: '192.0.2.200' })
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      statuses.push(statusOf(await submit('playbook', c, { firstName: 'only' })))
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true)
    const limited = await submit('playbook', c, validFields('playbook', 'late@example.com'))
    expect(statusOf(limited)).toBe(429)
    expect(new Headers(limited.init?.headers).get('Retry-After')).toMatch(/^\d+$/)
    expect(limited.data.outcome).toBe('rate-limited')
    expect(limited.data.result.error?.['']).toEqual(['forms.errors.rateLimited'])
    // The hit is taken in the submission's own statement (ADR 067): refused, it writes nothing else.
    expect(await t.db.select().from(submissions).where(eq(submissions.email, 'late@example.com'))).toEqual([])
    expect(await t.db.select().from(people).where(eq(people.email, 'late@example.com'))).toEqual([])
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, 'late@example.com'))).toEqual([])
    // Valid posts are counted the same way: 20 in 10 minutes, and the 21st is refused.
    const valid = ctx({ clientIp: '192.0.2.202' })
    const answers: number[] = []
    for (let i = 0; i < 21; i++)
      answers.push(statusOf(await submit('lead', valid, validFields('lead', `v${i}@example.com`))))
    expect(answers).toEqual([...Array<number>(20).fill(200), 429])
    expect(await t.db.select().from(people).where(eq(people.email, 'v20@example.com'))).toEqual([])
    // The limit is per form: the same IP can still send another form.
    expect(
      statusOf(await submit('service-contact', c, validFields('service-contact', 'ok@example.com'))),
    ).toBe(200)
    // RATE_LIMIT_SCALE raises it.
    const scaled = testContext(t, { clientIp: '192.0.2.201', env: { RATE_LIMIT_SCALE: 2 } })
    for (let i = 0; i < 30; i++) await submit('lead', scaled, {})
    expect(statusOf(await submit('lead', scaled, {}))).toBe(400)
  })

  it('a cross-site post is refused', async () => {
    const route = formRoutes['service-contact']
    const request = new Request('http://localhost/service/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams(validFields('service-contact', 'x@example.com')),
    })
    const result = (await route.action({ request, context: ctx(), params: {} } as never)) as
      Response | { init: ResponseInit }
    expect(result instanceof Response ? result.status : result.init.status).toBe(403)
  })

  it('a database failure answers the form failure message, never a stack trace', async () => {
    const failing = new Proxy(t.db, {
      get(target, prop) {
        // A form's row and e-mails are written in a transaction or in one statement (ADR 033).
        if (prop === 'transaction' || prop === 'execute')
          return () => Promise.reject(new Error('connection lost'))
        const value = Reflect.get(target, prop)
        return typeof value === 'function' ? value.bind(target) : value
      },
    }) as Db
    const c = testContext(t, { services: { db: failing } })
    const result = await submit(
      'operator-application',
      c,
      validFields('operator-application', 'f@example.com'),
    )
    expect(statusOf(result)).toBe(500)
    expect(result.data.result.error?.['']).toEqual(['forms.operatorApplication.failure'])
    expect(JSON.stringify(result.data)).not.toContain('connection lost')
    expect(result.data.result.initialValue).toMatchObject({ firstName: 'Eva' })
  })
})

describe('what a form writes, and never answers with a 500', () => {
  it("an application's row, e-mails and Earnings Claim Statement are written in its transaction, never beside it", async () => {
    // Any write on the database itself, not on the transaction, would outlive a rollback: e-mails
    // about a submission that does not exist. Reads may go either way.
    const writes = new Set(['insert', 'update', 'delete', 'execute'])
    const onlyInTransaction = new Proxy(t.db, {
      get(target, prop) {
        if (typeof prop === 'string' && writes.has(prop))
          return () => {
            throw new Error(`db.${prop} outside the submission's transaction`)
          }
        const value = Reflect.get(target, prop)
        return typeof value === 'function' ? value.bind(target) : value
      },
    }) as Db
    const result = await submitForm(
      onlyInTransaction,
      { nudge() {} },
      'operator-application',
      formSchemas['operator-application'].parse({
        ...validFields('operator-application', 'tx@example.com'),
        hasVehicle: true,
        investmentReady: true,
      }),
      {
        lang: 'en',
        sourcePath: '/service/operator-application',
        env: testEnv({ STAFF_EMAIL: STAFF }),
        siteUrl: 'http://localhost',
      },
    )
    expect(result.ok).toBe(true)
    expect(await t.db.select({ email: submissions.email }).from(submissions)).toEqual([
      { email: 'tx@example.com' },
    ])
    const categories = (await t.db.select({ category: outbox.category }).from(outbox)).map((r) => r.category)
    expect(categories.sort()).toEqual([
      'claims.statement',
      'operator-application.confirmation',
      'operator-application.staff',
    ])
  })

  // PostgreSQL cannot store a NUL (text and jsonb refuse it): only the schema stands between it
  // and a 500. (A form post cannot carry a lone surrogate: the browser's encoding replaces it.)
  it.each(formKinds)('%s: a NUL in any field is refused beside it (400), never a 500', async (kind) => {
    const fields = validFields(kind, 'nul@example.com')
    for (const key of Object.keys(fields).filter((k) => k !== 'email' && k !== 'confirmEmail')) {
      const result = await submit(kind, ctx(), { ...fields, [key]: `${fields[key]}\u0000` })
      expect(statusOf(result), key).toBe(400)
    }
    expect(await t.db.select().from(submissions)).toHaveLength(0)
    expect(await t.db.select().from(outbox)).toHaveLength(0)
  })
})

describe('reliability', () => {
  it('50 concurrent submissions: 50 rows and 100 messages, none lost, none doubled', async () => {
    const env = testEnv({ STAFF_EMAIL: STAFF })
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        submitForm(
          t.db,
          { nudge() {} },
          'lead',
          formSchemas.lead.parse({ ...validFields('lead', `c${i}@example.com`), hasVehicle: true }),
          {
            lang: i % 2 ? 'es' : 'en',
            sourcePath: '/contact',
            env,
            siteUrl: 'http://localhost',
          },
        ),
      ),
    )
    expect(results.every((r) => r.ok)).toBe(true)
    expect((await t.db.select({ n: count() }).from(submissions))[0]!.n).toBe(50)
    // Two workers deliver at once: SKIP LOCKED keeps them from sending a row twice.
    await Promise.all([
      deliverOutbox(t.db, { smtpUrl: sink.url }),
      deliverOutbox(t.db, { smtpUrl: sink.url }),
    ])
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    expect(sink.messages).toHaveLength(100)
    const confirmations = sink.messages.filter((m) => !m.to.includes(STAFF)).map((m) => m.to[0])
    expect(new Set(confirmations).size).toBe(50)
    expect(sink.messages.filter((m) => m.to.includes(STAFF))).toHaveLength(50)
    expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(100)
    const pending = await t.db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'sent'))
    expect(pending[0]!.n).toBe(100)
  })

  it('with the SMTP server down, submissions are accepted; after it returns every message goes out once', async () => {
    const down = await startMailSink()
    const url = down.url
    await down.stop()
    for (let i = 0; i < 3; i++) {
      expect(
        statusOf(await submit('service-contact', ctx(), validFields('service-contact', `d${i}@example.com`))),
      ).toBe(200)
    }
    const first = await deliverOutbox(t.db, { smtpUrl: url })
    expect(first.sent).toBe(0)
    expect((await t.db.select({ n: count() }).from(submissions))[0]!.n).toBe(3)
    // Retries are scheduled with back-off; make them due now, then deliver to a live server.
    await t.db.update(outbox).set({ nextAttemptAt: new Date(0) })
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    expect(sink.messages).toHaveLength(6)
    // One staff notification and one confirmation per submission: none doubled.
    expect(new Set(sink.messages.map((m) => `${m.to[0]}|${m.headers['reply-to'] ?? ''}`)).size).toBe(6)
  })
})
