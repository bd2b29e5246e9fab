import type { Lang } from '#app/domain/routing/locale'
import type { SiteSettings } from '#app/domain/settings/site-settings'
import { EmailButton, EmailLayout, EmailText } from './components'
import { renderEmail } from './render'
import { emailT } from './texts'

/** The double opt-in e-mail: transactional (no list headers), in the subscriber's language. */
export async function renderNewsletterConfirmation(lang: Lang, settings: SiteSettings, confirmUrl: string) {
  const t = emailT(lang)
  const { html, text } = await renderEmail(
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
    </EmailLayout>,
  )
  return { subject: t('newsletter.confirm.subject'), html, text }
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
