import { useRouteLoaderData } from 'react-router'
import { defaultLang, localizedPath, type Lang } from '#app/domain/routing/locale'
import type { AnalyticsIds } from '#app/domain/analytics/consent'
import type { SiteSettings } from '#app/domain/settings/site-settings'
import type { Resources } from './en'

export type RootData = {
  lang: Lang
  messages: Resources
  settings: SiteSettings
  origin: string
  isProduction: boolean
  /** Ad and pixel IDs (publicEnv): used only after the visitor consents. */
  analytics?: AnalyticsIds
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}

export function useLang(): Lang {
  return useRootData()?.lang ?? defaultLang
}

/** Localizes an English path for the current page's language. */
export function useLocalizedPath() {
  const lang = useLang()
  return (path: string) => localizedPath(lang, path)
}

export function useSiteSettings(): SiteSettings {
  const data = useRootData()
  if (!data) throw new Error('Site settings are read from the root loader')
  return data.settings
}
