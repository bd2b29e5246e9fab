import { randomUUID } from 'node:crypto'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { signedLinkToken, UUID, verifySignedLinkToken } from './newsletter-tokens'

/**
 * The key that opens the playbook guide (issue #20 item 7): `/playbook/guide?key=<uuid>.<HMAC>`,
 * signed as the newsletter's unsubscribe links are (ADR 017, `signedLinkToken`) with its own
 * purpose, so no other signed link opens it. Each accepted playbook form gets a fresh random id;
 * nothing is stored and the key does not expire (the e-mailed link keeps working, as a download
 * link would). The same key is in the confirmation e-mail and in the success panel's link, so the
 * visitor opens the guide right after the form with one plain link: no cookie, works without
 * JavaScript. Changing SESSION_SECRET invalidates old keys (the page then shows the form again).
 */
const PURPOSE = 'playbook-guide'

export const GUIDE_KEY_PARAM = 'key'

export function newPlaybookGuideKey(secret: string): string {
  return signedLinkToken(secret, PURPOSE, randomUUID())
}

export function isValidPlaybookGuideKey(secret: string, key: string | null | undefined): boolean {
  return Boolean(key) && verifySignedLinkToken(secret, PURPOSE, key!, UUID, (id) => id.toLowerCase()) !== null
}

/** The guide's path in `lang` with its key, e.g. `/es/playbook/guide?key=…`. */
export function playbookGuidePath(lang: Lang, key: string): string {
  return `${localizedPath(lang, '/playbook/guide')}?${GUIDE_KEY_PARAM}=${encodeURIComponent(key)}`
}
