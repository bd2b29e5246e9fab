import i18next, { type i18n } from 'i18next'
import type { Lang } from '#app/domain/routing/locale'
import type { Resources } from './en'

/** A fresh i18next instance for one language (one per request on the server, per language in the browser). */
export function createI18n(lang: Lang, messages: Resources): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: lang,
    resources: { [lang]: { translation: messages } },
    fallbackLng: false,
    // A missing translation shows its key.
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0])
  return instance
}
