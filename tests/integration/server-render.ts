import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import type { Db } from '#app/.server/db/client'
import { getSiteSettings } from '#app/.server/services/content/site-settings'
import type { Lang } from '#app/domain/routing/locale'
import { I18nProvider } from '#app/i18n/react'
import { messagesFor } from '#app/i18n/resources.server'
import type { RootData } from '#app/i18n/use-lang'

/**
 * A page's HTML as the server renders it: the root data (language, texts, the site settings of
 * `db`) and `Component` given `pageData`, its loader's answer, inside a router at `url`.
 */
export async function serverRenderedHtml(
  db: Db,
  options: { lang: Lang; url: string; pageData: unknown; Component: ComponentType<never> },
): Promise<string> {
  const { lang, pageData } = options
  const { pathname } = new URL(options.url)
  const rootData: RootData = {
    lang,
    messages: messagesFor(lang),
    settings: await getSiteSettings(db),
    origin: 'http://site.test',
    isProduction: true,
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () =>
        createElement(I18nProvider, { lang, messages: rootData.messages }, createElement(Outlet)),
      loader: () => rootData,
      children: [
        {
          id: 'page',
          path: pathname.slice(1) || undefined,
          index: pathname === '/' ? true : undefined,
          Component: options.Component,
          loader: () => pageData,
        },
      ] as never,
    },
  ])
  return renderToString(
    createElement(Stub, {
      initialEntries: [pathname],
      hydrationData: { loaderData: { root: rootData, page: pageData } },
    }),
  )
}
