import { z } from '#app/domain/zod'
import { editableStatuses, NEWSLETTER_LIMITS, newsletterLangs } from './newsletters'
import { zonedLocalToUtc } from './time-zone'

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

export const newsletterFormSchema = z
  .object({
    title: z
      .string({ error: `${E}titleRequired` })
      .trim()
      .min(1, `${E}titleRequired`)
      .max(NEWSLETTER_LIMITS.title, `${E}tooLong`),
    subject: oneLine(NEWSLETTER_LIMITS.subject).refine((v) => v !== '', `${E}subjectRequired`),
    lang: z.enum(newsletterLangs).catch('en'),
    content: text(NEWSLETTER_LIMITS.content),
    htmlContent: text(NEWSLETTER_LIMITS.content),
    subjectEs: oneLine(NEWSLETTER_LIMITS.subject),
    contentEs: text(NEWSLETTER_LIMITS.content),
    htmlContentEs: text(NEWSLETTER_LIMITS.content),
    status: z.enum(editableStatuses).catch('draft'),
    scheduledAt: z.string().trim().max(40).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.content.trim() === '' && value.htmlContent.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['content'], message: `${E}contentRequired` })
    }
    if (
      value.lang === 'both' &&
      (value.subjectEs === '' || (value.contentEs.trim() === '' && value.htmlContentEs.trim() === ''))
    ) {
      ctx.addIssue({ code: 'custom', path: ['subjectEs'], message: `${E}spanishRequired` })
    }
    if (value.status === 'scheduled' && value.scheduledAt === '') {
      ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: `${E}scheduleRequired` })
    }
  })

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
