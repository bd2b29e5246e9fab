import type { Lang } from '#app/domain/routing/locale'
import emailEn from '#app/i18n/email/en'
import emailEs from '#app/i18n/email/es'
import { createT, type TFunction } from '#app/i18n/translate'

const instances: Record<Lang, TFunction> = { en: createT('en', emailEn), es: createT('es', emailEs) }

/** The t function of the e-mail texts in `lang` (app/i18n/email/): `t('feature.key', { name })`. */
export function emailT(lang: Lang): TFunction {
  return instances[lang]
}
