/**
 * The submission key of a public form (issue #46 item 6, ADR 056): made by the server for each
 * response (from its CSP nonce), carried by every public form in a hidden field, and sent back
 * with the submission. The same key with the same values again (a retry after a lost answer, a
 * double click, a resent form) stores nothing new and is answered as the first was.
 */

/** The hidden field's name, beside the honeypot's (HONEYPOT_FIELD). */
export const SUBMISSION_KEY_FIELD = 'submission_key'

/** `<id>.<tag>`: two 16-byte base64url halves (the server's HMACs). */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/

/**
 * How long a stored submission's key is remembered: a retry comes within seconds, a form resent
 * from the browser's history within hours. Older keys are forgotten (storeOnce prunes them).
 */
export const SUBMISSION_KEY_KEEP_MS = 24 * 60 * 60_000

/**
 * The submitted values as one text that does not depend on the order of their fields: what a
 * repeat must match, with the key, to count as the same submission. Dates are their instants;
 * undefined fields are left out, as in JSON.
 */
export function canonicalSubmission(value: unknown): string {
  return JSON.stringify(sorted(value))
}

function sorted(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(sorted)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .filter((name) => record[name] !== undefined)
        .map((name) => [name, sorted(record[name])]),
    )
  }
  return value
}
