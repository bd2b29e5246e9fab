import { render, screen } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { createRoutesStub, Outlet, useLoaderData } from 'react-router'
import { I18nProvider } from '#app/i18n/react'
import type { RootData } from '#app/i18n/use-lang'
import { resources, rootData } from '../../../tests/support/render-route'
import { SetUpNotice } from './set-up-notice'

function renderNotice(lang: 'en' | 'es', beingSetUp: boolean | undefined) {
  const data: RootData = { ...rootData(lang), beingSetUp }
  const Root = () => {
    const root = useLoaderData() as RootData
    return (
      <I18nProvider lang={root.lang} messages={root.messages}>
        <Outlet />
      </I18nProvider>
    )
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Root,
      HydrateFallback: () => null,
      loader: () => data,
      children: [
        {
          index: true,
          Component: () => (
            <>
              <SetUpNotice />
              <p>page</p>
            </>
          ),
        },
      ],
    },
  ])
  return render(<Stub initialEntries={['/']} />)
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].setUpNotice
  describe(`the set-up notice (${lang}, issue #45)`, () => {
    it('is a named region in the page’s language while the site is being set up, with no axe finding', async () => {
      const { container } = renderNotice(lang, true)
      const region = await screen.findByRole('region', { name: t.label })
      expect(region).toHaveTextContent(t.text)
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
      expect(results.violations.map((v) => v.id)).toEqual([])
    })

    it('is not there once the site is launched', async () => {
      renderNotice(lang, false)
      await screen.findByText('page')
      expect(screen.queryByRole('region', { name: t.label })).not.toBeInTheDocument()
    })
  })
}
