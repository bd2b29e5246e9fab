import { dbOf, type DataSource } from '../../db/source'
import {
  audienceLangs,
  canEdit,
  canSendNow,
  NEWSLETTER_SEND_BATCH,
  newsletterBodyHtml,
  type NewsletterLang,
} from '#app/domain/newsletter/newsletters'
import { scheduleInstant, type NewsletterForm } from '#app/domain/newsletter/newsletter-form'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { enqueueEmails, enqueueJob } from '../../mail/outbox'
import { sanitizeHtml } from '../../security/html-sanitizer'
import { isRichTextEmpty, parseRichText } from '#app/domain/rich-text/document'
import { richTextHtml } from '#app/domain/rich-text/render'
import { clickUrl, openPixelUrl, trackLinks } from '../../newsletter/tracking'
import {
  countActiveSubscribers,
  countDeliveries,
  deleteNewsletterRow,
  deliveryProgress,
  findNewsletter,
  insertDeliveries,
  insertNewsletter,
  listNewsletterRows,
  lockNewsletter,
  nextRecipients,
  updateNewsletter,
  type NewsletterRow,
} from '../../repos/newsletters'
import { unsubscribeHeaders, unsubscribeUrl } from './newsletter'

/** The job channel of newsletter sends (app/.server/jobs/handlers.ts). */
export const NEWSLETTER_CHANNEL = 'newsletter'

/** The worker's pause after each committed batch of a send (see runNewsletterSend's pauseMs). */
export const NEWSLETTER_BATCH_PAUSE_MS = 150

type SendEnv = Pick<Env, 'SESSION_SECRET'>

/** The list of the Newsletters sub-tab, with each send's delivery progress. */
export async function newsletterList(db: Db) {
  const [rows, progress] = await Promise.all([listNewsletterRows(db), deliveryProgress(db)])
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subject: row.subject,
    lang: row.lang,
    status: row.status,
    recipientCount: row.recipientCount,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    progress: progress.get(row.id) ?? null,
  }))
}

export type SaveResult =
  | { ok: true; newsletter: NewsletterRow }
  | { ok: false; reason: 'not-found' | 'not-editable' }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string> }

/**
 * Saves the editor's form (§4): the status the form gives (draft by default), updatedAt now, the
 * recipient count of active subscribers of its language, HTML content sanitized. A scheduled
 * newsletter is handed to the worker for its time.
 */
export async function saveNewsletter(
  db: Db,
  form: NewsletterForm,
  options: { id?: number; staffEmail: string; zone: string; origin: string; now?: Date },
): Promise<SaveResult> {
  const now = options.now ?? new Date()
  let scheduledAt: Date | null = null
  if (form.status === 'scheduled') {
    const when = scheduleInstant(form.scheduledAt, options.zone, now)
    if (!when.ok) return { ok: false, reason: 'invalid', fieldErrors: { scheduledAt: when.error } }
    scheduledAt = when.at
  }
  const both = form.lang === 'both'
  // The body's editor posts a rich-text document (issue #33), rendered here to HTML; HTML posted
  // before the editor loaded (or without JavaScript) is kept as it was. Either way it is sanitized.
  const html = async (value: string) => {
    const doc = value.trimStart().startsWith('{') ? parseRichText(value) : null
    const body = doc ? (isRichTextEmpty(doc) ? '' : richTextHtml(doc)) : value
    return body.trim() === '' ? null : await sanitizeHtml(body, 'newsletter')
  }
  const values = {
    title: form.title,
    lang: form.lang,
    subject: form.subject,
    content: form.content,
    htmlContent: await html(form.htmlContent),
    titleEs: both ? form.titleEs : null,
    subjectEs: both ? form.subjectEs : null,
    contentEs: both ? form.contentEs : null,
    htmlContentEs: both ? await html(form.htmlContentEs) : null,
    status: form.status,
    scheduledAt,
    lastError: null,
    updatedByEmail: options.staffEmail,
    updatedAt: now,
  }
  return db.transaction(async (tx) => {
    const recipientCount = await countActiveSubscribers(tx, audienceLangs(form.lang))
    let newsletter: NewsletterRow | undefined
    if (options.id === undefined) {
      newsletter = await insertNewsletter(tx, { ...values, recipientCount, createdAt: now })
    } else {
      const current = await lockNewsletter(tx, options.id)
      if (!current) return { ok: false, reason: 'not-found' }
      if (!canEdit(current.status)) return { ok: false, reason: 'not-editable' }
      newsletter = await updateNewsletter(tx, options.id, { ...values, recipientCount })
    }
    if (scheduledAt) await queueSend(tx, newsletter!.id, options.origin, scheduledAt)
    return { ok: true, newsletter: newsletter! }
  })
}

/** A job that sends the newsletter at `runAt` (one per id and time: saving twice queues one). */
async function queueSend(db: Db, id: number, origin: string, runAt: Date) {
  await enqueueJob(db, {
    channel: NEWSLETTER_CHANNEL,
    category: 'newsletter.send',
    payload: { newsletterId: id, origin },
    dedupeKey: `newsletter:${id}:${runAt.toISOString()}`,
    runAt,
  })
}

export type SendNowResult =
  { ok: true; recipients: number } | { ok: false; reason: 'not-found' | 'not-draft' }

/**
 * Send Now (drafts only): the newsletter becomes 'sending' with the active subscriber count, and
 * the worker creates one message per subscriber. The caller nudges the outbox after the commit.
 */
export async function sendNewsletterNow(
  source: DataSource,
  id: number,
  options: { origin: string; now?: Date },
): Promise<SendNowResult> {
  const db = dbOf(source)
  const now = options.now ?? new Date()
  return db.transaction(async (tx) => {
    const current = await lockNewsletter(tx, id)
    if (!current) return { ok: false, reason: 'not-found' }
    if (!canSendNow(current.status)) return { ok: false, reason: 'not-draft' }
    const recipients = await countActiveSubscribers(tx, audienceLangs(current.lang))
    await updateNewsletter(tx, id, {
      status: 'sending',
      recipientCount: recipients,
      scheduledAt: null,
      lastError: null,
      updatedAt: now,
    })
    await queueSend(tx, id, options.origin, now)
    return { ok: true, recipients }
  })
}

/** One newsletter as stored (the editor's values, a notice's time), or undefined. */
export async function getNewsletter(source: DataSource, id: number) {
  const db = dbOf(source)
  return findNewsletter(db, id)
}

/** Delete (after the confirm prompt): any newsletter that is not in the middle of sending. */
export async function deleteNewsletter(source: DataSource, id: number): Promise<boolean> {
  const db = dbOf(source)
  return deleteNewsletterRow(db, id, ['sending'])
}

type Version = { title: string; subject: string; content: string; htmlContent: string | null }

/** The version of a newsletter for subscribers of `lang`. */
export function versionFor(row: NewsletterRow, lang: Lang): Version {
  if (row.lang === 'both' && lang === 'es') {
    return {
      title: row.titleEs ?? row.title,
      subject: row.subjectEs ?? row.subject,
      content: row.contentEs ?? '',
      htmlContent: row.htmlContentEs,
    }
  }
  return { title: row.title, subject: row.subject, content: row.content, htmlContent: row.htmlContent }
}

/** The language of a newsletter version's texts (template footer): English unless it is Spanish. */
function templateLang(rowLang: NewsletterLang, lang: Lang): Lang {
  return rowLang === 'both' ? lang : rowLang
}

/**
 * What every message of one version (§9) shares, as the 'newsletter.issue' template's data
 * (mail/templates/newsletter.tsx) shows it: the subject, the title and the body. With `tracking`,
 * the body's links go through the click counter (signed per newsletter and target).
 */
async function issueVersion(
  row: NewsletterRow,
  lang: Lang,
  options: { origin: string; env: SendEnv; tracking: boolean },
) {
  const version = versionFor(row, lang)
  let bodyHtml = newsletterBodyHtml(version)
  if (options.tracking) {
    bodyHtml = await trackLinks(bodyHtml, (target) =>
      clickUrl(options.origin, row.id, target, options.env.SESSION_SECRET),
    )
  }
  return { lang: templateLang(row.lang, lang), subject: version.subject, title: version.title, bodyHtml }
}

/**
 * The preview (§2.17): the subject and the body as a subscriber of `lang` gets them (the stored,
 * sanitized HTML, or the text with line breaks), without tracking.
 */
export async function previewNewsletter(source: DataSource, id: number, lang: Lang) {
  const db = dbOf(source)
  const row = await findNewsletter(db, id)
  if (!row) return null
  const shownLang: Lang = row.lang === 'both' ? lang : row.lang
  const version = versionFor(row, shownLang)
  return {
    id: row.id,
    title: version.title,
    lang: row.lang,
    shownLang,
    subject: version.subject,
    bodyHtml: newsletterBodyHtml(version),
  }
}

/** "Send test to me": one copy to the staff member, marked as a test, without tracking. */
export async function sendTestNewsletter(
  source: DataSource,
  id: number,
  to: string,
  options: { origin: string; env: SendEnv },
): Promise<boolean> {
  const db = dbOf(source)
  const row = await findNewsletter(db, id)
  if (!row) return false
  const langs = audienceLangs(row.lang)
  const versions = await Promise.all(
    langs.map((lang) => issueVersion(row, lang, { ...options, tracking: false })),
  )
  await enqueueEmails(
    db,
    versions.map((version, i) => ({
      to,
      lang: langs[i]!,
      category: 'newsletter.test',
      template: {
        name: 'newsletter.issue',
        data: {
          ...version,
          test: true,
          unsubscribeUrl: `${options.origin}/newsletter/unsubscribe`,
          openPixelUrl: null,
        },
      },
    })),
  )
  return true
}

/**
 * The worker's side of a send (the 'newsletter' job): when the newsletter is due, one outbox
 * message per active subscriber of its language, in batches; each batch writes its messages and
 * their delivery rows in one transaction with the newsletter locked, so a crash or a second worker
 * neither skips nor doubles anyone. At the end: sent, with sentAt and the recipient count.
 */
export async function runNewsletterSend(
  db: Db,
  payload: { newsletterId: number; origin: string },
  options: {
    env: SendEnv
    now?: () => Date
    batchSize?: number
    /** Called inside each batch's transaction after its rows are written (tests crash here). */
    afterBatch?: (count: number) => void | Promise<void>
    /** Called after each batch is committed: the outbox worker sends its messages at once. */
    onCommitted?: () => void
    /**
     * A pause after each committed batch, so the sending of the messages written so far (the SMTP
     * dialogue, their rows' updates) is not starved by the writing of the next ones: on PGlite the
     * database runs in this thread. The outbox worker's job passes NEWSLETTER_BATCH_PAUSE_MS.
     */
    pauseMs?: number
    /** A smaller first batch commits sooner (the worker's job passes NEWSLETTER_FIRST_BATCH). */
    firstBatchSize?: number
  },
): Promise<'sent' | 'not-due' | 'nothing'> {
  const now = options.now ?? (() => new Date())
  const batchSize = options.batchSize ?? NEWSLETTER_SEND_BATCH
  const id = payload.newsletterId
  const start = await db.transaction(async (tx) => {
    const row = await lockNewsletter(tx, id)
    if (!row) return 'nothing' as const
    if (row.status === 'scheduled') {
      // An earlier job of a newsletter that was rescheduled later: its own job will come.
      if (!row.scheduledAt || row.scheduledAt.getTime() > now().getTime()) return 'not-due' as const
      await updateNewsletter(tx, id, {
        status: 'sending',
        recipientCount: await countActiveSubscribers(tx, audienceLangs(row.lang)),
      })
      return 'go' as const
    }
    return row.status === 'sending' ? ('go' as const) : ('nothing' as const)
  })
  if (start !== 'go') return start

  // What the messages of each language share, made once per send (the worker renders each
  // message from it and the subscriber's own links, ADR 041).
  const versions = new Map<Lang, Awaited<ReturnType<typeof issueVersion>>>()
  let after: string | undefined
  for (let batch = 0; ; batch++) {
    const queued = await db.transaction(async (tx) => {
      const row = await lockNewsletter(tx, id)
      if (!row || row.status !== 'sending') return -1
      const size = batch === 0 ? (options.firstBatchSize ?? batchSize) : batchSize
      const langs = audienceLangs(row.lang)
      let recipients = await nextRecipients(tx, id, langs, size, after)
      // The end of the run's order: one look at the whole list (someone who became active meanwhile).
      if (recipients.length === 0 && after !== undefined)
        recipients = await nextRecipients(tx, id, langs, size)
      if (recipients.length === 0) return 0
      after = recipients.at(-1)!.id
      for (const lang of new Set(recipients.map((r) => r.lang))) {
        if (!versions.has(lang)) {
          versions.set(
            lang,
            await issueVersion(row, lang, { origin: payload.origin, env: options.env, tracking: true }),
          )
        }
      }
      const ids = await enqueueEmails(
        tx,
        recipients.map((r) => ({
          to: r.email,
          lang: r.lang,
          category: 'newsletter.issue',
          template: {
            name: 'newsletter.issue',
            data: {
              ...versions.get(r.lang)!,
              test: false,
              unsubscribeUrl: unsubscribeUrl(r, payload.origin, options.env),
              openPixelUrl: openPixelUrl(payload.origin, id, r.id, options.env.SESSION_SECRET),
            },
          },
          headers: unsubscribeHeaders(r, payload.origin, options.env),
          subscriberId: r.id,
        })),
      )
      await insertDeliveries(
        tx,
        recipients.map((r, i) => ({ newsletterId: id, subscriberId: r.id, outboxId: ids[i]! })),
      )
      await options.afterBatch?.(recipients.length)
      return recipients.length
    })
    if (queued < 0) return 'nothing'
    if (queued === 0) break
    options.onCommitted?.()
    if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs))
  }
  await db.transaction(async (tx) => {
    const row = await lockNewsletter(tx, id)
    if (!row || row.status !== 'sending') return
    await updateNewsletter(tx, id, {
      status: 'sent',
      sentAt: now(),
      recipientCount: await countDeliveries(tx, id),
    })
  })
  return 'sent'
}
