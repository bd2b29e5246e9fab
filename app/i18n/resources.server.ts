import type { Lang } from '#app/domain/routing/locale'
import en, { type Resources } from './en'
import es from './es'

const resources: Record<Lang, Resources> = { en, es }

export function messagesFor(lang: Lang): Resources {
  return resources[lang]
}
