import { z } from 'zod'
import { oneLine } from '#app/domain/mail/retry'
import { languages } from '#app/domain/routing/locale'
import { EmailButton, EmailLayout, EmailText } from '../components'
import { emailT } from '../texts'
import { template } from './template'

// The e-mails of the operators' portal about an operator's page (issue #30 item 9): submitted (to
// staff), approved, rejected. Its set-password links: account-links.tsx.

/** Staff are told an operator submitted changes (in English, like every staff e-mail). */
export const pageSubmitted = template({
  data: z.object({
    operatorName: z.string(),
    /** How many fields the draft changes. */
    changes: z.number().int().min(0),
    reviewUrl: z.string(),
  }),
  subject: (data) => oneLine(emailT('en')('portalPage.submitted.subject', { name: data.operatorName })),
  element: (data, { settings }) => {
    const t = emailT('en')
    return (
      <EmailLayout
        lang="en"
        settings={settings}
        preview={t('portalPage.submitted.preview', { name: data.operatorName })}
        heading={t('portalPage.submitted.heading', { name: data.operatorName })}
      >
        <EmailText>
          {t('portalPage.submitted.intro', { name: data.operatorName, count: data.changes })}
        </EmailText>
        <EmailButton href={data.reviewUrl}>{t('portalPage.submitted.button')}</EmailButton>
      </EmailLayout>
    )
  },
})

/** The operator is told staff published their changes, in the language they last saved in. */
export const pageApproved = template({
  data: z.object({ lang: z.enum(languages), operatorName: z.string(), pageUrl: z.string() }),
  subject: ({ lang }) => emailT(lang)('portalPage.approved.subject'),
  element: (data, { settings }) => {
    const t = emailT(data.lang)
    return (
      <EmailLayout
        lang={data.lang}
        settings={settings}
        preview={t('portalPage.approved.preview')}
        heading={t('portalPage.approved.heading', { name: data.operatorName })}
      >
        <EmailText>{t('portalPage.approved.intro')}</EmailText>
        <EmailButton href={data.pageUrl}>{t('portalPage.approved.button')}</EmailButton>
      </EmailLayout>
    )
  },
})

/** The operator is told staff rejected their changes, with staff's reason, in their language. */
export const pageRejected = template({
  data: z.object({
    lang: z.enum(languages),
    operatorName: z.string(),
    reason: z.string(),
    pageUrl: z.string(),
  }),
  subject: ({ lang }) => emailT(lang)('portalPage.rejected.subject'),
  element: (data, { settings }) => {
    const t = emailT(data.lang)
    return (
      <EmailLayout
        lang={data.lang}
        settings={settings}
        preview={t('portalPage.rejected.preview')}
        heading={t('portalPage.rejected.heading', { name: data.operatorName })}
      >
        <EmailText>{t('portalPage.rejected.intro')}</EmailText>
        <EmailText>{data.reason}</EmailText>
        <EmailText>{t('portalPage.rejected.outro')}</EmailText>
        <EmailButton href={data.pageUrl}>{t('portalPage.rejected.button')}</EmailButton>
      </EmailLayout>
    )
  },
})
