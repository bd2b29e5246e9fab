/**
 * Phone numbers as visitors type them (issue #20 item 9): digits with the usual separators
 * (spaces, dots, dashes, brackets, a leading +), and between 7 digits (a local number) and 15 (the
 * longest international number, E.164). Letters and other signs are refused, so "abc" is no phone.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/

export function isPhoneNumber(value: string, { minDigits = 7 }: { minDigits?: number } = {}): boolean {
  const v = value.trim()
  if (!PHONE_CHARACTERS.test(v)) return false
  const digits = v.replace(/\D/g, '').length
  return digits >= minDigits && digits <= 15
}
