import type { TFunction } from '#app/i18n/translate'
import type { FormKind, SubmissionKind } from '#app/domain/forms/options'
import { submitterName } from '#app/domain/forms/schemas'
import { singleLine } from '#app/domain/forms/text'
import type { Lang } from '#app/domain/routing/locale'
import type { SiteSettings } from '#app/domain/settings/site-settings'
import uiEn from '#app/i18n/en/forms'
import uiEs from '#app/i18n/es/forms'
import type { Env } from '../env'
import { EmailButton, EmailLayout, EmailText, FieldTable } from '../mail/components'
import type { OutgoingEmail } from '../mail/outbox'
import { renderEmail } from '../mail/render'
import { staffAddress } from '../mail/staff-address'
import { emailT } from '../mail/texts'

export type FormEmailContext = {
  lang: Lang
  sourcePath: string
  env: Env
  siteUrl: string
  settings: SiteSettings
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
export function fieldRows(kind: SubmissionKind, payload: Record<string, unknown>, lang: Lang, t: TFunction) {
  const ui = lang === 'es' ? uiEs : uiEn
  const rows: Array<[string, string]> = []
  for (const field of formFieldOrder[kind]) {
    const raw = payload[field]
    if (raw === undefined || raw === null || raw === '') continue
    let shown: string
    if (typeof raw === 'boolean') shown = t(raw ? 'forms.yes' : 'forms.no')
    else if (Array.isArray(raw)) shown = raw.map(String).join(', ')
    else {
      const list = optionList(kind, field)
      const labels = list ? (ui.options[list] as Record<string, string>) : undefined
      shown = labels?.[String(raw)] ?? String(raw)
    }
    rows.push([t(`forms.fields.${field}`), shown])
  }
  return rows
}

/**
 * The two e-mails of one submission: the staff notification (every field, in English, replying
 * to the submitter) and the submitter's confirmation in the page's language. Any visitor text that
 * goes into a subject is flattened to one line first (CR/LF would otherwise split the header).
 */
export async function formEmails(
  kind: FormKind,
  payload: Record<string, unknown>,
  ctx: FormEmailContext & { submissionId?: number; guidePath?: string },
): Promise<OutgoingEmail[]> {
  const email = String(payload.email)
  const name = singleLine(submitterName(kind, payload), 80) || email
  const staffName =
    kind === 'business-registration' ? singleLine(String(payload.companyName ?? ''), 80) || name : name

  const st = emailT('en')
  const staffSubject = singleLine(st(`forms.staff.kinds.${kind}.subject`, { name: staffName }), 200)
  const staff = await renderEmail(
    <EmailLayout
      lang="en"
      settings={ctx.settings}
      preview={staffSubject}
      heading={st(`forms.staff.kinds.${kind}.heading`)}
    >
      <EmailText>{st('forms.staff.intro', { page: ctx.sourcePath, name })}</EmailText>
      <FieldTable rows={fieldRows(kind, payload, 'en', st)} />
      <EmailText>{st('forms.staff.meta', { lang: ctx.lang })}</EmailText>
    </EmailLayout>,
  )

  const ct = emailT(ctx.lang)
  const confirmSubject = singleLine(ct(`forms.confirmation.kinds.${kind}.subject`), 200)
  // The playbook guide opens only with its signed key (security/playbook-guide.ts).
  const guideUrl = ctx.guidePath ? `${ctx.siteUrl}${ctx.guidePath}` : null
  const confirmation = await renderEmail(
    <EmailLayout
      lang={ctx.lang}
      settings={ctx.settings}
      preview={confirmSubject}
      heading={ct(`forms.confirmation.kinds.${kind}.heading`)}
    >
      <EmailText>{ct('forms.confirmation.greeting', { name })}</EmailText>
      <EmailText>{ct(`forms.confirmation.kinds.${kind}.text`)}</EmailText>
      {kind === 'playbook' && guideUrl ? (
        <EmailButton href={guideUrl}>{ct('forms.confirmation.kinds.playbook.button')}</EmailButton>
      ) : null}
      <EmailText>{ct('forms.confirmation.summary')}</EmailText>
      <FieldTable rows={fieldRows(kind, payload, ctx.lang, ct)} />
      <EmailText>{ct('forms.confirmation.closing')}</EmailText>
    </EmailLayout>,
  )

  return [
    {
      to: staffAddress(ctx.env),
      subject: staffSubject,
      html: staff.html,
      text: staff.text,
      category: `${kind}.staff`,
      lang: 'en',
      replyTo: email,
    },
    {
      to: email,
      subject: confirmSubject,
      html: confirmation.html,
      text: confirmation.text,
      category: `${kind}.confirmation`,
      lang: ctx.lang,
    },
  ]
}
