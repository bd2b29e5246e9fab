import { z } from 'zod'
import { languages } from '#app/domain/routing/locale'
import { EmailButton, EmailLayout, EmailText } from '../components'
import { emailT } from '../texts'
import { template } from './template'

// The newsletter's e-mails: the double opt-in confirmation, the welcome once confirmed, and an
// issue (one per subscriber of a send, or a staff member's test copy).

/**
 * The double opt-in e-mail, in the subscriber's language. Transactional (no list headers).
 */
export const newsletterConfirmation = template({
  data: z.object({ lang: z.enum(languages), confirmUrl: z.string() }),
  subject: ({ lang }) => emailT(lang)('newsletter.confirm.subject'),
  element: ({ lang, confirmUrl }, { settings }) => {
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
  },
})

/** Sent once the address is confirmed: a newsletter-type mail, so it carries the unsubscribe link. */
export const newsletterWelcome = template({
  data: z.object({ lang: z.enum(languages), unsubscribeUrl: z.string() }),
  subject: ({ lang }) => emailT(lang)('newsletter.welcome.subject'),
  element: ({ lang, unsubscribeUrl }, { settings }) => {
    const t = emailT(lang)
    return (
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
      </EmailLayout>
    )
  },
})

/**
 * One newsletter issue (§9): 600 px, header with the product name and the title, the body (staff's
 * sanitized HTML, its links already through the click counter when tracked), footer with
 * copyright, postal address and the subscriber's unsubscribe link, and, when tracked, the
 * delivery's signed open image. The unsubscribe link and the open image are the only parts that
 * differ between the subscribers of a send: `personal`, so the worker renders an issue once per
 * version and puts them in per message (ADR 041).
 */
export const newsletterIssue = template({
  data: z.object({
    /** The language of the layout's texts (the footer). */
    lang: z.enum(languages),
    subject: z.string(),
    title: z.string(),
    bodyHtml: z.string(),
    /** A staff member's "Send test to me" copy: the subject says so. */
    test: z.boolean(),
    unsubscribeUrl: z.string(),
    /** The delivery's signed open image; null for an untracked copy. */
    openPixelUrl: z.string().nullable(),
  }),
  personal: ['unsubscribeUrl', 'openPixelUrl'],
  subject: ({ subject, test }) => (test ? `[TEST] ${subject}`.slice(0, 250) : subject),
  element: (data, { settings }) => (
    <EmailLayout
      lang={data.lang}
      settings={settings}
      preview={data.subject}
      heading={data.title}
      unsubscribeUrl={data.unsubscribeUrl}
    >
      <div
        style={{ color: '#1f2937', fontSize: '15px', lineHeight: '22px' }}
        dangerouslySetInnerHTML={{ __html: data.bodyHtml }}
      />
      {data.openPixelUrl ? (
        <img src={data.openPixelUrl} width={1} height={1} alt="" style={{ display: 'block', border: 0 }} />
      ) : null}
    </EmailLayout>
  ),
})
