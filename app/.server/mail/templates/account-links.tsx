import { z } from 'zod'
import { languages, type Lang } from '#app/domain/routing/locale'
import { EmailButton, EmailLayout, EmailText } from '../components'
import { emailT } from '../texts'
import { template } from './template'

// The e-mails of the links that set a password (ADR 058), one shape for both realms: an
// invitation or a reset, the single-use link with how long it works, in the recipient's language.
// The operators' name their operator; the staff's their e-mail address.

type LinkKey = 'portal.invite' | 'portal.reset' | 'staff.invite' | 'staff.reset'

function passwordLink<S extends z.ZodType<{ lang: Lang; url: string }>>(
  key: LinkKey,
  data: S,
  nameOf: (data: z.output<S>) => string,
) {
  return template({
    data,
    subject: ({ lang }) => emailT(lang)(`${key}.subject`),
    element: (values, { settings }) => {
      const { lang, url } = values
      const t = emailT(lang)
      const name = nameOf(values)
      return (
        <EmailLayout
          lang={lang}
          settings={settings}
          preview={t(`${key}.preview`)}
          heading={t(`${key}.heading`, { name })}
        >
          <EmailText>{t(`${key}.intro`, { name })}</EmailText>
          <EmailButton href={url}>{t(`${key}.button`)}</EmailButton>
          <EmailText>{t(`${key}.expiry`)}</EmailText>
          <EmailText>{url}</EmailText>
          <EmailText>{t(`${key}.ignore`)}</EmailText>
        </EmailLayout>
      )
    },
  })
}

const lang = z.enum(languages)
const operatorLink = z.object({ lang, operatorName: z.string(), url: z.string() })
const staffLink = z.object({ lang, email: z.string(), url: z.string() })

export const portalInvite = passwordLink('portal.invite', operatorLink, (d) => d.operatorName)
export const portalReset = passwordLink('portal.reset', operatorLink, (d) => d.operatorName)
export const staffInvite = passwordLink('staff.invite', staffLink, (d) => d.email)
export const staffReset = passwordLink('staff.reset', staffLink, (d) => d.email)
