import { createHash, randomBytes } from 'node:crypto'
import { isWellFormedTrackingToken, TRACKING_TOKEN_BYTES } from '#app/domain/deliveries/tracking-token'

/**
 * A booking's tracking token (ADR 062): 32 random bytes, base64url, made here when the booking is
 * stored. Only `hash` is stored; `token` goes into the confirmation e-mail's link and nowhere else.
 */
export function newTrackingToken(): { token: string; hash: string } {
  const token = randomBytes(TRACKING_TOKEN_BYTES).toString('base64url')
  return { token, hash: hashTrackingToken(token) }
}

export function hashTrackingToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** The hash to look a link's token up by, or null for a token no server could have made. */
export function trackingLookupHash(token: unknown): string | null {
  return isWellFormedTrackingToken(token) ? hashTrackingToken(token) : null
}
