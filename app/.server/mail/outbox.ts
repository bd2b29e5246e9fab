import type { Lang } from '#app/domain/routing/locale'
import { isSendableAddress } from '#app/domain/mail/address'
import { isSafeHeaderValue, oneLine } from '#app/domain/mail/retry'
import type { Db } from '../db/client'
import { rawPart, type RawPart } from './mime'
import { insertOutboxRows, type NewOutboxRow } from '../repos/outbox'
import {
  checkTemplate,
  renderMessage,
  renderTemplate,
  templateSubject,
  type QueuedTemplate,
  type TemplateContext,
} from './templates'

export type { TemplateData } from './templates'

/**
 * An e-mail to send through the outbox: a template of mail/templates/ by its name, and its data
 * (ADR 041). The worker renders it when it sends it; its subject is the template's, computed now.
 */
export type OutgoingEmail = {
  /** One address (app/domain/mail/address.ts); any other makes a message that fails at once. */
  to: string
  /** What it is, e.g. 'contact.staff', 'order.confirmation'. */
  category: string
  lang: Lang
  replyTo?: string
  headers?: Record<string, string>
  /** A newsletter message: sent only if this subscriber is still active when its turn comes. */
  subscriberId?: string
  template: QueuedTemplate
}

/** A subject or extra header would have been split (CR/LF). The app builds those: a bug, not input. */
export class MailHeaderError extends Error {
  constructor(field: string) {
    super(`unsafe e-mail header: ${field}`)
    this.name = 'MailHeaderError'
  }
}

/** Why a message is failed for good as it is queued: an address the transport could not send to. */
export const REFUSED_ADDRESS_ERROR = 'not sent: the address is not one plain e-mail address (refused)'

/** Whether the message's addresses follow the one address rule (the forms' rule too). */
export function addressesSendable(email: Pick<OutgoingEmail, 'to' | 'replyTo'>): boolean {
  return isSendableAddress(email.to) && (email.replyTo === undefined || isSendableAddress(email.replyTo))
}

function check(email: OutgoingEmail, subject: string) {
  if (!isSafeHeaderValue(subject)) throw new MailHeaderError('subject')
  for (const [name, value] of Object.entries(email.headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || !isSafeHeaderValue(value)) throw new MailHeaderError(name)
  }
}

/**
 * Queues e-mails. Pass the transaction that stores the record they are about, so the record and its
 * e-mails are committed together or not at all. Returns the outbox ids. After the commit, call
 * `context.outbox.nudge()` so the worker sends them at once.
 *
 * A message to (or replying to) an address the one address rule refuses is kept, failed for good,
 * never sent and never an error of the request that queued it; the address is stored on one line.
 */
export async function enqueueEmails(db: Db, emails: OutgoingEmail[]): Promise<number[]> {
  return insertOutboxRows(db, outboxRowsOf(emails))
}

/** The outbox rows of `emails` (what enqueueEmails inserts), for a caller that writes them itself. */
export function outboxRowsOf(emails: OutgoingEmail[]): NewOutboxRow[] {
  // A template's data is checked now, by the request that has it (TemplateError is a bug).
  const checked = emails.map((email) => {
    const template = checkTemplate(email.template)
    const subject = templateSubject(template)
    check(email, subject)
    return { email, template, subject }
  })
  return checked.map(({ email, template, subject }) => ({
    channel: 'email',
    category: email.category,
    lang: email.lang,
    recipient: oneLine(email.to, 254),
    subject,
    ...(addressesSendable(email) ? {} : { status: 'failed' as const, lastError: REFUSED_ADDRESS_ERROR }),
    payload: {
      template,
      ...(email.replyTo ? { replyTo: oneLine(email.replyTo, 254) } : {}),
      ...(email.headers ? { headers: email.headers } : {}),
      ...(email.subscriberId ? { subscriberId: email.subscriberId } : {}),
    },
  }))
}

/** What an e-mail row's payload holds: a template and its data, or (a row of an older version) its HTML and text. */
export type EmailPayload = {
  template?: { name: unknown; data: unknown }
  html?: string
  text?: string
  replyTo?: string
  headers?: Record<string, string>
  subscriberId?: string
}

/**
 * The HTML and text of a queued e-mail, as the worker sends it: its template rendered now, or the
 * parts an older version rendered when it queued the row (before ADR 041; such rows may still wait
 * in the outbox after an upgrade). Throws TemplateError for a template this version cannot render.
 */
export async function messageBody(
  payload: EmailPayload,
  context: TemplateContext,
): Promise<{ html?: string; text?: string }> {
  if (payload.template) return renderTemplate(payload.template, context)
  return { html: payload.html, text: payload.text }
}

/**
 * The body of a queued e-mail as the worker gives it to nodemailer: the HTML and text, or, for a
 * newsletter issue (a template with personal fields), both parts already encoded from the shared
 * pieces of its version (ADR 061: nodemailer's own encoding was most of a message's CPU time).
 */
export async function messageParts(
  payload: EmailPayload,
  context: TemplateContext,
): Promise<{ html?: string | RawPart; text?: string | RawPart }> {
  if (!payload.template) return { html: payload.html, text: payload.text }
  const { html, text, parts } = await renderMessage(payload.template, context)
  return parts ? { html: rawPart(parts.html), text: rawPart(parts.text) } : { html, text }
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
