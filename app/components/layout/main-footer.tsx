import { openConsentSettings } from '#app/components/analytics/consent-store'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { telHref } from '#app/domain/settings/site-settings'
import { useLocalizedPath, useSiteSettings } from '#app/i18n/use-lang'

const socials = [
  { key: 'facebook', setting: 'facebookUrl' },
  { key: 'instagram', setting: 'instagramUrl' },
  { key: 'linkedin', setting: 'linkedinUrl' },
  { key: 'youtube', setting: 'youtubeUrl' },
] as const

/** The success stories and the blog (issue #33): their index pages. */
const articleLinks = [
  { key: 'successStories', path: '/success-stories', testId: 'footer-success-stories' },
  { key: 'blog', path: '/blog', testId: 'footer-blog' },
] as const

export function MainFooter() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const settings = useSiteSettings()
  const shownSocials = socials.filter(({ setting }) => settings[setting])
  const year = new Date().getFullYear()
  const heading = 'text-sm font-semibold uppercase tracking-wide text-white'
  const link = 'text-slate-300 hover:text-white underline-offset-4 hover:underline'
  return (
    <footer className="bg-slate-900 text-slate-300" data-testid="main-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{t('meta.siteName')}</p>
          <p className="mt-3 text-sm">{t('footer.description')}</p>
          <h2 className={`mt-6 ${heading}`}>{t('footer.licensedTitle')}</h2>
          <p className="mt-2 text-sm">
            {t('footer.licensedText')}{' '}
            <a className={link} href={`mailto:${settings.licensingEmail}`}>
              {settings.licensingEmail}
            </a>
          </p>
        </div>
        <div>
          <h2 className={heading}>{t('footer.contactTitle')}</h2>
          <dl className="mt-3 space-y-3 text-sm">
            <div>
              <dt className="text-slate-400">{t('footer.addressLabel')}</dt>
              <dd>
                <address className="not-italic">{settings.postalAddress}</address>
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('footer.phoneLabel')}</dt>
              <dd>
                <a className={link} href={telHref(settings.phone)}>
                  {settings.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('footer.emailLabel')}</dt>
              <dd>
                <a className={link} href={`mailto:${settings.email}`}>
                  {settings.email}
                </a>
              </dd>
            </div>
          </dl>
        </div>
        <div>
          <h2 className={heading}>{t('footer.linksTitle')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={link} to={href('/operators')}>
                {t('footer.operators')}
              </Link>
            </li>
            <li>
              <Link className={link} to={href('/privacy')}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className={link} to={href('/terms')}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${link} text-left`}
                onClick={openConsentSettings}
                data-testid="footer-cookies"
              >
                {t('footer.cookies')}
              </button>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t('footer.resourcesTitle')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={link} to={href('/troubleshooting')}>
                {t('footer.troubleshooting')}
              </Link>
            </li>
            {/* The operator portal and its training videos (issue #21 item 6). */}
            <li>
              <Link className={link} to={href('/portal')} data-testid="footer-operator-portal">
                {t('footer.operatorPortal')}
              </Link>
            </li>
            <li>
              <Link className={link} to={href('/secure-videos')} data-testid="footer-training">
                {t('footer.trainingResources')}
              </Link>
            </li>
            {articleLinks.map(({ key, path, testId }) => (
              <li key={key}>
                <Link className={link} to={href(path)} data-testid={testId}>
                  {t(`footer.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
          {/* Only the profiles Site Settings name: an empty setting hides its link (issue #45 item 8). */}
          {shownSocials.length > 0 ? (
            <>
              <h2 className={`mt-6 ${heading}`}>{t('footer.socialTitle')}</h2>
              <ul className="mt-3 flex flex-wrap gap-3 text-sm">
                {shownSocials.map(({ key, setting }) => (
                  <li key={key}>
                    <a className={link} href={settings[setting]} target="_blank" rel="noopener noreferrer">
                      {t(`footer.${key}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {t('footer.copyright', { year })}
      </div>
    </footer>
  )
}
