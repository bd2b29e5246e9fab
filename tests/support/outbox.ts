import pino from 'pino'
import type { Db } from '#app/.server/db/client'
import type { JobHandler } from '#app/.server/mail/jobs'
import { createSmtpTransport } from '#app/.server/mail/transport'
import { createOutboxWorker } from '#app/.server/mail/worker'
import { testEnv } from '../integration/context'

/**
 * Sends every due outbox row once (no timers): what the server's worker would do at its next pass.
 * With no smtpUrl, e-mails are held as on a server without SMTP_URL.
 */
export async function deliverOutbox(
  db: Db,
  options: {
    smtpUrl?: string
    handlers?: Record<string, JobHandler>
    env?: Parameters<typeof testEnv>[0]
  } = {},
) {
  const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl) : null
  const worker = createOutboxWorker({
    db,
    env: testEnv(options.env),
    logger: pino({ level: 'silent' }),
    transport,
    handlers: options.handlers,
  })
  try {
    return await worker.runOnce()
  } finally {
    transport?.close()
  }
}
