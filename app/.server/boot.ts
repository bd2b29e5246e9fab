import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import type { TableStats } from '#app/domain/backups/backups'
import { appVersion } from './backups/commands'
import { startDailyBackups } from './backups/daily'
import { createStaffFromCommandLine, ensureStaffAccess } from './services/operations/first-account'
import { openDatabase, pgliteDir, type Database } from './db/client'
import { seedDatabase } from './db/seed'
import { getEnv, type Env } from './env'
import { jobHandlers } from './jobs/handlers'
import { createSmtpTransport } from './mail/transport'
import { createOutboxWorker } from './mail/worker'
import { createOutboxWaker, OUTBOX_WAKE_CHANNEL } from './mail/outbox-wake'
import { createPageCache, type PageCache } from './http/page-cache'
import { createMetrics, type AppMetrics } from './metrics/metrics'
import { lastBackup } from './services/operations/backups'
import { startPageCacheSync } from './http/page-cache-sync'
import { forgetCachedContent } from './services/content/content'
import { forgetCachedSettings, getSiteSettings } from './services/content/site-settings'
import { forgetCachedLaunchState } from './services/operations/site-launch'
import { prepareSecureVideosGate } from './security/secure-videos'
import { staffAccountSchema } from '#app/domain/admin/staff-rules'
import type { AppServices } from './context'

function databaseOptions(env: Env) {
  return env.DATABASE_URL
    ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: pgliteDir(env.DATA_DIR) } as const)
}

/**
 * First-boot work, run in a short-lived child process: creating a PGlite directory costs ~800 MB
 * that PGlite keeps until the process ends, so the serving process only ever opens an existing one.
 */
export async function initDatabase(options: { root: string }) {
  const env = getEnv()
  const database = await openDatabase(databaseOptions(env))
  try {
    await database.migrate(path.join(options.root, 'drizzle'))
    await seedDatabase(database.db)
  } finally {
    await database.close()
  }
  return { kind: database.kind }
}

/** What the log may keep in memory while stdout is not taking it (a slow pipe, a stalled collector). */
export const LOG_BUFFER_MAX_BYTES = 8 * 1024 * 1024

/**
 * The log's destination: stdout, written asynchronously as pino does by default, but with a
 * bounded buffer (issue #22 item 4). By default the buffer grows without limit while stdout is
 * slower than the requests; past LOG_BUFFER_MAX_BYTES lines are dropped (and counted, said once the
 * output has caught up) rather than held in memory.
 */
function logDestination() {
  const destination = pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_MAX_BYTES })
  let dropped = 0
  destination.on('drop', () => {
    dropped++
  })
  destination.on('drain', () => {
    if (!dropped) return
    const count = dropped
    dropped = 0
    destination.write(
      `${JSON.stringify({ level: 40, time: Date.now(), msg: `log output too slow: ${count} lines dropped` })}\n`,
    )
  })
  return destination
}

/**
 * What a process runs (ADR 038): `all`, the HTTP side and the outbox worker (with the scheduled
 * jobs it sends); `web`, HTTP only, its outbox nudges sent to the worker's process by NOTIFY;
 * `worker`, the outbox worker only.
 */
export type ProcessRole = 'all' | 'web' | 'worker'

export type App = AppServices & {
  role: ProcessRole
  database: Database
  pageCache: PageCache
  /** What /metrics answers (ADR 040): null, and nothing measured, unless METRICS_TOKEN is set. */
  metrics: AppMetrics | null
  close(): Promise<void>
}

/** The page cache's size in bytes: PAGE_CACHE_MB, or 32 MB in production and none elsewhere. */
export function pageCacheBytes(env: Pick<Env, 'PAGE_CACHE_MB' | 'NODE_ENV'>): number {
  const mb = env.PAGE_CACHE_MB ?? (env.NODE_ENV === 'production' ? 32 : 0)
  return Math.round(mb * 1024 * 1024)
}

/**
 * Counts a PGlite dump's rows in a short-lived child process (server/backup.js --stats-of-dump): a
 * second PGlite in the serving process would keep hundreds of MB (ADR 028). Without a build (the
 * development server), in this process.
 */
function dumpStatsInChild(root: string): ((dumpFile: string) => Promise<TableStats>) | undefined {
  const script = path.join(root, 'server/backup.js')
  if (!existsSync(path.join(root, 'build/server/index.js')) || !existsSync(script)) return undefined
  return (dumpFile) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [script, '--stats-of-dump', dumpFile], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let out = ''
      let err = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
      child.on('error', reject)
      child.on('close', (code) => {
        if (code !== 0)
          return reject(new Error(`counting the backup's rows failed (exit ${code}): ${err.trim()}`))
        try {
          resolve(JSON.parse(out) as TableStats)
        } catch (error) {
          reject(error as Error)
        }
      })
    })
}

/**
 * Opens the database (migrations are re-checked: a no-op when current) and builds the services of
 * the process's role (PROCESS_ROLE, `all` unless set; ADR 038).
 */
export async function startApp(options: { root: string; logger?: pino.Logger }): Promise<App> {
  const env = getEnv()
  const role: ProcessRole = env.PROCESS_ROLE ?? 'all'
  const logger =
    options.logger ??
    pino(
      // pino's own base (pid, host name) and the role: several processes write one log (ADR 038).
      { level: env.LOG_LEVEL, base: { pid: process.pid, hostname: hostname(), role } },
      logDestination(),
    )
  const database = await openDatabase(databaseOptions(env))
  await database.migrate(path.join(options.root, 'drizzle'))
  await seedDatabase(database.db)
  await prepareSecureVideosGate(env, logger)
  await ensureStaffAccess(database.db, env, logger)
  const sends = role !== 'web'
  if (sends && !env.SMTP_URL) logger.warn('SMTP_URL is not set: e-mails are kept in the outbox, not sent')
  const pageCache = createPageCache({
    // A worker serves no pages; its cache only carries purges to the read caches below.
    maxBytes: role === 'worker' ? 0 : pageCacheBytes(env),
    maxAgeMs: env.PAGE_CACHE_MAX_AGE_S * 1000,
    logger,
    secret: env.SESSION_SECRET,
    // The content, settings and launch-state read caches are forgotten with the pages, so another instance's
    // save shows at once here too.
    onPurge: () => {
      forgetCachedContent()
      forgetCachedSettings()
      // A launch on another instance (issue #45): the notice and noindex go here too.
      forgetCachedLaunchState()
    },
  })
  const worker = sends
    ? createOutboxWorker({
        db: database.db,
        env,
        logger,
        transport: env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : null,
        handlers: jobHandlers,
        siteSettings: getSiteSettings,
        retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
        // A scheduled change going live forgets the pages here and, by NOTIFY, everywhere.
        purgePages: (reason) => pageCache.purge(reason),
      })
    : null
  // On PostgreSQL (possibly several instances and processes), purges travel by LISTEN/NOTIFY; on
  // the same connection a process with the worker hears the web processes' outbox wake-ups.
  const sync = env.DATABASE_URL
    ? startPageCacheSync({
        url: env.DATABASE_URL,
        cache: pageCache,
        logger,
        listen: worker ? { [OUTBOX_WAKE_CHANNEL]: () => worker.nudge() } : {},
      })
    : null
  await sync?.ready
  // Started once purges can travel: a scheduled change it publishes reaches every instance.
  worker?.start()
  // The embedded database backs itself up every day (ADR 037); PostgreSQL is backed up by its owner
  // (npm run backup, or their own pg_dump schedule).
  const backups =
    database.kind === 'pglite' && env.BACKUP_DIR
      ? startDailyBackups({
          database,
          dir: env.BACKUP_DIR,
          appVersion: appVersion(options.root),
          migrationsFolder: path.join(options.root, 'drizzle'),
          logger,
          pgliteDumpStats: dumpStatsInChild(options.root),
        })
      : null
  const waker = role === 'web' && sync ? createOutboxWaker({ notify: sync.notify, logger }) : null
  // In every role: a worker under the primary answers its part of the sum too (ADR 040).
  const metrics = env.METRICS_TOKEN
    ? createMetrics({ token: env.METRICS_TOKEN, source: database.db, pageCache, logger, lastBackup })
    : null
  return {
    role,
    db: database.db,
    dbKind: database.kind,
    env,
    logger,
    outbox: worker ?? waker ?? { nudge() {} },
    pageCache,
    metrics,
    database,
    close: async () => {
      await backups?.stop()
      // The worker finishes the rows it holds (and claims no more) before the database closes.
      await worker?.stop()
      await waker?.settled()
      await sync?.stop()
      await database.close()
    },
  }
}

/**
 * `GET /readyz`: does the database answer? In production the answer says only that (issue #17
 * item 7: which database runs is nobody else's business); elsewhere it also names the kind.
 */
export async function checkReady(app: Pick<App, 'database' | 'dbKind' | 'env'>) {
  await app.database.db.execute('select 1')
  return readinessBody(true, app)
}

/** The body of a /readyz answer (server/app.js answers a failure the same way). */
export function readinessBody(ok: boolean, app: Pick<App, 'dbKind' | 'env'>) {
  const status = ok ? 'ok' : 'unavailable'
  return app.env.NODE_ENV === 'production' ? { status } : { status, database: app.dbKind }
}

/** `npm run admin:create`: adds a staff account from the command line, then closes the database. */
export async function createStaffAccountCommand(options: { root: string; email: string; password: string }) {
  // Refuse a bad e-mail or password before opening the database.
  const parsed = staffAccountSchema.safeParse(options)
  if (!parsed.success) {
    return {
      ok: false as const,
      reason: 'invalid' as const,
      problems: parsed.error.issues.map((i) => i.message),
    }
  }
  const env = getEnv()
  const database = await openDatabase(databaseOptions(env))
  try {
    await database.migrate(path.join(options.root, 'drizzle'))
    await seedDatabase(database.db)
    return await createStaffFromCommandLine(database.db, { email: options.email, password: options.password })
  } finally {
    await database.close()
  }
}
