import type { FirstTouch } from '#app/domain/people/first-touch'
import { dbOf, type DataSource } from '../../db/source'
import {
  CONFIRM_TOKEN_TTL_MS,
  decideConfirm,
  decideSignup,
  mergeTags,
  NEWSLETTER_RESEND_RATE_LIMIT,
  normalizeEmail,
  type ConfirmOutcome,
} from '#app/domain/newsletter/subscription'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { enqueueEmails, outboxRowsOf, type OutgoingEmail } from '../../mail/outbox'
import { enqueueSubscriberSync } from '../../mail/mailerlite'
import {
  findSubscriberByConfirmHash,
  findSubscriberById,
  insertSubscriber,
  lockSubscriberByEmail,
  newSubscriberSql,
  transitionSubscriber,
  updateSubscriber,
  type SubscriberRow,
} from '../../repos/subscribers'
import type { BucketHit } from '../../repos/rate-limits'
import type { SubmissionKeyRow } from '../../repos/submission-keys'
import { insertSubmission, writeSubmission } from '../../repos/submissions'
import { consumeRateLimit } from '../../security/rate-limit'
import {
  hashConfirmToken,
  isWellFormedConfirmToken,
  newConfirmToken,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '../../security/newsletter-tokens'

type NewsletterEnv = Pick<Env, 'SESSION_SECRET' | 'MAILERLITE_API_KEY'>

export type SubscriptionRequest = {
  email: string
  lang: Lang
  /** 'Website Popup', 'Contact Form', ... */
  source: string
  tags?: string[]
  names?: { firstName?: string | null; lastName?: string | null }
  /**
   * A visitor's own signup (the popup) is also recorded as a 'newsletter' submission for the staff
   * inbox, in the same transaction; the page path it was sent from. Imports leave it out.
   */
  inbox?: { sourcePath: string; firstTouch?: FirstTouch | null }
}

export type SubscriptionResult =
  /** A confirmation e-mail was queued (new, pending again, or back from unsubscribed/bounced). */
  | { outcome: 'confirmation-sent'; subscriberId: string }
  /** Already active, or a pending address asking too often: nothing sent. Still success to the visitor. */
  | { outcome: 'unchanged'; subscriberId: string }

type Options = { env: NewsletterEnv; origin: string; now?: Date }

/** `/newsletter/confirm?token=…` in the subscriber's language. */
export function confirmUrl(origin: string, lang: Lang, token: string) {
  return `${origin}${localizedPath(lang, '/newsletter/confirm')}?token=${encodeURIComponent(token)}`
}

/** The subscriber's own unsubscribe link (it works without cookies and never expires). */
export function unsubscribeUrl(
  subscriber: Pick<SubscriberRow, 'id' | 'lang'>,
  origin: string,
  env: Pick<Env, 'SESSION_SECRET'>,
) {
  const token = unsubscribeToken(env.SESSION_SECRET, subscriber.id)
  return `${origin}${localizedPath(subscriber.lang, '/newsletter/unsubscribe')}?token=${encodeURIComponent(token)}`
}

/** RFC 8058 one-click headers for every newsletter-type e-mail. */
export function unsubscribeHeaders(
  subscriber: Pick<SubscriberRow, 'id' | 'lang'>,
  origin: string,
  env: Pick<Env, 'SESSION_SECRET'>,
): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(subscriber, origin, env)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

const namesOf = (request: SubscriptionRequest) => ({
  firstName: request.names?.firstName?.trim() || null,
  lastName: request.names?.lastName?.trim() || null,
})

/** The staff inbox's row of a visitor's own signup (a 'newsletter' submission). */
function inboxRowOf(request: SubscriptionRequest, inbox: NonNullable<SubscriptionRequest['inbox']>) {
  const email = normalizeEmail(request.email)
  const names = namesOf(request)
  return {
    kind: 'newsletter' as const,
    lang: request.lang,
    sourcePath: inbox.sourcePath,
    firstTouch: inbox.firstTouch ?? null,
    email,
    payload: {
      ...(names.firstName ? { firstName: names.firstName } : {}),
      ...(names.lastName ? { lastName: names.lastName } : {}),
      email,
      source: request.source,
      tags: mergeTags([], request.tags ?? []),
    },
  }
}

/** The double opt-in's e-mail, queued as a template; transactional (no list headers). */
function confirmationEmail(email: string, lang: Lang, origin: string, token: string): OutgoingEmail {
  return {
    to: email,
    lang,
    category: 'newsletter.confirm',
    template: {
      name: 'newsletter.confirmation',
      data: { lang, confirmUrl: confirmUrl(origin, lang, token) },
    },
  }
}

/**
 * A visitor's own signup of an address the list does not hold yet, in ONE statement (issue #42,
 * ADR 067): the rate limit's hit (`hit`), the pending subscriber, the inbox row, the confirmation
 * and the submission key (`key`) are written together, only when the hit is allowed and the
 * address is new. `written` is false when it wrote nothing but the hit: the address is known (the
 * caller goes on with requestSubscription, whose rules cover every status) or the hit was refused.
 */
export async function requestNewSubscription(
  db: Db,
  request: SubscriptionRequest & { inbox: NonNullable<SubscriptionRequest['inbox']> },
  { origin, now = new Date(), key, hit }: Omit<Options, 'env'> & { key?: SubmissionKeyRow; hit?: BucketHit },
) {
  const email = normalizeEmail(request.email)
  const { token, hash } = newConfirmToken()
  const subscriber = {
    email,
    ...namesOf(request),
    lang: request.lang,
    source: request.source,
    tags: mergeTags([], request.tags ?? []),
    confirmTokenHash: hash,
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
  }
  return writeSubmission(
    db,
    inboxRowOf(request, request.inbox),
    outboxRowsOf([confirmationEmail(email, request.lang, origin, token)]),
    { key, hit, first: (gate) => newSubscriberSql(subscriber, gate) },
  )
}

/**
 * A signup (the popup, or a form's opt-in). Runs in its own transaction, or in the caller's when
 * `db` is one (a savepoint): the subscriber row and its confirmation e-mail are written together.
 * The caller nudges the outbox after its commit.
 *
 * new → pending + confirmation; pending → a new confirmation (at most NEWSLETTER_RESEND_RATE_LIMIT
 * per address); active → nothing; unsubscribed or bounced → pending + confirmation (never straight
 * back to active). The visitor sees the same success in every case: no hint whether the address
 * was known.
 */
export async function requestSubscription(
  db: Db,
  request: SubscriptionRequest,
  { origin, now = new Date() }: Options,
): Promise<SubscriptionResult> {
  const email = normalizeEmail(request.email)
  const names = namesOf(request)
  return db.transaction(async (tx) => {
    if (request.inbox) await insertSubmission(tx, inboxRowOf(request, request.inbox))
    let existing = await lockSubscriberByEmail(tx, email)
    const { token, hash } = newConfirmToken()
    const confirmExpiresAt = new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS)
    let subscriber: SubscriberRow
    if (!existing) {
      const inserted = await insertSubscriber(tx, {
        email,
        ...names,
        status: 'pending',
        lang: request.lang,
        source: request.source,
        tags: mergeTags([], request.tags ?? []),
        confirmTokenHash: hash,
        confirmExpiresAt,
      })
      if (inserted) {
        subscriber = inserted
      } else {
        // Another signup of the same address committed first: continue as a repeat signup.
        existing = (await lockSubscriberByEmail(tx, email))!
      }
    }
    if (existing) {
      const decision = decideSignup(existing.status)
      if (decision.action === 'none') return { outcome: 'unchanged', subscriberId: existing.id }
      if (existing.status === 'pending') {
        const limit = await consumeRateLimit(tx, NEWSLETTER_RESEND_RATE_LIMIT, email, { now })
        if (!limit.allowed) return { outcome: 'unchanged', subscriberId: existing.id }
      }
      subscriber = await updateSubscriber(tx, existing.id, {
        status: 'pending',
        lang: request.lang,
        firstName: names.firstName ?? existing.firstName,
        lastName: names.lastName ?? existing.lastName,
        tags: mergeTags(existing.tags, request.tags ?? []),
        confirmTokenHash: hash,
        confirmExpiresAt,
      })
    }
    // Queued as a template: the worker renders it when it sends it (ADR 033). Transactional (no
    // list headers), in the subscriber's language.
    await enqueueEmails(tx, [confirmationEmail(email, subscriber!.lang, origin, token)])
    return { outcome: 'confirmation-sent', subscriberId: subscriber!.id }
  })
}

export type ConfirmResult = { outcome: ConfirmOutcome; lang?: Lang }

/**
 * Follows a confirmation link: a pending subscriber with a valid token becomes active (and gets a
 * welcome e-mail carrying the unsubscribe headers; MailerLite is told when configured).
 */
export async function confirmSubscription(
  source: DataSource,
  token: string,
  { env, origin, now = new Date() }: Options,
): Promise<ConfirmResult> {
  const db = dbOf(source)
  if (!isWellFormedConfirmToken(token)) return { outcome: 'invalid' }
  return db.transaction(async (tx) => {
    const subscriber = await findSubscriberByConfirmHash(tx, hashConfirmToken(token))
    const outcome = decideConfirm(subscriber, now)
    if (outcome !== 'activated' || !subscriber) return { outcome, lang: subscriber?.lang }
    const active = await transitionSubscriber(tx, subscriber.id, 'pending', {
      status: 'active',
      subscribedAt: now,
      unsubscribedAt: null,
      confirmExpiresAt: null,
    })
    if (!active) return { outcome: 'invalid' }
    await enqueueEmails(tx, [
      {
        to: active.email,
        lang: active.lang,
        category: 'newsletter.welcome',
        template: {
          name: 'newsletter.welcome',
          data: { lang: active.lang, unsubscribeUrl: unsubscribeUrl(active, origin, env) },
        },
        headers: unsubscribeHeaders(active, origin, env),
      },
    ])
    await enqueueSubscriberSync(tx, active, env)
    return { outcome: 'activated', lang: active.lang }
  })
}

export type UnsubscribeResult = { outcome: 'unsubscribed' | 'already' | 'invalid'; lang?: Lang }

/** Whether an unsubscribe token is genuine and names a subscriber (for the GET page). */
export async function checkUnsubscribeToken(
  source: DataSource,
  token: string,
  env: Pick<Env, 'SESSION_SECRET'>,
): Promise<{ valid: boolean; alreadyUnsubscribed: boolean }> {
  const db = dbOf(source)
  const id = verifyUnsubscribeToken(env.SESSION_SECRET, token)
  const subscriber = id ? await findSubscriberById(db, id) : undefined
  return { valid: !!subscriber, alreadyUnsubscribed: subscriber?.status === 'unsubscribed' }
}

/**
 * One-click unsubscribe (RFC 8058) or the page's button: the subscriber becomes 'unsubscribed'
 * whatever it was (pending, active or bounced), and its old confirmation link stops working.
 */
export async function unsubscribe(
  source: DataSource,
  token: string,
  { env, now = new Date() }: { env: NewsletterEnv; now?: Date },
): Promise<UnsubscribeResult> {
  const db = dbOf(source)
  const id = verifyUnsubscribeToken(env.SESSION_SECRET, token)
  if (!id) return { outcome: 'invalid' }
  return db.transaction(async (tx) => {
    const subscriber = await findSubscriberById(tx, id)
    if (!subscriber) return { outcome: 'invalid' }
    if (subscriber.status === 'unsubscribed') return { outcome: 'already', lang: subscriber.lang }
    const updated = await updateSubscriber(tx, id, {
      status: 'unsubscribed',
      unsubscribedAt: now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    if (subscriber.status === 'active') await enqueueSubscriberSync(tx, updated, env)
    return { outcome: 'unsubscribed', lang: subscriber.lang }
  })
}
