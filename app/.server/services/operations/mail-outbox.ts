import { dbOf, type DataSource } from '../../db/source'
import type { OutboxStatus } from '../../db/schema'
import type { Db } from '../../db/client'
import { outboxStatuses } from '#app/domain/mail/statuses'
import { messageBody, type EmailPayload } from '../../mail/outbox'
import { countOutboxByStatus, getOutboxRow, listOutbox, requeueRow } from '../../repos/outbox'
import { getSiteSettings } from '../content/site-settings'

export const OUTBOX_PAGE_SIZE = 50

export function parseOutboxStatus(value: string | null): OutboxStatus | undefined {
  return (outboxStatuses as readonly string[]).includes(value ?? '') ? (value as OutboxStatus) : undefined
}

/** The Mail tab: one page of the outbox (newest first, bodies left out) and the counts per status. */
export async function outboxOverview(source: DataSource, options: { status?: OutboxStatus; page: number }) {
  const db = dbOf(source)
  const [rows, counts] = await Promise.all([
    listOutbox(db, {
      status: options.status,
      limit: OUTBOX_PAGE_SIZE + 1,
      offset: (options.page - 1) * OUTBOX_PAGE_SIZE,
    }),
    countOutboxByStatus(db),
  ])
  return {
    counts,
    hasMore: rows.length > OUTBOX_PAGE_SIZE,
    rows: rows.slice(0, OUTBOX_PAGE_SIZE).map((r) => ({
      id: r.id,
      channel: r.channel,
      category: r.category,
      recipient: r.recipient,
      subject: r.subject,
      lang: r.lang,
      status: r.status,
      uncertain: r.uncertain,
      attempts: r.attempts,
      maxAttempts: r.maxAttempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      nextAttemptAt: r.nextAttemptAt.toISOString(),
    })),
  }
}

/**
 * One message with its plain-text body, for the detail view. A message queued as a template (ADR
 * 033, 041) is rendered for the view as the worker renders it (with today's settings).
 */
export async function outboxMessage(source: DataSource, id: number) {
  const db = dbOf(source)
  const row = await getOutboxRow(db, id)
  if (!row) return null
  const payload = row.payload as EmailPayload
  const text = row.channel === 'email' ? await messageText(db, payload, row.subject ?? '') : undefined
  return {
    id: row.id,
    channel: row.channel,
    category: row.category,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    uncertain: row.uncertain,
    messageId: row.messageId,
    text: row.channel === 'email' ? (text ?? '') : JSON.stringify(row.payload, null, 2),
    headers: row.channel === 'email' ? (payload.headers ?? {}) : {},
  }
}

/** A message's plain text; none when this version cannot render its template (the send fails too). */
async function messageText(db: Db, payload: EmailPayload, subject: string) {
  try {
    return (await messageBody(payload, { settings: await getSiteSettings(db), subject })).text
  } catch {
    return undefined
  }
}

/** Staff resend: a failed, held or sent message is queued again with fresh attempts. */
export async function resendOutboxMessage(source: DataSource, id: number, now = new Date()) {
  const db = dbOf(source)
  return requeueRow(db, id, now)
}
