import { useRouteLoaderData } from 'react-router'
import { defaultLang, localizedPath, type Lang } from '#app/domain/routing/locale'
import type { AnalyticsIds } from '#app/domain/analytics/consent'
import type { SiteSettings } from '#app/domain/settings/site-settings'
import { DEFAULT_SITE_TIME_ZONE } from '#app/domain/time/zone'
import type { Resources } from './en'

export type RootData = {
  lang: Lang
  messages: Resources
  settings: SiteSettings
  origin: string
  isProduction: boolean
  /** SITE_TIME_ZONE: every time shown to staff is in it. */
  timeZone?: string
  /** Ad and pixel IDs (publicEnv): used only after the visitor consents. */
  analytics?: AnalyticsIds
  /** A staff member's preview of the content drafts: the line that says so (issue #33). */
  previewBanner?: string | null
  /** The submission key of this response, for the public forms (ADR 056). */
  submissionKey?: string
  /**
   * The site is not launched yet (issue #45, ADR 057): the public shells show the set-up notice.
   * Absent (a test's stubbed root) means launched.
   */
  beingSetUp?: boolean
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

/** The site's time zone (SITE_TIME_ZONE), which staff read every time in. */
export function useSiteTimeZone(): string {
  return useRootData()?.timeZone ?? DEFAULT_SITE_TIME_ZONE
}

export function useSiteSettings(): SiteSettings {
  const data = useRootData()
  if (!data) throw new Error('Site settings are read from the root loader')
  return data.settings
}
