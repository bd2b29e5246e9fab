/**
 * Graceful restarts under load (issue #32, ADR 038): the production server on PostgreSQL (two web
 * processes and the outbox worker, as `npm start` runs them) takes lead-form POSTs from many
 * connections at once and queues their e-mails faster than the worker sends them; then it gets
 * SIGTERM while the POSTs keep coming.
 *
 * - Every request that was answered succeeded, and its submission is stored: a web process stops
 *   accepting and answers what it took before it exits (a refused or reset connection is a request
 *   that was never taken, as a load balancer would see it, and is tried elsewhere).
 * - The server exits by itself, with 0, and leaves no message claimed: the worker finished the
 *   messages it held.
 * - Started again, it sends the rest: every stored submission's two e-mails (the visitor's
 *   confirmation, staff's notification) arrive exactly once, none lost, none doubled.
 *
 * Needs `npm run build` first and TEST_DATABASE_URL (a PostgreSQL server, as CI has); without it
 * the file is skipped. No timing is asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validFields } from '../support/form-fields'
import { startMailSink, type SinkMessage } from '../support/mail-sink.js'
import { killGroup, start, stop, type Running } from './server-process'
import { createDatabase } from './staff-site'

const databaseUrl = process.env.TEST_DATABASE_URL
const why = databaseUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set; CI sets it when PostgreSQL answers)'
if (!databaseUrl) console.log(`SIGTERM under load${why}`)

const STAFF_INBOX = 'staff-inbox@example.com'
const CONNECTIONS = 16
/** How long the POSTs run before SIGTERM. */
const LOAD_MS = 3_000

type Outcome = { email: string; status?: number; error?: string }

describe.skipIf(!databaseUrl)(`SIGTERM under load${why}`, () => {
  let database: Awaited<ReturnType<typeof createDatabase>>
  let db: pg.Client
  let sink: Awaited<ReturnType<typeof startMailSink>>
  let dir: string
  let env: Record<string, string>
  const servers: Running[] = []

  beforeAll(async () => {
    database = await createDatabase(databaseUrl!, 'smoke_sigterm')
    sink = await startMailSink({ parse: false })
    dir = mkdtempSync(path.join(os.tmpdir(), 'smoke-sigterm-'))
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATA_DIR: dir,
      SESSION_SECRET: 'sigterm-smoke-secret-0123456789abcdef-0123',
      SECURE_VIDEOS_PASSWORD: 'tutorials for the sigterm test',
      MAIL_FROM: 'Courier Network <site@example.com>',
      STAFF_EMAIL: STAFF_INBOX,
      SMTP_URL: sink.url,
      // The per-IP limits would otherwise answer the flood with 429 (an existing setting).
      RATE_LIMIT_SCALE: '1000000',
      // Two web processes and the worker, whatever the machine's cores.
      WEB_CONCURRENCY: '2',
      SHUTDOWN_TIMEOUT_S: '10',
    }
    db = new pg.Client({ connectionString: database.url })
    await db.connect()
  }, 60_000)

  afterAll(async () => {
    for (const s of servers) await killGroup(s)
    await db?.end()
    await sink?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
    await database?.drop()
  })

  it('answers every request it took, exits cleanly, and sends each e-mail once after a restart', async () => {
    const first = await start(env, { group: true, timeoutMs: 90_000 })
    servers.push(first)
    const origin = `http://127.0.0.1:${first.port}`
    const outcomes: Outcome[] = []
    let sequence = 0
    let exited = false
    const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      first.child.once('exit', (code, signal) => {
        exited = true
        resolve({ code, signal })
      }),
    )

    // Each connection posts the lead form (React Router's .data action, through the guarded edge)
    // until the server has exited, every request with an address of its own.
    const connection = async () => {
      while (!exited) {
        const email = `sigterm-${++sequence}@example.com`
        const body = new URLSearchParams({ website_url: '', ...validFields('lead', email) })
        try {
          const res = await fetch(`${origin}/contact.data`, {
            method: 'POST',
            headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
            body,
          })
          await res.arrayBuffer()
          outcomes.push({ email, status: res.status })
        } catch (error) {
          outcomes.push({ email, error: String((error as Error).cause ?? error) })
          await new Promise((r) => setTimeout(r, 20))
        }
      }
    }
    const load = Promise.all(Array.from({ length: CONNECTIONS }, connection))
    await new Promise((r) => setTimeout(r, LOAD_MS))

    const queued = async () =>
      Number(
        (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE status IN ('pending', 'sending')`))
          .rows[0].n,
      )
    const waitingAtSigterm = await queued()
    const answeredBefore = outcomes.filter((o) => o.status).length
    first.child.kill('SIGTERM')
    const { code, signal } = await exit
    await load

    const answered = outcomes.filter((o) => o.status !== undefined)
    const notTaken = outcomes.filter((o) => o.error !== undefined)
    console.log(
      `SIGTERM under load: ${answeredBefore} answered before SIGTERM, ${answered.length} in all, ` +
        `${notTaken.length} not taken (refused or reset); ${waitingAtSigterm} messages waiting at SIGTERM`,
    )
    expect(code, first.output()).toBe(0)
    expect(signal).toBeNull()
    expect(answeredBefore).toBeGreaterThan(0)
    // The outbox held messages when SIGTERM came: the worker had something to finish.
    expect(waitingAtSigterm).toBeGreaterThan(0)
    // Every answer was a success: nothing the server took failed.
    expect(answered.filter((o) => o.status !== 200)).toEqual([])
    // Requests after the stop were refused, never answered with an error.
    for (const o of notTaken) expect(o.error).toMatch(/ECONNREFUSED|ECONNRESET|other side closed|socket/i)

    const stored = new Set(
      (
        await db.query<{ email: string }>(
          `SELECT email FROM submissions WHERE kind = 'lead' AND email LIKE 'sigterm-%'`,
        )
      ).rows.map((r) => r.email),
    )
    // Every answered request's submission is stored, and no request the server took went
    // unanswered: none of those refused or reset was stored.
    expect(answered.filter((o) => !stored.has(o.email))).toEqual([])
    expect(notTaken.filter((o) => stored.has(o.email))).toEqual([])
    // The worker finished what it held: no message is left claimed.
    expect((await db.query(`SELECT count(*)::int AS n FROM outbox WHERE status = 'sending'`)).rows[0].n).toBe(
      0,
    )
    const waitingAfter = await queued()

    // Started again, it sends the rest.
    const second = await start(env, { group: true, timeoutMs: 90_000 })
    servers.push(second)
    const end = Date.now() + 45_000
    while ((await queued()) > 0) {
      if (Date.now() > end) throw new Error(`outbox not drained after the restart:\n${second.output()}`)
      await new Promise((r) => setTimeout(r, 200))
    }
    console.log(`${waitingAfter} messages waiting after the stop, sent after the restart`)
    expect((await db.query(`SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'`)).rows[0].n).toBe(0)

    // Exactly once each: a confirmation to every stored submission's address, a notification to
    // staff replying to it, and no other message.
    const ours = sink.messages.filter((m) => m.to.some((to) => to.startsWith('sigterm-')))
    const toStaff = sink.messages.filter((m) => m.to.includes(STAFF_INBOX))
    const count = (messages: SinkMessage[], key: (m: SinkMessage) => string) => {
      const counts = new Map<string, number>()
      for (const m of messages) counts.set(key(m), (counts.get(key(m)) ?? 0) + 1)
      return counts
    }
    const confirmations = count(ours, (m) => m.to[0]!)
    const notifications = count(toStaff, (m) => /^Reply-To:\s*<?([^>\s]+)/im.exec(m.raw)?.[1] ?? '')
    for (const email of stored) {
      expect(confirmations.get(email), `confirmation to ${email}`).toBe(1)
      expect(notifications.get(email), `staff notification for ${email}`).toBe(1)
    }
    expect(ours).toHaveLength(stored.size)
    expect(toStaff).toHaveLength(stored.size)
    expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(sink.messages.length)

    const stopped = await stop(second)
    expect(stopped.code).toBe(0)
  }, 180_000)
})
