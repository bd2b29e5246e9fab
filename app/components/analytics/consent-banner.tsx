import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { consentBannerAllowedFor } from '#app/domain/newsletter/placement'
import { useCurrentPage } from '#app/components/layout/current-page'
import { CONSENT_KNOWN_ATTRIBUTE, type ConsentChoice, type ConsentState } from '#app/domain/analytics/consent'
import { useLocalizedPath, useRootData } from '#app/i18n/use-lang'
import { OPEN_CONSENT_EVENT, readConsent, setAnalyticsIds, writeConsent } from './consent-store'
import { loadTagsIfConsented, trackPageView } from './tags'

/**
 * The analytics consent banner (issue #6): accept or decline, remembered in browser storage.
 * Nothing is loaded before a choice; with consent, only the tags whose IDs are configured. It sits
 * at the bottom left, clear of the chat button, under any modal. The server renders it (it paints
 * with the page, not a second later); the head probe of the root document hides it before the first
 * paint when a choice is stored. Its code comes on the visitor's first interaction (ADR 031): a
 * button pressed before it is pressed again once the banner has hydrated.
 *
 * The footer's "Cookie Settings" opens it again with the current choice (issue #20 item 4); a
 * choice made there is confirmed in a status line. Withdrawing consent takes effect on the next
 * page: that navigation loads a fresh document, so the tags already running in this one are gone.
 */
export function ConsentBanner() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const ids = useRootData()?.analytics
  const { pathname } = useLocation()
  const allowed = consentBannerAllowedFor(useCurrentPage())
  // null until the browser has read the stored choice (the server and hydration render the banner).
  const [consent, setConsent] = useState<ConsentState | null>(null)
  const [reopened, setReopened] = useState(false)
  const [notice, setNotice] = useState<'granted' | 'denied' | 'withdrawn' | null>(null)
  const withdrawn = useRef(false)
  const bannerRef = useRef<HTMLElement>(null)
  const firstPath = useRef(pathname)

  // "Cookie Settings": show the banner again (the head probe's attribute would hide it).
  useEffect(() => {
    function open() {
      document.documentElement.removeAttribute(CONSENT_KNOWN_ATTRIBUTE)
      setNotice(null)
      setReopened(true)
    }
    window.addEventListener(OPEN_CONSENT_EVENT, open)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open)
  }, [])
  useEffect(() => {
    if (reopened) bannerRef.current?.querySelector('button')?.focus()
  }, [reopened])

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
    // After a withdrawal the next page is a fresh document: the tags of this one do not follow.
    if (withdrawn.current) {
      window.location.reload()
      return
    }
    setNotice(null)
    trackPageView()
  }, [pathname])

  if (!allowed) return null

  const choose = (choice: ConsentChoice) => {
    const before = consent
    writeConsent(choice)
    setConsent(choice)
    if (choice === 'granted') loadTagsIfConsented()
    if (reopened) {
      setReopened(false)
      const withdrawing = before === 'granted' && choice === 'denied'
      withdrawn.current = withdrawn.current || withdrawing
      setNotice(withdrawing ? 'withdrawn' : choice)
    }
  }

  if (notice) {
    return (
      <div
        role="status"
        className="fixed bottom-4 left-4 right-20 z-40 flex max-w-lg items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 text-sm text-slate-800 shadow-xl sm:right-24"
        data-testid="consent-saved"
      >
        <p className="flex-1">{t(`consent.saved.${notice}`)}</p>
        <button
          type="button"
          onClick={() => setNotice(null)}
          className="rounded border border-slate-500 px-3 py-1 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('consent.close')}
        </button>
      </div>
    )
  }
  if (consent !== null && consent !== 'unknown' && !reopened) return null

  return (
    <section
      ref={bannerRef}
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
      {reopened && (consent === 'granted' || consent === 'denied') ? (
        <p className="mt-2 font-semibold" data-testid="consent-current">
          {t(`consent.current.${consent}`)}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => choose('granted')}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('consent.accept')}
        </button>
        <button
          type="button"
          onClick={() => choose('denied')}
          className="rounded border border-slate-500 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('consent.decline')}
        </button>
      </div>
    </section>
  )
}
