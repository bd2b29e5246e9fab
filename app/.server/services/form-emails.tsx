import { DEFAULT_SITE_TIME_ZONE, pickupTimeLabel } from '#app/domain/bookings/pickup-time'
import { z } from 'zod'
import type { TFunction } from '#app/i18n/translate'
import { formKinds, type FormKind, type SubmissionKind } from '#app/domain/forms/options'
import { submitterName } from '#app/domain/forms/schemas'
import { singleLine } from '#app/domain/forms/text'
import { languages, type Lang } from '#app/domain/routing/locale'
import uiEn from '#app/i18n/en/forms'
import uiEs from '#app/i18n/es/forms'
import type { Env } from '../env'
import { EmailButton, EmailLayout, EmailText, FieldTable } from '../mail/components'
import type { OutgoingEmail } from '../mail/outbox'
import type { TemplateContext } from '../mail/templates'
import { staffAddress } from '../mail/staff-address'
import { emailT } from '../mail/texts'

export type FormEmailContext = {
  lang: Lang
  sourcePath: string
  env: Env
  siteUrl: string
}

/**
 * Field order in the e-mails and the staff inbox, per kind (the order of the form itself; a
 * newsletter signup stores the popup's fields and the subscriber's source and tags).
 */
export const formFieldOrder: Record<SubmissionKind, string[]> = {
  lead: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'city',
    'state',
    'experience',
    'hasVehicle',
    'referralCode',
    'message',
  ],
  newsletter: ['firstName', 'lastName', 'email', 'source', 'tags'],
  booking: ['operator', 'name', 'phone', 'email', 'pickup', 'delivery', 'when', 'notes', 'quote'],
  playbook: ['firstName', 'lastName', 'email', 'phone', 'hearAboutUs', 'source', 'leadMagnet'],
  'business-registration': [
    'companyName',
    'contactName',
    'email',
    'phone',
    'address',
    'city',
    'state',
    'zipCode',
    'businessType',
    'estimatedVolume',
  ],
  'service-contact': ['name', 'email', 'phone', 'company', 'serviceType', 'message'],
  'operator-application': [
    'firstName',
    'lastName',
    'email',
    'phone',
    'city',
    'state',
    'experience',
    'hasVehicle',
    'investmentReady',
    'message',
  ],
}

/** Which option list labels a field's stored slug. */
function optionList(kind: SubmissionKind, field: string): keyof typeof uiEn.options | null {
  if (field === 'experience')
    return kind === 'operator-application' ? 'applicationExperience' : 'leadExperience'
  if (
    field === 'hearAboutUs' ||
    field === 'businessType' ||
    field === 'estimatedVolume' ||
    field === 'serviceType'
  )
    return field
  return null
}

/** The submitted fields as [label, value] rows in `lang`; React escapes them when rendering. */
export function fieldRows(
  kind: SubmissionKind,
  payload: Record<string, unknown>,
  lang: Lang,
  t: TFunction,
  timeZone = DEFAULT_SITE_TIME_ZONE,
) {
  const ui = lang === 'es' ? uiEs : uiEn
  const rows: Array<[string, string]> = []
  for (const field of formFieldOrder[kind]) {
    const raw = payload[field]
    if (raw === undefined || raw === null || raw === '') continue
    let shown: string
    if (typeof raw === 'boolean') shown = t(raw ? 'forms.yes' : 'forms.no')
    else if (Array.isArray(raw)) shown = raw.map(String).join(', ')
    // A booking's wished pickup: in the site's zone and the reader's language (issue #30 item 9).
    else if (kind === 'booking' && field === 'when') shown = pickupTimeLabel(String(raw), timeZone, lang)
    else {
      const list = optionList(kind, field)
      const labels = list ? (ui.options[list] as Record<string, string>) : undefined
      shown = labels?.[String(raw)] ?? String(raw)
    }
    rows.push([t(`forms.fields.${field}`), shown])
  }
  return rows
}

/** What a queued staff notification is rendered from when it is sent (mail/templates.ts). */
export const formStaffEmailData = z.object({
  kind: z.enum(formKinds),
  payload: z.record(z.string(), z.unknown()),
  /** The page the form was sent from, and its language. */
  sourcePath: z.string(),
  lang: z.enum(languages),
})

/** What a queued confirmation is rendered from when it is sent (mail/templates.ts). */
export const formConfirmationEmailData = z.object({
  kind: z.enum(formKinds),
  payload: z.record(z.string(), z.unknown()),
  lang: z.enum(languages),
  /** The playbook guide's signed link (security/playbook-guide.ts); null for the other forms. */
  guideUrl: z.string().nullable(),
})

function submitter(kind: FormKind, payload: Record<string, unknown>) {
  const email = String(payload.email)
  const name = singleLine(submitterName(kind, payload), 80) || email
  const staffName =
    kind === 'business-registration' ? singleLine(String(payload.companyName ?? ''), 80) || name : name
  return { email, name, staffName }
}

/**
 * The two e-mails of one submission: the staff notification (every field, in English, replying
 * to the submitter) and the submitter's confirmation in the page's language. Any visitor text that
 * goes into a subject is flattened to one line first (CR/LF would otherwise split the header).
 *
 * They are queued as templates with their data, not rendered: the outbox worker renders them when
 * it sends them (ADR 033), so a form's request does not pay for two React renders.
 */
export function formEmails(
  kind: FormKind,
  payload: Record<string, unknown>,
  ctx: FormEmailContext & { guidePath?: string },
): OutgoingEmail[] {
  const { email, staffName } = submitter(kind, payload)
  const staffSubject = singleLine(emailT('en')(`forms.staff.kinds.${kind}.subject`, { name: staffName }), 200)
  const confirmSubject = singleLine(emailT(ctx.lang)(`forms.confirmation.kinds.${kind}.subject`), 200)
  const staffData: z.input<typeof formStaffEmailData> = {
    kind,
    payload,
    sourcePath: ctx.sourcePath,
    lang: ctx.lang,
  }
  const confirmationData: z.input<typeof formConfirmationEmailData> = {
    kind,
    payload,
    lang: ctx.lang,
    guideUrl: ctx.guidePath ? `${ctx.siteUrl}${ctx.guidePath}` : null,
  }
  return [
    {
      to: staffAddress(ctx.env),
      subject: staffSubject,
      template: { name: 'form.staff', data: staffData },
      category: `${kind}.staff`,
      lang: 'en',
      replyTo: email,
    },
    {
      to: email,
      subject: confirmSubject,
      template: { name: 'form.confirmation', data: confirmationData },
      category: `${kind}.confirmation`,
      lang: ctx.lang,
    },
  ]
}

/** The staff notification of a submission: every field, in English. */
export function formStaffEmail(
  data: z.output<typeof formStaffEmailData>,
  { settings, subject }: TemplateContext,
) {
  const { kind, payload } = data
  const { name } = submitter(kind, payload)
  const st = emailT('en')
  return (
    <EmailLayout
      lang="en"
      settings={settings}
      preview={subject}
      heading={st(`forms.staff.kinds.${kind}.heading`)}
    >
      <EmailText>{st('forms.staff.intro', { page: data.sourcePath, name })}</EmailText>
      <FieldTable rows={fieldRows(kind, payload, 'en', st)} />
      <EmailText>{st('forms.staff.meta', { lang: data.lang })}</EmailText>
    </EmailLayout>
  )
}

/** The submitter's confirmation, in the page's language, with what they sent. */
export function formConfirmationEmail(
  data: z.output<typeof formConfirmationEmailData>,
  { settings, subject }: TemplateContext,
) {
  const { kind, payload, lang } = data
  const { name } = submitter(kind, payload)
  const ct = emailT(lang)
  return (
    <EmailLayout
      lang={lang}
      settings={settings}
      preview={subject}
      heading={ct(`forms.confirmation.kinds.${kind}.heading`)}
    >
      <EmailText>{ct('forms.confirmation.greeting', { name })}</EmailText>
      <EmailText>{ct(`forms.confirmation.kinds.${kind}.text`)}</EmailText>
      {kind === 'playbook' && data.guideUrl ? (
        <EmailButton href={data.guideUrl}>{ct('forms.confirmation.kinds.playbook.button')}</EmailButton>
      ) : null}
      <EmailText>{ct('forms.confirmation.summary')}</EmailText>
      <FieldTable rows={fieldRows(kind, payload, lang, ct)} />
      <EmailText>{ct('forms.confirmation.closing')}</EmailText>
    </EmailLayout>
  )
}
