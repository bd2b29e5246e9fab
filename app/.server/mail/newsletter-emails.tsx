import { z } from 'zod'
import { languages, type Lang } from '#app/domain/routing/locale'
import type { SiteSettings } from '#app/domain/settings/site-settings'
import { EmailButton, EmailLayout, EmailText } from './components'
import { renderEmail } from './render'
import type { TemplateContext } from './templates'
import { emailT } from './texts'

/** What the double opt-in e-mail is rendered from when it is sent (templates.ts, ADR 033). */
export const newsletterConfirmationData = z.object({
  lang: z.enum(languages),
  confirmUrl: z.string(),
})

/**
 * The double opt-in e-mail, queued as a template (the worker renders it when it sends it): its
 * subject and data. Transactional (no list headers), in the subscriber's language.
 */
export function newsletterConfirmation(lang: Lang, confirmUrl: string) {
  const data: z.input<typeof newsletterConfirmationData> = { lang, confirmUrl }
  return {
    subject: emailT(lang)('newsletter.confirm.subject'),
    template: { name: 'newsletter.confirmation' as const, data },
  }
}

export function newsletterConfirmationEmail(
  { lang, confirmUrl }: z.output<typeof newsletterConfirmationData>,
  { settings }: TemplateContext,
) {
  const t = emailT(lang)
  return (
    <EmailLayout
      lang={lang}
      settings={settings}
      preview={t('newsletter.confirm.preview')}
      heading={t('newsletter.confirm.heading')}
    >
      <EmailText>{t('newsletter.confirm.intro')}</EmailText>
      <EmailButton href={confirmUrl}>{t('newsletter.confirm.button')}</EmailButton>
      <EmailText>
        {t('newsletter.confirm.linkHint')} {confirmUrl}
      </EmailText>
      <EmailText>{t('newsletter.confirm.expiry')}</EmailText>
      <EmailText>{t('newsletter.confirm.ignore')}</EmailText>
    </EmailLayout>
  )
}

/** Sent once the address is confirmed: a newsletter-type mail, so it carries the unsubscribe link. */
export async function renderNewsletterWelcome(lang: Lang, settings: SiteSettings, unsubscribeUrl: string) {
  const t = emailT(lang)
  const { html, text } = await renderEmail(
    <EmailLayout
      lang={lang}
      settings={settings}
      preview={t('newsletter.welcome.preview')}
      heading={t('newsletter.welcome.heading')}
    >
      <EmailText>{t('newsletter.welcome.intro')}</EmailText>
      <EmailText>
        {t('newsletter.welcome.unsubscribe')}{' '}
        <a href={unsubscribeUrl}>{t('newsletter.welcome.unsubscribeLink')}</a>
      </EmailText>
    </EmailLayout>,
  )
  return { subject: t('newsletter.welcome.subject'), html, text }
}
