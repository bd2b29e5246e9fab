// Renders components and route modules in jsdom under React Router's createRoutesStub, with the
// real English or Spanish resources (app/i18n) supplied the way root.tsx supplies them: a root
// route (id 'root') whose loader data carries the language, the messages and the site settings.
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType, ReactNode } from 'react'
import { createRoutesStub, Outlet, useLoaderData } from 'react-router'
import type { Lang } from '#app/domain/routing/locale'
import { localizedPath } from '#app/domain/routing/locale'
import { siteSettingDefaults } from '#app/domain/settings/site-settings'
import en from '#app/i18n/en'
import es from '#app/i18n/es'
import { I18nProvider } from '#app/i18n/react'
import { messagesFor } from '#app/i18n/resources.server'
import { createT } from '#app/i18n/translate'
import type { RootData } from '#app/i18n/use-lang'

export const resources = { en, es }

/** The translation function of a language, to name what the tests look for. */
export function tFor(lang: Lang) {
  return createT(lang, resources[lang])
}

/** The stubbed root's submission key (the server makes one per response: ADR 056). */
export const TEST_SUBMISSION_KEY = 'aaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbb'

export function rootData(lang: Lang, path?: string, settings: Partial<RootData['settings']> = {}): RootData {
  return {
    lang,
    // With a path: only the texts that page's HTML carries (app/i18n/namespaces.ts).
    messages: path === undefined ? resources[lang] : messagesFor(lang, localizedPath(lang, path)),
    settings: { ...siteSettingDefaults, ...settings },
    origin: 'http://localhost',
    isProduction: false,
    timeZone: 'America/New_York',
    submissionKey: TEST_SUBMISSION_KEY,
  }
}

function Root() {
  const data = useLoaderData() as RootData
  return (
    <I18nProvider lang={data.lang} messages={data.messages}>
      <Outlet />
    </I18nProvider>
  )
}

type StubRoute = Parameters<typeof createRoutesStub>[0][number]

/**
 * Renders `routes` under the stubbed root at `path` (an English path, localized for `lang`).
 * Returns Testing Library's queries and a user-event instance.
 */
export function renderRoutes(
  routes: StubRoute[],
  options: {
    lang?: Lang
    path?: string
    pageTextsOnly?: boolean
    /** Site settings other than the defaults. */
    settings?: Partial<RootData['settings']>
  } = {},
) {
  const lang = options.lang ?? 'en'
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Root,
      HydrateFallback: () => null,
      loader: () =>
        rootData(lang, options.pageTextsOnly ? (options.path ?? '/') : undefined, options.settings),
      children: routes,
    },
  ])
  const user = userEvent.setup({ delay: null })
  const result = render(<Stub initialEntries={[localizedPath(lang, options.path ?? '/')]} />)
  return { ...result, user }
}

/** Renders one component (or element) as the page at `path`; for components that need the router. */
export function renderPage(
  page: ReactNode | ComponentType,
  options: { lang?: Lang; path?: string; settings?: Partial<RootData['settings']> } = {},
) {
  const path = options.path ?? '/'
  const Component = typeof page === 'function' ? page : () => <>{page}</>
  return renderRoutes([{ path: localizedPath(options.lang ?? 'en', path), Component }], options)
}
