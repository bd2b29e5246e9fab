import type { Lang } from '#app/domain/routing/locale'
import { isSafeHeaderValue, isSingleAddress } from '#app/domain/mail/retry'
import type { Db } from '../db/client'
import { insertOutboxRows } from '../repos/outbox'

/** An e-mail to send through the outbox (rendered already: see render.tsx). */
export type OutgoingEmail = {
  /** One address. */
  to: string
  /** One line: a CR or LF throws MailHeaderError. */
  subject: string
  html: string
  text: string
  /** What it is, e.g. 'contact.staff', 'order.confirmation'. */
  category: string
  lang: Lang
  replyTo?: string
  headers?: Record<string, string>
  /** A newsletter message: sent only if this subscriber is still active when its turn comes. */
  subscriberId?: string
}

/** A header would have been split (CR/LF) or a recipient is not one plain address. */
export class MailHeaderError extends Error {
  constructor(field: string) {
    super(`unsafe e-mail header: ${field}`)
    this.name = 'MailHeaderError'
  }
}

function check(email: OutgoingEmail) {
  if (!isSingleAddress(email.to)) throw new MailHeaderError('to')
  if (!isSafeHeaderValue(email.subject)) throw new MailHeaderError('subject')
  if (email.replyTo !== undefined && !isSingleAddress(email.replyTo)) throw new MailHeaderError('replyTo')
  for (const [name, value] of Object.entries(email.headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || !isSafeHeaderValue(value)) throw new MailHeaderError(name)
  }
}

/**
 * Queues e-mails. Pass the transaction that stores the record they are about, so the record and its
 * e-mails are committed together or not at all. Returns the outbox ids. After the commit, call
 * `context.outbox.nudge()` so the worker sends them at once.
 */
export async function enqueueEmails(db: Db, emails: OutgoingEmail[]): Promise<number[]> {
  emails.forEach(check)
  return insertOutboxRows(
    db,
    emails.map((email) => ({
      channel: 'email',
      category: email.category,
      lang: email.lang,
      recipient: email.to,
      subject: email.subject,
      payload: {
        html: email.html,
        text: email.text,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
        ...(email.subscriberId ? { subscriberId: email.subscriberId } : {}),
      },
    })),
  )
}

/** Queues a job for a channel of jobs.ts (e.g. 'mailerlite'); a second job with the same dedupeKey is skipped. */
export async function enqueueJob(
  db: Db,
  job: {
    channel: string
    payload: Record<string, unknown>
    dedupeKey?: string
    category?: string
    /** Not before this time (a scheduled newsletter); now when left out. */
    runAt?: Date
  },
): Promise<void> {
  if (job.channel === 'email') throw new Error('use enqueueEmails for e-mail')
  await insertOutboxRows(db, [
    {
      channel: job.channel,
      category: job.category ?? job.channel,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
      ...(job.runAt ? { nextAttemptAt: job.runAt } : {}),
    },
  ])
}
