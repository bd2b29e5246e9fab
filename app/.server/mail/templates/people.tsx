import { z } from 'zod'
import { DEFAULT_SITE_TIME_ZONE } from '#app/domain/time/zone'
import { oneLine } from '#app/domain/mail/retry'
import { formatInZone } from '#app/domain/time/format'
import { languages } from '#app/domain/routing/locale'
import { EmailButton, EmailLayout, EmailText } from '../components'
import { emailT } from '../texts'
import { template } from './template'

/** What a message staff sent from a person's page is rendered from: the template as merged when sent. */
export const personMessageEmailData = z.object({
  lang: z.enum(languages),
  subject: z.string().min(1).max(300),
  body: z.string().max(20_000),
})

/**
 * A message staff send a person from their page (issue #34): a staff template with its merge
 * fields filled in, in the person's language. The body is plain text; each paragraph a block.
 */
export const personMessage = template({
  data: personMessageEmailData,
  subject: ({ subject }) => subject,
  element: (data, { settings, subject }) => (
    <EmailLayout lang={data.lang} settings={settings} preview={subject} heading={subject}>
      {data.body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, i) => (
          <EmailText key={i}>{paragraph}</EmailText>
        ))}
    </EmailLayout>
  ),
})

/**
 * The owner of a follow-up task is told once that it is overdue (issue #34), in English like
 * every staff e-mail, with the due time in the site's time zone and a link to the person.
 */
export const taskOverdue = template({
  data: z.object({
    title: z.string(),
    personName: z.string(),
    personUrl: z.string(),
    /** When it was due (ISO 8601). */
    dueAt: z.iso.datetime({ offset: true }),
  }),
  subject: (data) =>
    oneLine(emailT('en')('people.taskOverdue.subject', { title: data.title, name: data.personName })),
  element: (data, { settings, timeZone }) => {
    const t = emailT('en')
    const name = data.personName
    const due = formatInZone(data.dueAt, timeZone ?? DEFAULT_SITE_TIME_ZONE, 'en')
    return (
      <EmailLayout
        lang="en"
        settings={settings}
        preview={t('people.taskOverdue.preview')}
        heading={t('people.taskOverdue.heading')}
      >
        <EmailText>{t('people.taskOverdue.intro', { title: data.title, name, due })}</EmailText>
        <EmailButton href={data.personUrl}>{t('people.taskOverdue.button', { name })}</EmailButton>
      </EmailLayout>
    )
  },
})
