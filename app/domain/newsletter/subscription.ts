/**
 * Newsletter subscriber rules (issue #6; network-site.md §3 Subscriber). Double opt-in: a signup
 * makes a pending subscriber and sends a confirmation link; only the link makes it active. An
 * address that unsubscribed or bounced goes back to pending and needs a new confirmation.
 */
export const subscriberStatuses = ['pending', 'active', 'unsubscribed', 'bounced'] as const
export type SubscriberStatus = (typeof subscriberStatuses)[number]

/** Addresses follow the one address rule of app/domain/mail/address.ts (forms and outbox alike). */
export { EMAIL_ADDRESS_MAX_LENGTH as EMAIL_MAX_LENGTH } from '../mail/address'

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** Source of a popup signup, as the spec's payload names it (marketing-site.md §7 item 2). */
export const POPUP_SOURCE = 'Website Popup'

/** Signups per visitor IP (before RATE_LIMIT_SCALE). */
export const NEWSLETTER_SIGNUP_RATE_LIMIT = { bucket: 'form:newsletter', limit: 10, windowMs: 60 * 60_000 }
/** Confirmation e-mails per address: a pending address asking again gets a new one, within this. */
export const NEWSLETTER_RESEND_RATE_LIMIT = {
  bucket: 'newsletter:confirm-resend',
  limit: 3,
  windowMs: 60 * 60_000,
}

/** Addresses are compared and stored lower-cased and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export type SignupDecision =
  /** A new address: store it pending and send a confirmation. */
  | { action: 'create' }
  /** Pending, unsubscribed or bounced: (back to) pending with a new confirmation link. */
  | { action: 'reconfirm' }
  /** Already active: nothing changes and nothing is sent (the visitor still sees success). */
  | { action: 'none' }

/** What a signup does for an address, by its current status (undefined = unknown address). */
export function decideSignup(status: SubscriberStatus | undefined): SignupDecision {
  if (status === undefined) return { action: 'create' }
  if (status === 'active') return { action: 'none' }
  return { action: 'reconfirm' }
}

export type ConfirmOutcome = 'activated' | 'already-active' | 'expired' | 'invalid'

/**
 * What following a confirmation link does. Only a pending subscriber whose link has not expired
 * becomes active; an active one is told it already is; anything else is an invalid link (an
 * unsubscribed address's old link never re-activates it).
 */
export function decideConfirm(
  subscriber: { status: SubscriberStatus; confirmExpiresAt: Date | null } | undefined,
  now: Date,
): ConfirmOutcome {
  if (!subscriber) return 'invalid'
  if (subscriber.status === 'active') return 'already-active'
  if (subscriber.status !== 'pending') return 'invalid'
  if (!subscriber.confirmExpiresAt || subscriber.confirmExpiresAt.getTime() <= now.getTime()) return 'expired'
  return 'activated'
}

/** Tags kept in order, without duplicates or blanks, at most 20 of 50 characters each. */
export function mergeTags(existing: readonly string[], added: readonly string[]): string[] {
  const out: string[] = []
  for (const tag of [...existing, ...added]) {
    const t = tag.trim().slice(0, 50)
    if (t && !out.includes(t)) out.push(t)
  }
  return out.slice(0, 20)
}
