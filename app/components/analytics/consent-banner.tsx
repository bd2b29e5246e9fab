import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { consentBannerAllowedFor } from '#app/domain/newsletter/placement'
import { useCurrentPage } from '#app/components/layout/current-page'
import type { ConsentChoice, ConsentState } from '#app/domain/analytics/consent'
import { useLocalizedPath, useRootData } from '#app/i18n/use-lang'
import { readConsent, setAnalyticsIds, writeConsent } from './consent-store'
import { loadTagsIfConsented, trackPageView } from './tags'

/**
 * The analytics consent banner (issue #6): accept or decline, remembered in browser storage.
 * Nothing is loaded before a choice; with consent, only the tags whose IDs are configured. It sits
 * at the bottom left, clear of the chat button, under any modal. The server renders it (it paints
 * with the page, not a second later); the head probe of the root document hides it before the first
 * paint when a choice is stored, and the buttons wait for hydration to be usable.
 */
export function ConsentBanner() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const ids = useRootData()?.analytics
  const { pathname } = useLocation()
  const allowed = consentBannerAllowedFor(useCurrentPage())
  // null until the browser has read the stored choice (the server and hydration render the banner).
  const [consent, setConsent] = useState<ConsentState | null>(null)
  const firstPath = useRef(pathname)

  useEffect(() => {
    setAnalyticsIds(ids)
    const stored = readConsent()
    setConsent(stored)
    if (stored === 'granted') loadTagsIfConsented()
  }, [ids])

  // The pixel's page view on every client-side navigation (the first one is sent on load).
  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    trackPageView()
  }, [pathname])

  if ((consent !== null && consent !== 'unknown') || !allowed) return null
  const ready = consent !== null

  const choose = (choice: ConsentChoice) => {
    writeConsent(choice)
    setConsent(choice)
    if (choice === 'granted') loadTagsIfConsented()
  }

  return (
    <section
      aria-label={t('consent.label')}
      className="fixed bottom-4 left-4 right-20 z-40 max-w-lg rounded-lg border border-slate-300 bg-white p-4 text-sm text-slate-800 shadow-xl sm:right-24"
      data-testid="consent-banner"
      data-consent-banner=""
    >
      <p>
        {t('consent.text')}{' '}
        <Link to={href('/privacy')} className="font-semibold text-brand-700 underline">
          {t('consent.privacy')}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => choose('granted')}
          disabled={!ready}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('consent.accept')}
        </button>
        <button
          type="button"
          onClick={() => choose('denied')}
          disabled={!ready}
          className="rounded border border-slate-500 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('consent.decline')}
        </button>
      </div>
    </section>
  )
}
