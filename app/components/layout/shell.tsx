import type { ReactNode } from 'react'
import { useMatches } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { SetUpNotice } from './set-up-notice'
import { DeferredChatLauncher, DeferredConsentBanner } from '#app/components/deferred/shell-parts'
import { NewsletterPopupTrigger } from '#app/components/newsletter/newsletter-popup-trigger'

export type PublicShellKind = 'main' | 'service' | 'standalone'

/** A route's `handle` that asks its shell for the service assistant (the /service home page). */
export type ShellHandle = { serviceChat?: boolean }

function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:block focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:underline"
    >
      {t('common.skipToContent')}
    </a>
  )
}

/**
 * The header, footer and popups of a public shell (network-site.md §2.1). Each layout route of
 * app/routes.ts renders its own kind: where a page sits in the tree decides its shell. The layout
 * passes its header and footer, so that a page loads the code of its own shell only (the service
 * header and footer are not part of a marketing page's first load, ADR 030). The chat button and
 * the consent banner are server-rendered, their code loaded on the first interaction (ADR 031).
 */
export function Shell({
  kind,
  header,
  footer,
  children,
}: {
  kind: PublicShellKind
  header: ReactNode
  footer?: ReactNode
  children: ReactNode
}) {
  const matches = useMatches()
  const serviceChat = matches.some((match) => (match.handle as ShellHandle | undefined)?.serviceChat)
  return (
    <div className="flex min-h-screen flex-col" data-shell={kind}>
      <SkipLink />
      {header}
      {/* Below the header: on narrow screens the chat button sits beside the header, over the top. */}
      <SetUpNotice />
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer}
      {/* Chat: the main assistant off the service section, the service one on /service only. */}
      {kind !== 'service' ? (
        <DeferredChatLauncher key="main" assistant="main" />
      ) : serviceChat ? (
        <DeferredChatLauncher key="service" assistant="service" />
      ) : null}
      <DeferredConsentBanner />
      {kind !== 'service' ? <NewsletterPopupTrigger /> : null}
    </div>
  )
}

/** The admin shell: no public header, footer, chat, consent banner or newsletter popup. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50" data-shell="admin">
      <SkipLink />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  )
}
