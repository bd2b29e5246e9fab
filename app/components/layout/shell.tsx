import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { ConsentBanner } from '#app/components/analytics/consent-banner'
import { ChatLauncher } from '#app/components/chat/chat-launcher'
import { NewsletterPopupTrigger } from '#app/components/newsletter/newsletter-popup-trigger'
import { splitLocalePath } from '#app/domain/routing/locale'
import { shellFor } from '#app/domain/routing/shell'
import { MainFooter } from './main-footer'
import { MainHeader, StandaloneHeader } from './main-header'
import { ServiceFooter, ServiceHeader } from './service-shell'

/** Picks the header and footer for the path (network-site.md §2.1). */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const kind = shellFor(pathname)
  // Marks the end of hydration (effects only run in the browser); end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <div className="flex min-h-screen flex-col" data-shell={kind}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:block focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:underline"
      >
        {t('common.skipToContent')}
      </a>
      {kind === 'service' ? <ServiceHeader /> : kind === 'standalone' ? <StandaloneHeader /> : <MainHeader />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {kind === 'service' ? <ServiceFooter /> : kind === 'main' ? <MainFooter /> : null}
      {/* Chat: the main assistant off the service section, the service one on /service only. */}
      {kind !== 'service' ? (
        <ChatLauncher key="main" assistant="main" />
      ) : splitLocalePath(pathname).path.replace(/\/$/, '') === '/service' ? (
        <ChatLauncher key="service" assistant="service" />
      ) : null}
      <ConsentBanner />
      <NewsletterPopupTrigger />
    </div>
  )
}
