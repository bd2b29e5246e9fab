import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '#app/.server/db/client'
import { newsletterDeliveries, outbox, subscribers } from '#app/.server/db/schema'
import { seedDatabase } from '#app/.server/db/seed'
import { MAX_IN_FLIGHT } from '#app/.server/mail/worker'
import {
  runNewsletterSend,
  saveNewsletter,
  sendNewsletterNow,
} from '#app/.server/services/newsletter/newsletters'
import { newsletterFormSchema } from '#app/domain/newsletter/newsletter-form'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { testEnv } from './context'
import { createTestDatabase, migrationsFolder, type TestDatabase } from './test-database'

/**
 * Issue #17 item 5: a mail worker process is killed with SIGKILL at a random moment while it sends
 * a 240-recipient newsletter, then another worker finishes the job: six rounds on PostgreSQL, four
 * on PGlite (ROUNDS). Every recipient gets the issue (0 missed); at most the messages in flight at
 * the kill (MAX_IN_FLIGHT) arrive twice, and each of those is flagged uncertain. On PostgreSQL
 * (TEST_DATABASE_URL) the worker process shares the server; on PGlite, which one process at a time
 * may open, the test closes its data directory while the worker runs and reopens it after the kill
 * (crash recovery included).
 */
const RECIPIENTS = 240
const LEASE_MS = 1_000
const ORIGIN = 'http://localhost:4999'
const env = testEnv()

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'
// Six random kills on PostgreSQL, four on PGlite (issue #41). A round starts a worker process
// (~5 s of module loading on a loaded machine), sends until a random message and recovers; on PGlite
// it also closes and reopens the data directory in both processes. Ten of each were 140 s and 205 s,
// the longest file of either step and its critical path. Each kill still lands at a random moment,
// and the bound is checked at every one; the send is the same code on both databases.
const ROUNDS = kind === 'postgres' ? 6 : 4
let pg: TestDatabase | undefined
let dataDir: string | undefined
let database: Database
let sink: Awaited<ReturnType<typeof startMailSink>>

beforeAll(async () => {
  if (kind === 'postgres') {
    pg = await createTestDatabase()
    database = pg
  } else {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-kill-')), 'pglite')
    database = await openDatabase({ kind: 'pglite', dataDir })
    await database.migrate(migrationsFolder)
    await seedDatabase(database.db)
  }
  sink = await startMailSink()
  await database.db.insert(subscribers).values(
    Array.from({ length: RECIPIENTS }, (_, i) => ({
      email: `kill${i}@example.com`,
      status: 'active' as const,
      lang: 'en' as const,
      source: 'test',
      subscribedAt: new Date(),
    })),
  )
}, 60_000)
afterAll(async () => {
  await sink?.stop()
  if (pg) await pg.drop()
  else {
    await database?.close()
    if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true })
  }
})

async function queueNewsletter(round: number) {
  const form = newsletterFormSchema.parse({
    title: `Round ${round}`,
    subject: `Round ${round}`,
    content: 'Hi',
  })
  const saved = await saveNewsletter(database.db, form, {
    staffEmail: 'staff@example.com',
    zone: 'America/New_York',
    origin: ORIGIN,
  })
  if (!saved.ok) throw new Error('not saved')
  await sendNewsletterNow(database.db, saved.newsletter.id, { origin: ORIGIN })
  await runNewsletterSend(database.db, { newsletterId: saved.newsletter.id, origin: ORIGIN }, { env })
  return saved.newsletter.id
}

/** Runs a worker process and kills it once the sink has `killAfter` messages, plus `delayMs`. */
async function sendAndKill(killAfter: number, delayMs: number) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.resolve(import.meta.dirname, '../support/outbox-worker-child.ts'),
      kind,
      kind === 'postgres' ? pg!.url! : dataDir!,
      sink.url,
      String(LEASE_MS),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await sink.waitFor(killAfter, 60_000)
  await new Promise((resolve) => setTimeout(resolve, delayMs))
  child.kill('SIGKILL')
  await exited
}

describe(`a mail worker killed at random moments while sending (${kind})`, () => {
  it(`${ROUNDS} kills: 0 missed, at most ${MAX_IN_FLIGHT} doubled per kill, each doubled one flagged uncertain`, async () => {
    const figures = { duplicates: 0, uncertain: 0, missed: 0 }
    for (let round = 1; round <= ROUNDS; round++) {
      const id = await queueNewsletter(round)
      if (kind === 'pglite') await database.close()
      sink.clear()
      const killAfter = 1 + Math.floor(Math.random() * (RECIPIENTS - 2))
      await sendAndKill(killAfter, Math.floor(Math.random() * 20))
      if (kind === 'pglite') database = await openDatabase({ kind: 'pglite', dataDir: dataDir! })
      // The dead worker's claims expire; a new worker finishes the job.
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 200))
      await deliverOutbox(database.db, { smtpUrl: sink.url })

      const rows = await database.db
        .select({ to: outbox.recipient, status: outbox.status, uncertain: outbox.uncertain })
        .from(outbox)
        .where(
          inArray(
            outbox.id,
            database.db
              .select({ id: newsletterDeliveries.outboxId })
              .from(newsletterDeliveries)
              .where(and(eq(newsletterDeliveries.newsletterId, id))),
          ),
        )
      expect(rows).toHaveLength(RECIPIENTS)
      expect(rows.every((r) => r.status === 'sent')).toBe(true)
      const received = new Map<string, number>()
      for (const m of sink.messages) received.set(m.to[0]!, (received.get(m.to[0]!) ?? 0) + 1)
      const missed = rows.filter((r) => !received.has(r.to!)).length
      const doubled = [...received].filter(([, n]) => n > 1).map(([to]) => to)
      const duplicates = sink.messages.length - received.size
      const uncertain = new Set(rows.filter((r) => r.uncertain).map((r) => r.to))
      console.log(
        `round ${round} (${kind}): killed after ${killAfter} received; duplicates ${duplicates}, uncertain ${uncertain.size}, missed ${missed}`,
      )
      figures.duplicates += duplicates
      figures.uncertain += uncertain.size
      figures.missed += missed
      expect(missed).toBe(0)
      expect(duplicates).toBeLessThanOrEqual(MAX_IN_FLIGHT)
      expect(uncertain.size).toBeLessThanOrEqual(MAX_IN_FLIGHT)
      for (const to of doubled) expect(uncertain.has(to)).toBe(true)
    }
    console.log(`after ${ROUNDS} random kills (${kind}): ${JSON.stringify(figures)}`)
  }, 300_000)
})
