import type { Lang } from '../routing/locale'
import type { ChatAssistant } from './assistants'

/**
 * Questions the assistants could not answer are kept for staff to review. They are stored without
 * anything that identifies the visitor: no IP, no cookie, no user agent; and contact details typed
 * into the question itself are replaced before storing.
 */
export const UNMATCHED_QUESTION_MAX_LENGTH = 500

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu
// Seven or more digits, optionally separated by spaces, dots, dashes or brackets, with an optional +.
const PHONE = /\+?\(?\d(?:[\s().-]*\d){6,}/g

/** Replaces e-mail addresses and phone-like numbers with placeholders. */
export function redactContactDetails(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]')
}

export type UnmatchedQuestion = {
  assistant: ChatAssistant
  lang: Lang
  text: string
  /** The path of the page the chat was opened on. */
  page?: string
}

/** Questions stored per visitor IP. */
export const UNMATCHED_QUESTION_RATE_LIMIT = { bucket: 'chat:unmatched', limit: 30, windowMs: 60 * 60_000 }
