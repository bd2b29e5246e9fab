/**
 * The one e-mail address rule (issue #17 item 4), shared by every form that takes an address and by
 * the outbox that sends to it: an address a form accepts can always be sent to.
 *
 * A plain `local@domain`, ASCII only, at most 254 characters:
 * - the local part is a dot-atom (RFC 5322 atext, dots only between characters), at most 64;
 * - the domain is two or more host-name labels (letters, digits, inner hyphens, at most 63 each)
 *   ending in a top-level label that is letters (or an `xn--` IDN label).
 *
 * Refused, though RFC 5322 allows them: quoted local parts (`"q"@example.test`), address literals
 * (`a@[127.0.0.1]`), display names and angle brackets (`<a@example.test>`, `Ann <a@example.test>`),
 * comments, lists, white space and control characters. Everything accepted also passes the browser's
 * own check of an `<input type="email">`.
 */
export const EMAIL_ADDRESS_MAX_LENGTH = 254

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const LOCAL = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*$`)
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const TOP_LABEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/

export function isSendableAddress(value: string): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_ADDRESS_MAX_LENGTH) return false
  const at = value.lastIndexOf('@')
  if (at <= 0) return false
  const local = value.slice(0, at)
  const domain = value.slice(at + 1)
  if (local.length > 64 || !LOCAL.test(local)) return false
  const labels = domain.split('.')
  if (labels.length < 2) return false
  if (!labels.every((label) => LABEL.test(label))) return false
  return TOP_LABEL.test(labels[labels.length - 1]!)
}
