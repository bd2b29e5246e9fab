import type { ReactNode } from 'react'
import { Form, NavLink, useMatches } from 'react-router'
import { LanguageSwitch } from '#app/components/layout/language-switch'
import { Logo } from '#app/components/layout/logo'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

/** The portal's navigation: its pages, and the private videos (Training Resources). */
export const portalNav = [
  { to: '/portal/home', key: 'portal.nav.home' },
  { to: '/portal/page', key: 'portal.nav.page' },
  { to: '/portal/bookings', key: 'portal.nav.bookings' },
  { to: '/portal/quotes', key: 'portal.nav.quotes' },
  { to: '/portal/statement', key: 'portal.nav.statement' },
  { to: '/secure-videos', key: 'portal.nav.training' },
] as const

type PortalLayoutData = { operator: { name: string; slug: string } }

/** The signed-in operator, from the portal layout's loader (null on the sign-in pages). */
export function usePortalOperator(): PortalLayoutData['operator'] | null {
  const match = useMatches().find((m) => m.id === 'layout-portal' || m.id === 'es.layout-portal')
  return (match?.loaderData as PortalLayoutData | undefined)?.operator ?? null
}

/**
 * The operator portal's shell (issue #21): its own header (logo, the operator's name, language
 * switch, sign out) and, signed in, the portal navigation. No public footer, chat or newsletter popup.
 */
export function PortalShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const operator = usePortalOperator()
  return (
    <div className="flex min-h-screen flex-col bg-slate-50" data-shell="portal">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:block focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:underline"
      >
        {t('common.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <Logo />
            <span className="text-sm font-semibold text-slate-600">{t('portal.shell.label')}</span>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {operator ? (
              <span className="text-sm text-slate-700" data-testid="portal-operator-name">
                {t('portal.shell.signedInAs', { name: operator.name })}
              </span>
            ) : null}
            <LanguageSwitch />
            {operator ? (
              <Form method="post" action={href('/portal/logout')}>
                <button
                  type="submit"
                  className="rounded border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100"
                >
                  {t('portal.shell.signOut')}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {operator ? (
          <nav aria-label={t('portal.shell.navLabel')} className="mx-auto max-w-6xl px-4 pb-2">
            <ul className="flex flex-wrap gap-4 text-sm font-semibold">
              {portalNav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={href(item.to)}
                    className={({ isActive }) =>
                      isActive ? 'text-brand-700 underline' : 'text-slate-700 hover:underline'
                    }
                  >
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  )
}
