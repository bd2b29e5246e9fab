import pino from 'pino'
import type { Db } from '#app/.server/db/client'
import type { OutboxRow } from '#app/.server/db/schema'
import { messageBody, type EmailPayload } from '#app/.server/mail/outbox'
import { createSmtpTransport } from '#app/.server/mail/transport'
import { createOutboxWorker, type JobHandler } from '#app/.server/mail/worker'
import { insertOutboxRows } from '#app/.server/repos/outbox'
import { listSiteSettingRows } from '#app/.server/repos/site-settings'
import type { Lang } from '#app/domain/routing/locale'
import { resolveSiteSettings } from '#app/domain/settings/site-settings'
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

/**
 * The HTML and text of a queued e-mail row as the worker sends it (its template rendered now, with
 * the stored settings and the test server's time zone), without sending it.
 */
export async function renderedRow(db: Db, row: Pick<OutboxRow, 'payload' | 'subject'>) {
  const { html = '', text = '' } = await messageBody(row.payload as EmailPayload, {
    settings: resolveSiteSettings(await listSiteSettingRows(db)),
    subject: row.subject ?? '',
    timeZone: testEnv().SITE_TIME_ZONE,
  })
  return { html, text }
}

/**
 * Queues e-mails as a version before ADR 041 did: rendered, their HTML and text in the row. Such
 * rows may still wait in the outbox after an upgrade; the worker sends them as they are.
 */
export async function queueRenderedEmails(
  db: Db,
  emails: Array<{ to: string; subject: string; html: string; text: string; category: string; lang: Lang }>,
) {
  return insertOutboxRows(
    db,
    emails.map((email) => ({
      channel: 'email',
      category: email.category,
      lang: email.lang,
      recipient: email.to,
      subject: email.subject,
      payload: { html: email.html, text: email.text },
    })),
  )
}
