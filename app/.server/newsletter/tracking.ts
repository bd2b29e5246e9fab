import { createHmac, timingSafeEqual } from 'node:crypto'
import { rewriteLinks } from '../security/html-sanitizer'

/**
 * Open and click counting for newsletters (issue #11 item 5, issue #17 item 6): a tracking image
 * signed per delivery (newsletter, subscriber), counted once per delivery, so loads of an unsigned
 * or forged image, or the same one again, count nothing; and redirect links signed per
 * (newsletter, target), so the redirect cannot be used to send people anywhere else.
 */

function clickSignature(secret: string, newsletterId: number, target: string) {
  return createHmac('sha256', secret)
    .update(`newsletter-click:${newsletterId}:${target}`)
    .digest('base64url')
    .slice(0, 32)
}

function openSignature(secret: string, newsletterId: number, subscriberId: string) {
  return createHmac('sha256', secret)
    .update(`newsletter-open:${newsletterId}:${subscriberId.toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22)
}

/**
 * The open image of one delivery: `/newsletter/o/{newsletter}-{subscriber uuid, hex}-{signature}.gif`
 * (all in the path: no `&` for an e-mail client to mangle).
 */
export function openPixelUrl(origin: string, newsletterId: number, subscriberId: string, secret: string) {
  const hex = subscriberId.replaceAll('-', '').toLowerCase()
  return `${origin}/newsletter/o/${newsletterId}-${hex}-${openSignature(secret, newsletterId, subscriberId)}.gif`
}

/** The delivery an open image's file name names, when its signature is right; else null. */
export function verifyOpenPixel(
  secret: string,
  file: string,
): { newsletterId: number; subscriberId: string } | null {
  const match = /^(\d{1,9})-([0-9a-f]{32})-([A-Za-z0-9_-]{22})\.gif$/.exec(file)
  if (!match) return null
  const newsletterId = Number(match[1])
  const h = match[2]!
  const subscriberId = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
  const expected = Buffer.from(openSignature(secret, newsletterId, subscriberId))
  const given = Buffer.from(match[3]!)
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { newsletterId, subscriberId }
    : null
}

export function clickUrl(origin: string, newsletterId: number, target: string, secret: string) {
  const s = clickSignature(secret, newsletterId, target)
  return `${origin}/newsletter/c/${newsletterId}?u=${encodeURIComponent(target)}&s=${s}`
}

/** The target of a click link when its signature is right and it is an http(s) URL; else null. */
export function verifyClick(secret: string, newsletterId: number, target: string, signature: string) {
  if (target.length > 2000 || !/^https?:\/\//i.test(target)) return null
  const expected = Buffer.from(clickSignature(secret, newsletterId, target))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? target : null
}

/**
 * Every http(s) link of a (sanitized) body goes through the click counter; mailto links stay. The
 * body was sanitized when it was saved (the sanitizer's `newsletter` policy), so this pass only
 * rewrites links.
 */
export async function trackLinks(html: string, toTracked: (target: string) => string): Promise<string> {
  return rewriteLinks(html, (href) => (/^https?:\/\//i.test(href) ? toTracked(href) : undefined))
}

/** A transparent 1×1 GIF. */
export const TRACKING_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
