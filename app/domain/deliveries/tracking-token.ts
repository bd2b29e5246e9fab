import { TOKEN_PAGE_REFERRER_POLICY } from '../http/replies'

/**
 * The tracking link's token (issue #44, ADR 062): 32 random bytes, base64url (43 characters), made
 * by the server when the booking is stored and put in the customer's confirmation e-mail. The
 * database keeps only its SHA-256, so a copy of the table opens no tracking page; a token that is
 * not of this shape is refused before any lookup. (The bytes and the hash are the server's:
 * app/.server/security/tracking-tokens.ts.)
 */
export const TRACKING_TOKEN_BYTES = 32
export const TRACKING_TOKEN_LENGTH = 43

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** Whether `token` can be a tracking token at all (43 base64url characters). */
export function isWellFormedTrackingToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token)
}

/** The tracking page of a token (without the language prefix; localize it). */
export function trackingPath(token: string): string {
  return `/track/${token}`
}

/** The JSON state the open tracking page polls (one language-neutral URL). */
export function trackingStatePath(token: string): string {
  return `/track/${token}/state`
}

/** How often the open tracking page asks for the job's state while it is visible. */
export const TRACKING_POLL_MS = 10_000

/**
 * The headers of everything the tracking link opens (the page, its 404 and redirect, its JSON
 * state): the customer's own, never kept by a shared cache, never indexed, never sent to another
 * site as a referrer.
 */
export const TRACKING_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': TOKEN_PAGE_REFERRER_POLICY,
  'X-Robots-Tag': 'noindex, nofollow',
} as const
