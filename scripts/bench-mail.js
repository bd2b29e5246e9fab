// The newsletter send of `npm run bench` (issue #22 item 6): a newsletter in English and Spanish to
// 1,000 active subscribers, sent with "Send Now" by a signed-in staff member over HTTP, to a real
// SMTP server on this machine (tests/support/mail-sink.js). Measures the time from the POST to the
// first message received, and to the last, and the server's CPU time per message (every process of
// the server: the POST, the send job, rendering, SMTP and, on PGlite, the database). Budgets (issue
// #42): first message ≤ 1 s, all ≤ 60 s, server CPU ≤ 2 ms per message.
//
// BENCH_MAIL_CPU_PROF=<dir>: the server's processes write V8 CPU profiles there when it stops; the
// run prints `profileWindowS`, the seconds from the POST to the stop (the profile's last seconds).
//
// Alone: `node scripts/bench-mail.js` (builds unless SKIP_BUILD=1; BENCH_DATABASE_URL adds a run
// on PostgreSQL; BENCH_MAIL_PORT, default 4321; BENCH_MAIL_SUBSCRIBERS, default 1000). From
// scripts/bench.js: `await benchMail({ databaseUrl, port })` once per database.
/* global fetch, performance, URLSearchParams */
import { randomBytes } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { tsImport } from 'tsx/esm/api'
import { startMailSink } from '../tests/support/mail-sink.js'
import { build, cpuMs, sleep, startServer } from './lib/measure.js'

export const MAIL_BUDGET = { firstMessageS: 1, allS: 60, cpuMsPerMessage: 2 }

const STAFF_EMAIL = 'bench-mail@example.com'
const STAFF_PASSWORD = randomBytes(18).toString('base64url')
const appModule = (file) => tsImport(`../app/.server/${file}`, import.meta.url)

/** A new, empty database on the PostgreSQL server of `url` (the server migrates and seeds it). */
async function freshPostgres(url) {
  const name = `bench_mail_${randomBytes(5).toString('hex')}`
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  return { url: target.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/** Adds `count` active subscribers (70 % English, 30 % Spanish) and a draft in both languages. */
async function prepareData({ databaseUrl, pgliteDir }, count) {
  const { openDatabase } = await appModule('db/client.ts')
  const { subscribers } = await appModule('db/schema/index.ts')
  const { saveNewsletter } = await appModule('services/newsletter/newsletters.ts')
  const { newsletterFormSchema } = await tsImport(
    '../app/domain/newsletter/newsletter-form.ts',
    import.meta.url,
  )
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl, max: 2 } : { kind: 'pglite', dataDir: pgliteDir },
  )
  try {
    const rows = Array.from({ length: count }, (_, i) => ({
      email: `bench-${String(i).padStart(5, '0')}@example.com`,
      status: 'active',
      lang: i % 10 < 7 ? 'en' : 'es',
      source: 'bench',
      subscribedAt: new Date(),
    }))
    for (let i = 0; i < rows.length; i += 500)
      await database.db.insert(subscribers).values(rows.slice(i, i + 500))
    const story = (lang) =>
      [
        `<h2>${lang === 'es' ? 'Noticias del mes' : 'News of the month'}</h2>`,
        ...Array.from(
          { length: 6 },
          (_, i) =>
            `<p>${'Courier operators in every market are growing their routes with new customers. '.repeat(4)}` +
            `<a href="https://example.com/story-${i}">${lang === 'es' ? 'Leer más' : 'Read more'}</a></p>`,
        ),
      ].join('')
    const form = newsletterFormSchema.parse({
      title: 'Bench news',
      lang: 'both',
      subject: 'Our monthly news',
      content: 'Hello!',
      htmlContent: story('en'),
      titleEs: 'Noticias del mes',
      subjectEs: 'Nuestras noticias del mes',
      contentEs: '¡Hola!',
      htmlContentEs: story('es'),
    })
    const saved = await saveNewsletter(database.db, form, {
      staffEmail: STAFF_EMAIL,
      zone: 'America/New_York',
      origin: 'http://127.0.0.1',
    })
    if (!saved.ok) throw new Error(`bench-mail: the newsletter was not saved (${saved.reason})`)
    return saved.newsletter.id
  } finally {
    await database.close()
  }
}

/** Signs in as staff (POST /admin) and returns the session cookie. */
async function signIn(origin) {
  const response = await fetch(`${origin}/admin`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
    redirect: 'manual',
  })
  const cookie = /staff_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0]
  if (response.status !== 302 || !cookie)
    throw new Error(`bench-mail: staff sign-in answered ${response.status}`)
  return cookie
}

/**
 * One measured send on a fresh database: the embedded one, or a new database on the PostgreSQL
 * server of `databaseUrl` (dropped afterwards). Returns the figures in seconds.
 */
export async function benchMail({ databaseUrl, port = 4321, subscribers = 1000 } = {}) {
  const sink = await startMailSink()
  const fresh = databaseUrl ? await freshPostgres(databaseUrl) : null
  let newsletterId
  let server
  try {
    server = await startServer({
      port,
      databaseUrl: fresh?.url,
      logLevel: 'warn',
      extraEnv: {
        SMTP_URL: sink.url,
        ADMIN_EMAIL: STAFF_EMAIL,
        ADMIN_PASSWORD: STAFF_PASSWORD,
        RATE_LIMIT_SCALE: '1000000',
      },
      // BENCH_MAIL_CPU_PROF=<dir>: the server's processes write a V8 CPU profile there when they exit.
      nodeFlags: process.env.BENCH_MAIL_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_MAIL_CPU_PROF}`]
        : [],
      prepare: async (where) => {
        newsletterId = await prepareData(where, subscribers)
      },
    })
    const cookie = await signIn(server.origin)
    sink.clear()
    const cpuBefore = cpuMs(server.pid)
    const started = performance.now()
    const response = await fetch(`${server.origin}/admin/newsletters`, {
      method: 'POST',
      headers: { Origin: server.origin, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'send', id: String(newsletterId) }),
      redirect: 'manual',
    })
    const answeredS = (performance.now() - started) / 1000
    if (response.status !== 200) throw new Error(`bench-mail: Send Now answered ${response.status}`)
    await response.arrayBuffer()
    const timeoutMs = 300_000
    await sink.waitFor(1, timeoutMs)
    const firstS = (performance.now() - started) / 1000
    let allS = null
    try {
      await sink.waitFor(subscribers, timeoutMs)
      allS = (performance.now() - started) / 1000
    } catch {
      // Reported as not all received.
    }
    // The server's CPU time for the send (user + system): barely affected by other load on the machine.
    const serverCpuS = (cpuMs(server.pid) - cpuBefore) / 1000
    // A little longer: a duplicate would arrive now.
    await sleep(500)
    const recipients = new Set(sink.messages.map((m) => m.to[0]))
    const cpuMsPerMessage = Number(((serverCpuS * 1000) / subscribers).toFixed(2))
    await server.stop()
    const profileWindowS = round((performance.now() - started) / 1000)
    server = undefined
    return {
      subscribers,
      sendNowAnsweredS: round(answeredS),
      firstMessageS: round(firstS),
      allS: allS === null ? null : round(allS),
      received: sink.messages.length,
      distinctRecipients: recipients.size,
      messagesPerSecond: allS ? Math.round(subscribers / allS) : null,
      serverCpuS: round(serverCpuS),
      serverCpuMsPerMessage: cpuMsPerMessage,
      ...(process.env.BENCH_MAIL_CPU_PROF ? { profileWindowS } : {}),
      pass:
        firstS <= MAIL_BUDGET.firstMessageS &&
        allS !== null &&
        allS <= MAIL_BUDGET.allS &&
        cpuMsPerMessage <= MAIL_BUDGET.cpuMsPerMessage,
    }
  } finally {
    await server?.stop()
    await sink.stop()
    await fresh?.drop()
  }
}

const round = (s) => Number(s.toFixed(2))

/** The line of the report: "newsletter to 1,000: first message X s, all Y s (PASS)". */
export function mailLine(figures) {
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL')
  const all =
    figures.allS === null ? `not all within 300 s (${figures.received} received)` : `all ${figures.allS} s`
  return (
    `newsletter to ${figures.subscribers.toLocaleString('en')}: first message ${figures.firstMessageS} s ` +
    `(${verdict(figures.firstMessageS <= MAIL_BUDGET.firstMessageS)} ≤ ${MAIL_BUDGET.firstMessageS} s), ${all} ` +
    `(${verdict(figures.allS !== null && figures.allS <= MAIL_BUDGET.allS)} ≤ ${MAIL_BUDGET.allS} s); ` +
    `${figures.received} messages to ${figures.distinctRecipients} addresses, server CPU ${figures.serverCpuS} s = ` +
    `${figures.serverCpuMsPerMessage} ms per message ` +
    `(${verdict(figures.serverCpuMsPerMessage <= MAIL_BUDGET.cpuMsPerMessage)} ≤ ${MAIL_BUDGET.cpuMsPerMessage} ms)`
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.BENCH_MAIL_PORT ?? 4321)
  const subscribers = Number(process.env.BENCH_MAIL_SUBSCRIBERS ?? 1000)
  let failed = false
  try {
    build()
    for (const databaseUrl of [undefined, process.env.BENCH_DATABASE_URL].filter((u, i) => i === 0 || u)) {
      const figures = await benchMail({ databaseUrl, port, subscribers })
      console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${mailLine(figures)}`)
      console.log(JSON.stringify(figures))
      if (!figures.pass) failed = true
    }
  } catch (error) {
    console.error(`bench-mail failed: ${error.stack ?? error}`)
    failed = true
  }
  process.exit(failed ? 1 : 0)
}
