import { z } from 'zod'
import { languages } from '#app/domain/routing/locale'
import { EmailButton, EmailLayout, EmailText } from '../mail/components'
import type { TemplateContext } from '../mail/templates'
import { emailT } from '../mail/texts'

// The e-mails of an operator's page changes (issue #30 item 9), queued as templates and rendered by
// the outbox worker when it sends them (ADR 033). The rejection's is rendered where it is decided
// (operator-page-drafts.tsx). No runtime import of the outbox here: mail/templates.ts imports this.

/** Staff are told an operator submitted changes (in English, like every staff e-mail). */
export const pageSubmittedEmailData = z.object({
  operatorName: z.string(),
  /** How many fields the draft changes. */
  changes: z.number().int().min(0),
  reviewUrl: z.string(),
})

export function pageSubmittedEmail(
  data: z.output<typeof pageSubmittedEmailData>,
  { settings }: TemplateContext,
) {
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
}

/** The operator is told staff published their changes, in the language they last saved in. */
export const pageApprovedEmailData = z.object({
  lang: z.enum(languages),
  operatorName: z.string(),
  pageUrl: z.string(),
})

export function pageApprovedEmail(
  data: z.output<typeof pageApprovedEmailData>,
  { settings }: TemplateContext,
) {
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
}
