// A mail worker process for the kill test (tests/integration/outbox-kill.test.ts): opens the test
// database (PostgreSQL by URL, or a PGlite data directory, which only one process may open) and
// runs the outbox worker against the test's SMTP sink until the test kills it with SIGKILL.
import pino from 'pino'
import { openDatabase } from '#app/.server/db/client'
import { parseEnv } from '#app/.server/env'
import { createSmtpTransport } from '#app/.server/mail/transport'
import { createOutboxWorker } from '#app/.server/mail/worker'

const [kind, target, smtpUrl, leaseMs] = process.argv.slice(2)
const database = await openDatabase(
  kind === 'postgres' ? { kind: 'postgres', url: target!, max: 6 } : { kind: 'pglite', dataDir: target! },
)
const worker = createOutboxWorker({
  db: database.db,
  env: { ...parseEnv({}), BACKUP_DIR: null, SESSION_SECRET: 'outbox-kill-test-secret-0123456789abcdef' },
  logger: pino({ level: process.env.OUTBOX_CHILD_LOG ?? 'silent' }, pino.destination(2)),
  transport: createSmtpTransport(smtpUrl!),
  leaseMs: Number(leaseMs),
  pollMs: 50,
})
worker.start()
process.stdout.write('started\n')
// The worker's timers do not keep a process alive (the server's HTTP listener does): this does.
setInterval(() => {}, 60_000)
