import { z } from '#app/domain/zod'
import { isSendableAddress } from '../mail/address'

/**
 * The one rule for text that visitors type (issue #17 item 4), used by every public form's schema.
 *
 * Refused, with a message beside the field, never silently changed (what was typed stays in the form):
 * - C0 controls (U+0000–U+001F), DEL (U+007F) and C1 controls (U+0080–U+009F): NUL cannot be
 *   stored by PostgreSQL, and the rest only hide things;
 * - except, in multi-line fields (messages, notes), tab, CR and LF;
 * - U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR are line breaks: refused in one-line fields
 *   (a name may end up in an e-mail subject or a log line), kept in multi-line ones;
 * - lone UTF-16 surrogates (only JSON can carry them): not text, and PostgreSQL's jsonb refuses them.
 *
 * One-line fields therefore can never split a mail header. Multi-line text is stored with its line
 * breaks as LF (`normalizeLineBreaks`).
 */
export type TextShape = 'line' | 'multiline'

// eslint-disable-next-line no-control-regex
const LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// eslint-disable-next-line no-control-regex
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether visitor text of this shape may be accepted as it is. */
export function isAcceptableText(text: string, shape: TextShape = 'line'): boolean {
  const forbidden = shape === 'line' ? LINE_FORBIDDEN : MULTILINE_FORBIDDEN
  return !forbidden.test(text) && !LONE_SURROGATE.test(text)
}

/** Multi-line text as stored: CRLF, CR, U+2028 and U+2029 become LF. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n')
}

/**
 * A Zod string for visitor text: refused with `message` when the rule above says no (nothing after
 * that runs, so the field shows that one message). Chain `.trim()`, `.min()`, `.max()` after it.
 */
export function visitorText(shape: TextShape, messages: { control: string; required?: string }): z.ZodString {
  const base = messages.required ? z.string({ error: messages.required }) : z.string()
  const checked = base.refine((v) => isAcceptableText(v, shape), { message: messages.control, abort: true })
  return shape === 'multiline' ? checked.overwrite(normalizeLineBreaks) : checked
}

/**
 * A Zod e-mail address field with the one address rule (app/domain/mail/address.ts), the rule the
 * outbox applies too: what a form accepts can always be sent to. Trimmed; refused with `invalid`.
 */
export function visitorEmail(messages: { required: string; invalid: string; tooLong?: string }, max = 254) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong ?? messages.invalid)
    .refine(isSendableAddress, messages.invalid)
}
