import { z } from 'zod'
import { languages } from '#app/domain/routing/locale'
import { EmailLayout, EmailText } from '../components'
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
