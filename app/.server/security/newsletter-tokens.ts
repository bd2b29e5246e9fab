import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Tokens of the newsletter links.
 *
 * - Confirmation: 32 random bytes (base64url) in the link; the database keeps only its SHA-256,
 *   so a leaked table cannot confirm anyone.
 * - Unsubscribe: `<subscriber id>.<HMAC-SHA256(SESSION_SECRET, "newsletter-unsubscribe:" + id)>`.
 *   Nothing is stored, the link of every past e-mail keeps working, and it cannot be guessed
 *   without the secret. (Changing SESSION_SECRET invalidates old unsubscribe links: the page then
 *   says the link is invalid, and every newsletter carries a fresh one.)
 */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashConfirmToken(token) }
}

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** A confirmation token as it appears in a link: 43 base64url characters. */
export const isWellFormedConfirmToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The signed links of ADR 017, for any purpose: `<id>.<HMAC-SHA256(SESSION_SECRET, purpose + ":" + id)>`.
 * The purpose keeps one kind of link from opening another (an unsubscribe token is no invoice link).
 */
function linkSignature(secret: string, purpose: string, id: string) {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url')
}

export function signedLinkToken(secret: string, purpose: string, id: string): string {
  return `${id}.${linkSignature(secret, purpose, id)}`
}

/**
 * The id a signed link token names, when it is well formed (`idPattern`, after `normalize`) and its
 * signature is right; else null.
 */
export function verifySignedLinkToken(
  secret: string,
  purpose: string,
  token: string,
  idPattern: RegExp,
  normalize: (id: string) => string = (id) => id,
): string | null {
  if (token.length > 200) return null
  const dot = token.indexOf('.')
  if (dot < 0) return null
  const id = normalize(token.slice(0, dot))
  if (!idPattern.test(id)) return null
  const given = Buffer.from(token.slice(dot + 1))
  const expected = Buffer.from(linkSignature(secret, purpose, id))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return id
}

const UNSUBSCRIBE = 'newsletter-unsubscribe'

export function unsubscribeToken(secret: string, subscriberId: string): string {
  return signedLinkToken(secret, UNSUBSCRIBE, subscriberId)
}

/** The subscriber id an unsubscribe token names, when its signature is right; else null. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  return verifySignedLinkToken(secret, UNSUBSCRIBE, token, UUID, (id) => id.toLowerCase())
}
