/**
 * Several instances on one PostgreSQL database, proven (issue #32): two production servers
 * (`npm start`'s script, as the smoke tests start it) share one new database and each sends its
 * mail to its own SMTP sink, so the test sees which instance sent what, and counts across both.
 *
 * 1. A staff edit on one instance is on the other's very next anonymous request (the page cache's
 *    purge travels by LISTEN/NOTIFY), for every kind of data and a portal approval.
 * 2. Wrong-password guesses spread over both count together: the pair lockout and the per-IP
 *    limit come at the same attempt as on one instance.
 * 3. A newsletter to 300 subscribers with both workers running: each message exactly once.
 * 4. A scheduled send, saved on both instances, fires once.
 * 5. A booking left unanswered is escalated to staff by one e-mail; an accepted delivery still not
 *    picked up at the end of its pick-up window is told to staff and its operator by one e-mail each.
 * 6. One instance killed (SIGKILL) mid-send: the other finishes the newsletter, nobody is missed,
 *    and every subscriber gets one message (a repeat of the same message, which no SMTP client
 *    can rule out when it dies between the server's acceptance and its own record of it, stays
 *    within ADR 023's bound and is flagged).
 *
 * Times are not waited out: a scheduled send, a booking's two hours and a dead worker's lease
 * (120 s) are moved to now in the database, as the clock would have moved them. RATE_LIMIT_SCALE
 * (an existing setting) halves the login limits so that a lockout takes few password checks (each
 * one is a deliberate ~0.3-0.9 s of scrypt). Needs `npm run build` first and TEST_DATABASE_URL (a
 * PostgreSQL server, as CI has); without it the file is skipped.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_IN_FLIGHT } from '#app/.server/mail/worker'
import { startMailSink, type SinkMessage } from '../support/mail-sink.js'
import { killGroup, start, stop, type Running } from './server-process'
import { createDatabase, get, post, signIn, siteOf, staffEdits, submitForm, type Site } from './staff-site'

const databaseUrl = process.env.TEST_DATABASE_URL
const why = databaseUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set; CI sets it when PostgreSQL answers)'
if (!databaseUrl) console.log(`two instances on one PostgreSQL database${why}`)

const ADMIN = { email: 'multi-admin@example.com', password: 'multi-admin-password-1' }
const SECOND = { email: 'multi-second@example.com', password: 'multi-second-password-1' }
const STAFF_INBOX = 'multi-inbox@example.com'
const SUBSCRIBERS = 300
const SPANISH_SUBSCRIBERS = 20
const RATE_LIMIT_SCALE = 0.5
const INSTANCE_NAMES = ['two-instances-a', 'two-instances-b']

type Sink = Awaited<ReturnType<typeof startMailSink>>

describe.skipIf(!databaseUrl)(`two instances on one PostgreSQL database${why}`, () => {
  const dirs: string[] = []
  let database: Awaited<ReturnType<typeof createDatabase>>
  let db: pg.Client
  let sinks: [Sink, Sink]
  let servers: [Running, Running]
  let a: Site
  let b: Site
  let staff: { a: Site; b: Site }
  const began = Date.now()

  beforeAll(async () => {
    database = await createDatabase(databaseUrl!, 'smoke_multi')
    sinks = [await startMailSink({ parse: false }), await startMailSink({ parse: false })]
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SESSION_SECRET: 'two-instances-smoke-secret-0123456789abcdef',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SECURE_VIDEOS_PASSWORD: 'tutorials for the two-instance test',
      MAIL_FROM: 'Courier Network <site@example.com>',
      STAFF_EMAIL: STAFF_INBOX,
      RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE),
      // One web process per instance (issue #32's WEB_CONCURRENCY): the test is about instances,
      // and CI's two cores are enough for two of them.
      WEB_CONCURRENCY: '1',
    }
    // Both at once on the empty database, as a deployment's instances start: one migrates (the
    // others wait for its lock), every one seeds (idempotent) and checks for the first account.
    const started = await Promise.all(
      sinks.map((sink, i) => {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'smoke-multi-'))
        dirs.push(dir)
        // Each instance's connections carry its name, so the test can tell when a killed one's are gone.
        const url = new URL(database.url)
        url.searchParams.set('application_name', INSTANCE_NAMES[i]!)
        return start(
          { ...shared, DATABASE_URL: url.toString(), DATA_DIR: dir, SMTP_URL: sink.url },
          { group: true, timeoutMs: 90_000 },
        )
      }),
    )
    servers = started as [Running, Running]
    ;[a, b] = servers.map(siteOf) as [Site, Site]
    db = new pg.Client({ connectionString: database.url })
    await db.connect()
    await db.query(
      `INSERT INTO subscribers (email, status, lang, source, subscribed_at)
       SELECT 'multi' || i || '@example.com', 'active', CASE WHEN i < $1 THEN 'en' ELSE 'es' END, 'test', now()
       FROM generate_series(0, $2 - 1) AS i`,
      [SUBSCRIBERS, SUBSCRIBERS + SPANISH_SUBSCRIBERS],
    )
    // One sign-in: the session lives in the database, so it is valid on both instances.
    const signedIn = await signIn(a, ADMIN)
    staff = { a: signedIn, b: { ...b, cookie: signedIn.cookie } }
  }, 120_000)

  afterAll(async () => {
    for (const s of servers ?? []) await stop(s)
    await db?.end()
    for (const sink of sinks ?? []) await sink.stop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    await database?.drop()
    console.log(`two instances on one PostgreSQL: ${((Date.now() - began) / 1000).toFixed(1)} s in all`)
  })

  const messagesOf = (subject: string) =>
    sinks.map((sink) => sink.messages.filter((m) => m.subject === subject)) as [SinkMessage[], SinkMessage[]]

  /**
   * Polls `check` until it returns something other than undefined. With `progress` (a count that
   * grows while the work goes on, such as messages sent), the wait fails only when that count has
   * not moved for `timeoutMs`: a send slowed by a busy machine is waited for, a stalled one fails.
   */
  async function until<T>(
    what: string,
    check: () => Promise<T | undefined>,
    timeoutMs = 30_000,
    everyMs = 100,
    progress?: () => Promise<number> | number,
  ) {
    let end = Date.now() + timeoutMs
    let last = progress ? await progress() : 0
    for (;;) {
      const value = await check()
      if (value !== undefined) return value
      if (progress) {
        const now = await progress()
        if (now > last) {
          last = now
          end = Date.now() + timeoutMs
        }
      }
      if (Date.now() > end) {
        throw new Error(
          `${what}: not within ${timeoutMs / 1000} s${progress ? ` of the last progress (${last})` : ''}\n${servers.map((s) => s.output()).join('\n')}`,
        )
      }
      await new Promise((r) => setTimeout(r, everyMs))
    }
  }

  it("1. a staff edit on one instance is on the other's very next anonymous request", async () => {
    for (const [i, { kind, page, edit, shows }] of staffEdits.entries()) {
      // Alternately edited on A and on B.
      const [editor, other] = i % 2 === 0 ? [staff.a, b] : [staff.b, a]
      for (const site of [a, b]) {
        await get(site, page)
        const kept = await get(site, page)
        expect(kept.cache, `${kind}: ${page} kept on ${site.origin}`).toBe('hit')
        expect(kept.text).not.toContain(shows)
      }
      await edit(editor)
      const next = await get(other, page)
      expect(next.text, `${kind} edited on ${editor.origin}: the next request on ${other.origin}`).toContain(
        shows,
      )
      expect((await get({ origin: editor.origin }, page)).text, kind).toContain(shows)
    }

    // An operator's change approved by staff on B (as the portal leaves it: one submitted draft).
    const proposed = 'A tagline the operator proposed in the portal'
    await db.query(
      `INSERT INTO operator_page_drafts (operator_id, data, status, submitted_at)
       VALUES (2, $1, 'submitted', now())`,
      [JSON.stringify({ tagline: proposed })],
    )
    const { rows } = await db.query<{ slug: string }>(
      'SELECT custom_slug AS slug FROM operators WHERE id = 2',
    )
    const slug = `/${rows[0]!.slug}`
    for (const site of [a, b]) {
      await get(site, slug)
      expect((await get(site, slug)).cache).toBe('hit')
    }
    await submitForm(staff.b, '/admin/operator-changes', { intent: 'approve' }, {})
    expect((await get(a, slug)).text).toContain(proposed)
  })

  it('2. login guesses spread over both instances count together: the same lockout as on one', async () => {
    await submitForm(staff.b, '/admin/staff', { intent: 'add' }, { ...SECOND })
    const attempt = (site: Site, ip: string, email: string, password: string) =>
      post(site, '/admin', new URLSearchParams({ email, password }), { 'x-forwarded-for': ip }).then(
        (r) => r.status,
      )
    /**
     * Guesses from one IP (X-Forwarded-For; TRUST_PROXY trusts loopback) at `account`, on the
     * sites in turn: how many wrong passwords are answered before the pair is locked; whether the
     * right password is then refused on both instances; and after how many attempts in all the IP
     * itself is refused (a new e-mail each time, so no pair lock is involved).
     */
    async function guesses(sites: Site[], ip: string, account: { email: string; password: string }) {
      const on = (n: number) => sites[n % sites.length]!
      let n = 0
      let answered = 0
      while (n < 20) {
        const status = await attempt(on(n++), ip, account.email, `wrong-${n}`)
        if (status === 429) break
        expect(status).toBe(401)
        answered++
      }
      const rightRefused = [
        await attempt(a, ip, account.email, account.password),
        await attempt(b, ip, account.email, account.password),
      ]
      n += 2
      while (n < 40) {
        const status = await attempt(on(n++), ip, `nobody-${n}@example.com`, 'wrong')
        if (status === 429) break
        expect(status).toBe(401)
      }
      return { answered, rightRefused, ipRefusedAt: n }
    }
    const one = await guesses([a], '203.0.113.10', ADMIN)
    const both = await guesses([b, a], '203.0.113.20', SECOND)
    console.log(`login limits: one instance ${JSON.stringify(one)}, spread over two ${JSON.stringify(both)}`)
    // The pair lock after floor(5 × scale) wrong passwords, the IP's limit at floor(10 × scale).
    expect(one).toEqual({
      answered: Math.floor(5 * RATE_LIMIT_SCALE),
      rightRefused: [429, 429],
      ipRefusedAt: Math.floor(10 * RATE_LIMIT_SCALE) + 1,
    })
    expect(both).toEqual(one)
  })

  /** Creates a newsletter through the editor on `site`; its id. */
  async function newNewsletter(site: Site, fields: Record<string, string>) {
    const res = await post(
      site,
      '/admin/newsletters/new',
      new URLSearchParams({
        intent: 'save',
        lang: 'en',
        content: 'Hello from the two-instance test',
        ...fields,
      }),
    )
    expect(res.status).toBe(302)
    return Number(/[?&]id=(\d+)/.exec(res.headers.get('location') ?? '')![1])
  }

  /** The addresses a newsletter went to (its delivery rows) and the state of their outbox rows. */
  async function deliveriesOf(id: number) {
    const { rows } = await db.query<{ to: string; status: string; uncertain: boolean }>(
      `SELECT o.recipient AS to, o.status, o.uncertain FROM newsletter_deliveries d
       JOIN outbox o ON o.id = d.outbox_id WHERE d.newsletter_id = $1`,
      [id],
    )
    return rows
  }

  /**
   * Waits until the newsletter of `subject` is sent and every one of its messages is out, one per
   * active subscriber of `langs`; its delivery rows.
   */
  async function sent(subject: string, langs: string[]) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM subscribers WHERE status = 'active' AND lang = ANY($1)`,
      [langs],
    )
    const audience = rows[0]!.n
    const found = await db.query<{ id: number }>('SELECT id FROM newsletters WHERE subject = $1', [subject])
    const id = found.rows[0]!.id
    return until(
      `“${subject}” sent to ${audience}`,
      async () => {
        const status = await db.query<{ status: string }>('SELECT status FROM newsletters WHERE id = $1', [
          id,
        ])
        const deliveries = await deliveriesOf(id)
        const done = status.rows[0]?.status === 'sent' && deliveries.every((d) => d.status === 'sent')
        return done && deliveries.length === audience ? deliveries : undefined
      },
      30_000,
      100,
      // Queued and sent messages of the newsletter: while they grow, the send is alive.
      async () => {
        const deliveries = await deliveriesOf(id)
        return deliveries.length + deliveries.filter((d) => d.status === 'sent').length
      },
    )
  }

  /** Per recipient, the messages of `subject` both sinks received. */
  function receivedBy(subject: string) {
    const byRecipient = new Map<string, SinkMessage[]>()
    for (const m of messagesOf(subject).flat()) {
      const to = m.to[0]!
      byRecipient.set(to, [...(byRecipient.get(to) ?? []), m])
    }
    return byRecipient
  }

  /** Send Now on `site` (the instance whose worker is nudged). */
  async function sendNow(site: Site, id: number) {
    const res = await post(
      site,
      '/admin/newsletters',
      new URLSearchParams({ intent: 'send', id: String(id) }),
    )
    expect(res.status).toBe(200)
  }

  /** Every address the newsletter went to got one message of `subject`, and no one else got any. */
  function expectOneEach(subject: string, deliveries: Array<{ to: string }>) {
    const received = receivedBy(subject)
    expect([...received.keys()].sort()).toEqual(deliveries.map((d) => d.to).sort())
    expect([...received].filter(([, list]) => list.length !== 1)).toEqual([])
  }

  it('3. a newsletter to 300 subscribers with both workers running: each message exactly once', async () => {
    const subject = 'Both workers, one newsletter'
    await sendNow(staff.b, await newNewsletter(staff.a, { title: subject, subject }))
    const deliveries = await sent(subject, ['en'])
    expect(deliveries.length).toBeGreaterThanOrEqual(SUBSCRIBERS)
    expectOneEach(subject, deliveries)
    const [byA, byB] = messagesOf(subject).map((list) => list.length)
    console.log(`newsletter to ${deliveries.length}: ${byA} sent by A, ${byB} by B`)
  })

  it('4. a scheduled send, saved on both instances, fires once', async () => {
    const subject = 'Scheduled on two instances'
    const fields = {
      title: subject,
      subject,
      lang: 'es',
      status: 'scheduled',
      scheduledAt: '2099-06-01T09:00',
    }
    const id = await newNewsletter(staff.a, fields)
    // Saved again, unchanged, on the other instance: still one send at that time.
    const again = await post(
      staff.b,
      `/admin/newsletters/${id}/edit`,
      new URLSearchParams({ intent: 'save', content: 'Hello from the two-instance test', ...fields }),
    )
    expect(again.status).toBe(302)
    const jobs = `SELECT id FROM outbox WHERE channel = 'newsletter' AND (payload->>'newsletterId')::int = $1`
    expect((await db.query(jobs, [id])).rowCount).toBe(1)
    // Its time comes: both workers look for due jobs.
    await db.query(`UPDATE newsletters SET scheduled_at = now() - interval '1 second' WHERE id = $1`, [id])
    await db.query(`UPDATE outbox SET next_attempt_at = now() WHERE id IN (${jobs})`, [id])
    const deliveries = await sent(subject, ['es'])
    expect(deliveries.length).toBeGreaterThanOrEqual(SPANISH_SUBSCRIBERS)
    expectOneEach(subject, deliveries)
    // The one job is done (a done row is never claimed again), and nothing more came.
    await until('the send job done', async () => {
      const job = await db.query<{ status: string }>(`SELECT status FROM outbox WHERE id IN (${jobs})`, [id])
      return job.rows[0]?.status === 'sent' ? true : undefined
    })
    expect(messagesOf(subject).flat()).toHaveLength(deliveries.length)
  })

  it('5. a booking left unanswered for two hours is escalated by one e-mail', async () => {
    const before = await db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM booking_requests')
    const res = await post(
      a,
      '/delray-beach-courier',
      new URLSearchParams({
        intent: 'booking',
        name: 'Ana Ruiz',
        phone: '(561) 555-0199',
        email: 'ana.multi@example.com',
        pickup: 'Delray Beach, FL 33444',
        delivery: 'Boca Raton, FL 33431',
        when: '',
        notes: '',
        website_url: '',
      }),
    )
    expect(res.status).toBeLessThan(400)
    const booking = await db.query<{ id: number }>('SELECT id FROM booking_requests WHERE id > $1', [
      before.rows[0]!.id,
    ])
    expect(booking.rows).toHaveLength(1)
    const id = booking.rows[0]!.id
    // Two hours pass.
    await db.query(
      `UPDATE booking_requests SET created_at = created_at - interval '2 hours 1 minute' WHERE id = $1`,
      [id],
    )
    const moved = await db.query(
      `UPDATE outbox SET next_attempt_at = now() WHERE channel = 'booking-escalation'
       AND (payload->>'bookingId')::int = $1 AND status = 'pending'`,
      [id],
    )
    expect(moved.rowCount).toBe(1)
    const subject = `Booking request #${id} unanswered for two hours`
    // The job is done and every e-mail it queued is out: nothing more can come.
    const queued = await until('the escalation done', async () => {
      const { rows } = await db.query<{ channel: string; status: string }>(
        `SELECT channel, status FROM outbox WHERE (channel = 'booking-escalation' AND (payload->>'bookingId')::int = $1)
         OR (category = 'booking.escalation' AND subject = $2)`,
        [id, subject],
      )
      return rows.length > 1 && rows.every((r) => r.status === 'sent') ? rows : undefined
    })
    expect(queued.filter((r) => r.channel === 'email')).toHaveLength(1)
    const escalations = messagesOf(subject).flat()
    expect(escalations).toHaveLength(1)
    expect(escalations[0]!.to).toEqual([STAFF_INBOX])
    const row = await db.query('SELECT escalated_at FROM booking_requests WHERE id = $1', [id])
    expect(row.rows[0].escalated_at).not.toBeNull()
  })

  it('5b. a delivery not picked up by the end of its window: one e-mail per recipient, from two workers', async () => {
    const { rows: bookings } = await db.query<{ id: number; operator_id: number }>(
      `SELECT id, operator_id FROM booking_requests WHERE email = 'ana.multi@example.com' ORDER BY id DESC LIMIT 1`,
    )
    const booking = bookings[0]!
    // The operator accepted it and gave a window that has just ended (as the portal stores them).
    const by = new Date(Date.now() - 60_000)
    const job = await db.query<{ id: number }>(
      `INSERT INTO delivery_jobs (booking_id, operator_id, status, pickup_from, pickup_by)
       VALUES ($1, $2, 'accepted', $3, $4) RETURNING id`,
      [booking.id, booking.operator_id, new Date(by.getTime() - 3_600_000), by],
    )
    const jobId = job.rows[0]!.id
    await db.query(
      `INSERT INTO outbox (channel, category, payload, dedupe_key, next_attempt_at)
       VALUES ('delivery-late', 'delivery.late-check', $1, $2, now())`,
      [JSON.stringify({ jobId, by: by.toISOString() }), `delivery-late:${jobId}:${by.getTime()}`],
    )
    const queued = await until('the late check done', async () => {
      const { rows } = await db.query<{ channel: string; status: string; recipient: string | null }>(
        `SELECT channel, status, recipient FROM outbox WHERE (channel = 'delivery-late' AND (payload->>'jobId')::int = $1)
         OR (category = 'delivery.late' AND (payload->'template'->'data'->>'jobId')::int = $1)`,
        [jobId],
      )
      return rows.length > 1 && rows.every((r) => r.status === 'sent') ? rows : undefined
    })
    const recipients = queued.filter((r) => r.channel === 'email').map((r) => r.recipient)
    expect(recipients).toContain(STAFF_INBOX)
    expect(new Set(recipients).size).toBe(recipients.length)
    const told = sinks.flatMap((sink) =>
      sink.messages.filter((m) => m.subject.startsWith(`Delivery #${jobId} not picked up`)),
    )
    expect(told).toHaveLength(recipients.length)
    const row = await db.query('SELECT late_notified_at FROM delivery_jobs WHERE id = $1', [jobId])
    expect(row.rows[0].late_notified_at).not.toBeNull()
  })

  it('6. one instance killed mid-send: the other finishes the newsletter, nobody is missed or doubled', async () => {
    const subject = 'Sent while an instance dies'
    await sendNow(staff.a, await newNewsletter(staff.a, { title: subject, subject }))
    // A is sending: killed at once, with its claims (the job, the messages in flight) held.
    await until('A sending', async () => (messagesOf(subject)[0].length >= 30 ? true : undefined), 30_000, 5)
    const connectionsOfA = async () => {
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE $1',
        [`${INSTANCE_NAMES[0]}%`],
      )
      return rows[0]!.n
    }
    expect(await connectionsOfA(), 'A’s connections carry its name').toBeGreaterThan(0)
    await killGroup(servers[0])
    const [byA, byB] = messagesOf(subject).map((list) => list.length) as [number, number]
    const total = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM subscribers WHERE status = 'active' AND lang = 'en'`,
    )
    expect(byA + byB, 'killed before the end of the send').toBeLessThan(total.rows[0]!.n)
    // A statement A sent just before it died still runs to its end in PostgreSQL: a claim committed
    // after the leases below expire would hold its rows for the whole lease. Its connections end
    // once PostgreSQL finds the other side gone; from then on nothing of A's can commit.
    await until('the killed instance’s connections closed', async () =>
      (await connectionsOfA()) === 0 ? true : undefined,
    )
    // A's claims would expire after their 120 s lease: they expire now (B's rows in flight too,
    // which B never claims twice: a worker leaves out the rows it holds).
    await db.query(`UPDATE outbox SET locked_until = now() - interval '1 second' WHERE status = 'sending'`)

    const deliveries = await sent(subject, ['en'])
    const received = receivedBy(subject)
    expect([...received.keys()].sort(), 'nobody missed').toEqual(deliveries.map((d) => d.to).sort())
    // One message per subscriber: a repeat is the same message (one Message-ID) ...
    const distinct = [...received].filter(([, list]) => new Set(list.map((m) => m.messageId)).size !== 1)
    expect(distinct).toEqual([])
    // ... of a row A held when it died (at most MAX_IN_FLIGHT), flagged uncertain for staff.
    const repeated = [...received].filter(([, list]) => list.length > 1).map(([to]) => to)
    const uncertain = new Set(deliveries.filter((d) => d.uncertain).map((d) => d.to))
    for (const to of repeated) expect(uncertain.has(to), `${to} repeated and flagged`).toBe(true)
    expect(repeated.length).toBeLessThanOrEqual(MAX_IN_FLIGHT)
    const byBAfter = messagesOf(subject)[1].length
    console.log(
      `killed A after ${byA} sent by A and ${byB} by B; B then sent ${byBAfter - byB}; ` +
        `${repeated.length} repeated, ${uncertain.size} flagged uncertain`,
    )
  })
})
