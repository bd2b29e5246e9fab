import { z } from '#app/domain/zod'
import { isRichTextEmpty, parseRichText } from '../rich-text/document'
import { editableStatuses, NEWSLETTER_LIMITS, newsletterLangs } from './newsletters'
import { utcToZonedLocal, zonedLocalToUtc } from '../time/zone'

/**
 * The newsletter editor's fields (issue #11 item 1), shared by the form and its action. Messages
 * are i18n keys under `adminNewsletters.editor.errors`. `scheduledAt` is a `datetime-local`
 * value in the site's time zone; the action turns it into an instant with `scheduleInstant`.
 */
const E = 'adminNewsletters.editor.errors.'
const text = (max: number) => z.string().max(max, `${E}tooLong`).default('')
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${E}tooLong`)
    .refine((v) => !/[\r\n]/.test(v), `${E}oneLine`)
    .default('')

const newsletterFields = {
  title: z
    .string({ error: `${E}titleRequired` })
    .trim()
    .min(1, `${E}titleRequired`)
    .max(NEWSLETTER_LIMITS.title, `${E}tooLong`),
  titleEs: z.string().trim().max(NEWSLETTER_LIMITS.title, `${E}tooLong`).default(''),
  subject: oneLine(NEWSLETTER_LIMITS.subject).refine((v) => v !== '', `${E}subjectRequired`),
  lang: z.enum(newsletterLangs).catch('en'),
  content: text(NEWSLETTER_LIMITS.content),
  htmlContent: text(NEWSLETTER_LIMITS.content),
  subjectEs: oneLine(NEWSLETTER_LIMITS.subject),
  contentEs: text(NEWSLETTER_LIMITS.content),
  htmlContentEs: text(NEWSLETTER_LIMITS.content),
  status: z.enum(editableStatuses).catch('draft'),
  scheduledAt: z.string().trim().max(40).default(''),
}

type FieldValues = {
  content: string
  htmlContent: string
  lang: string
  titleEs: string
  subjectEs: string
  contentEs: string
  htmlContentEs: string
  status: string
  scheduledAt: string
}

/** A formatted body with nothing in it: empty, or a rich-text document holding no text (issue #33). */
function blankBody(value: string): boolean {
  const body = value.trim()
  if (body === '') return true
  if (!body.startsWith('{')) return false
  const doc = parseRichText(body)
  return doc !== null && isRichTextEmpty(doc)
}

/**
 * A formatted body posted as the editor's document (it starts with `{`) that is not one this site
 * keeps (ADR 047: the same schema as the FAQ, story and blog editors). HTML, which the field holds
 * until the editor loads or without JavaScript, and an empty field are not documents.
 */
function malformedBody(value: string): boolean {
  const body = value.trim()
  return body.startsWith('{') && parseRichText(body) === null
}

/**
 * The rules between fields: some content, a formatted body that is HTML or a valid document, a
 * Spanish version when both (its own title too: the Spanish e-mail is headed by it, issue #30
 * item 6), a time when scheduled.
 */
function checkNewsletter(value: FieldValues, ctx: z.RefinementCtx) {
  // Issue #46: a malformed document was kept as the HTML and sent as literal JSON text.
  if (malformedBody(value.htmlContent)) {
    ctx.addIssue({ code: 'custom', path: ['htmlContent'], message: `${E}bodyInvalid` })
  }
  if (value.lang === 'both' && malformedBody(value.htmlContentEs)) {
    ctx.addIssue({ code: 'custom', path: ['htmlContentEs'], message: `${E}bodyInvalid` })
  }
  if (value.content.trim() === '' && blankBody(value.htmlContent)) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: `${E}contentRequired` })
  }
  if (value.lang === 'both' && value.titleEs === '') {
    ctx.addIssue({ code: 'custom', path: ['titleEs'], message: `${E}titleRequired` })
  }
  if (
    value.lang === 'both' &&
    (value.subjectEs === '' || (value.contentEs.trim() === '' && blankBody(value.htmlContentEs)))
  ) {
    ctx.addIssue({ code: 'custom', path: ['subjectEs'], message: `${E}spanishRequired` })
  }
  if (value.status === 'scheduled' && value.scheduledAt === '') {
    ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: `${E}scheduleRequired` })
  }
}

export const newsletterFormSchema = z.object(newsletterFields).superRefine(checkNewsletter)

/**
 * The editor's post (`intent=save`), as the new and edit routes' actions parse it through the
 * guarded edge: the same fields and rules as `newsletterFormSchema`.
 */
export const newsletterEditorSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), ...newsletterFields }).superRefine(checkNewsletter),
])

export type NewsletterForm = z.output<typeof newsletterFormSchema>

/**
 * The instant a scheduled newsletter goes out, checked against `now`: an error key when the value
 * is not a date-time or is not in the future.
 */
export function scheduleInstant(
  value: string,
  zone: string,
  now: Date,
): { ok: true; at: Date } | { ok: false; error: string } {
  const at = zonedLocalToUtc(value, zone)
  if (!at) return { ok: false, error: `${E}scheduleRequired` }
  if (at.getTime() <= now.getTime()) return { ok: false, error: `${E}scheduleInPast` }
  return { ok: true, at }
}

/** What the editor's fields hold: strings, as the form has them. */
export type EditorValues = {
  title: string
  subject: string
  lang: string
  content: string
  htmlContent: string
  titleEs: string
  subjectEs: string
  contentEs: string
  htmlContentEs: string
  status: string
  scheduledAt: string
}

export const emptyEditorValues: EditorValues = {
  title: '',
  titleEs: '',
  subject: '',
  lang: 'en',
  content: '',
  htmlContent: '',
  subjectEs: '',
  contentEs: '',
  htmlContentEs: '',
  status: 'draft',
  scheduledAt: '',
}

/** A stored newsletter as the editor shows it: its send time in the site's zone, as typed. */
export function editorValuesOf(
  row: {
    title: string
    subject: string
    lang: string
    content: string
    htmlContent: string | null
    titleEs: string | null
    subjectEs: string | null
    contentEs: string | null
    htmlContentEs: string | null
    status: string
    scheduledAt: Date | null
  },
  zone: string,
): EditorValues {
  return {
    title: row.title,
    subject: row.subject,
    lang: row.lang,
    content: row.content,
    htmlContent: row.htmlContent ?? '',
    titleEs: row.titleEs ?? '',
    subjectEs: row.subjectEs ?? '',
    contentEs: row.contentEs ?? '',
    htmlContentEs: row.htmlContentEs ?? '',
    status: row.status === 'scheduled' ? 'scheduled' : 'draft',
    scheduledAt: row.scheduledAt ? utcToZonedLocal(row.scheduledAt, zone) : '',
  }
}

/**
 * The editor after a refused save: what was typed (the reply's `initialValue`) over the values
 * it started from (a field the form did not post, such as a hidden Spanish version, keeps its
 * value), and the first message of each field.
 */
export function editorAfterReply(
  start: EditorValues,
  reply: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null },
): { values: EditorValues; fieldErrors: Record<string, string> } {
  const values = { ...start }
  for (const key of Object.keys(start) as Array<keyof EditorValues>) {
    const typed = reply.initialValue?.[key]
    if (typeof typed === 'string') values[key] = typed
  }
  const fieldErrors: Record<string, string> = {}
  for (const [field, messages] of Object.entries(reply.error ?? {})) {
    if (field && messages?.[0]) fieldErrors[field] = messages[0]
  }
  return { values, fieldErrors }
}
