import { Link, useLocation } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { LANG_COOKIE, languages, switchLanguagePath } from '#app/domain/routing/locale'
import { useLang } from '#app/i18n/use-lang'

function remember(lang: string) {
  // The choice is remembered; nobody is redirected by it or by the browser's language.
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`
}

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const current = useLang()
  const location = useLocation()
  return (
    <div role="group" aria-label={t('language.label')} className={`flex items-center gap-1 ${className}`}>
      {languages.map((lang) => {
        const active = lang === current
        return (
          <Link
            key={lang}
            to={switchLanguagePath(location.pathname, location.search, location.hash, lang)}
            hrefLang={lang}
            lang={lang}
            title={t('language.switchTo', {
              language: t(lang === 'en' ? 'language.enName' : 'language.esName'),
            })}
            aria-current={active ? 'true' : undefined}
            onClick={() => remember(lang)}
            data-testid={`lang-${lang}`}
            className={`rounded px-2 py-1 text-sm font-semibold ${
              active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t(`language.${lang}`)}
          </Link>
        )
      })}
    </div>
  )
}
