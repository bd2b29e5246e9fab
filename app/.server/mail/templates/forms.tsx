import { z } from 'zod'
import { formKinds, type FormKind } from '#app/domain/forms/options'
import { submitterName } from '#app/domain/forms/schemas'
import { singleLine } from '#app/domain/forms/text'
import { languages } from '#app/domain/routing/locale'
import { EmailButton, EmailLayout, EmailText, FieldTable } from '../components'
import { fieldRows } from '../form-fields'
import { emailT } from '../texts'
import { template } from './template'

// The two e-mails of a public form's submission (the five forms, ADR 033).

/** What a queued staff notification is rendered from when it is sent. */
export const formStaffEmailData = z.object({
  kind: z.enum(formKinds),
  payload: z.record(z.string(), z.unknown()),
  /** The page the form was sent from, and its language. */
  sourcePath: z.string(),
  lang: z.enum(languages),
})

/** What a queued confirmation is rendered from when it is sent. */
export const formConfirmationEmailData = z.object({
  kind: z.enum(formKinds),
  payload: z.record(z.string(), z.unknown()),
  lang: z.enum(languages),
  /** The playbook guide's signed link (security/playbook-guide.ts); null for the other forms. */
  guideUrl: z.string().nullable(),
})

/** Who sent a submission: their address, their name, and the name staff see (the company's for a business). */
export function submitter(kind: FormKind, payload: Record<string, unknown>) {
  const email = String(payload.email)
  const name = singleLine(submitterName(kind, payload), 80) || email
  const staffName =
    kind === 'business-registration' ? singleLine(String(payload.companyName ?? ''), 80) || name : name
  return { email, name, staffName }
}

/**
 * The staff notification of a submission: every field, in English, replying to the submitter. Any
 * visitor text that goes into the subject is flattened to one line first (CR/LF would split the header).
 */
export const formStaff = template({
  data: formStaffEmailData,
  subject: ({ kind, payload }) =>
    singleLine(
      emailT('en')(`forms.staff.kinds.${kind}.subject`, { name: submitter(kind, payload).staffName }),
      200,
    ),
  element: (data, { settings, subject }) => {
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
  },
})

/** The submitter's confirmation, in the page's language, with what they sent. */
export const formConfirmation = template({
  data: formConfirmationEmailData,
  subject: ({ kind, lang }) => singleLine(emailT(lang)(`forms.confirmation.kinds.${kind}.subject`), 200),
  element: (data, { settings, subject }) => {
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
  },
})
