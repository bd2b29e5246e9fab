import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { canonicalSubmission, SUBMISSION_KEY_PATTERN } from '#app/domain/forms/submission-key'

/**
 * The submission keys of ADR 056. A response's key is `<id>.<tag>`: id = HMAC(SESSION_SECRET,
 * nonce), tag = HMAC(SESSION_SECRET, id), 16 bytes each. It is made from the response's CSP nonce,
 * so a page the page cache keeps gets a new key with every new nonce (app/.server/http/page-cache.ts
 * substitutes both), and it reveals nothing of the nonce. The server checks a key it is sent by its
 * tag alone: nothing is stored until a submission is.
 */
const half = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest().subarray(0, 16).toString('base64url')

const tagOf = (secret: string, id: string) => half(secret, `submission-key-tag:${id}`)

/** The submission key of the response whose CSP nonce is `nonce`. */
export function submissionKeyFor(secret: string, nonce: string): string {
  const id = half(secret, `submission-key:${nonce}`)
  return `${id}.${tagOf(secret, id)}`
}

/**
 * What a posted key is: none (an empty or missing field: a page rendered before keys existed, a
 * client of its own), one this server made, or a forgery (any other text, a file).
 */
export type PostedSubmissionKey = { kind: 'none' } | { kind: 'forged' } | { kind: 'made'; key: string }

export function checkSubmissionKey(secret: string, value: FormDataEntryValue | null): PostedSubmissionKey {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return { kind: 'none' }
  if (typeof value !== 'string' || !SUBMISSION_KEY_PATTERN.test(value)) return { kind: 'forged' }
  const [id, tag] = value.split('.') as [string, string]
  const expected = Buffer.from(tagOf(secret, id))
  const given = Buffer.from(tag)
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { kind: 'made', key: value }
    : { kind: 'forged' }
}

/**
 * One submission as the submission_keys table knows it: `key`, the digest of the form, the posted
 * key and the values the form's schema parsed (so a page the browser revalidated, which carries the
 * key it had before, still stores a new submission with other values; ADR 056), and the form.
 */
export type SubmissionClaim = { key: string; form: string }

export function submissionClaim(form: string, key: string, value: unknown): SubmissionClaim {
  const digest = createHash('sha256')
    .update(`${form}\n${key}\n${canonicalSubmission(value)}`)
    .digest('base64url')
  return { key: digest, form }
}
