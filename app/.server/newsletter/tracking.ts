import { createHmac, timingSafeEqual } from 'node:crypto'
import { loadSanitizer } from './sanitize'

/**
 * Open and click counting for newsletters (issue #11 item 5): one tracking image per newsletter
 * and redirect links signed per (newsletter, target), so the redirect cannot be used to send
 * people anywhere else. Nothing in either URL names the reader: only totals per newsletter exist.
 */

function clickSignature(secret: string, newsletterId: number, target: string) {
  return createHmac('sha256', secret)
    .update(`newsletter-click:${newsletterId}:${target}`)
    .digest('base64url')
    .slice(0, 32)
}

export function openPixelUrl(origin: string, newsletterId: number) {
  return `${origin}/newsletter/o/${newsletterId}.gif`
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

/** Every http(s) link of a (sanitized) body goes through the click counter; mailto links stay. */
export async function trackLinks(html: string, toTracked: (target: string) => string): Promise<string> {
  const sanitizeHtml = await loadSanitizer()
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href
        if (!href || !/^https?:\/\//i.test(href)) return { tagName, attribs }
        return { tagName, attribs: { ...attribs, href: toTracked(href) } }
      },
    },
  })
}

/** A transparent 1×1 GIF. */
export const TRACKING_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
