import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage, resources } from '../../../tests/support/render-route'
import { MainHeader } from './main-header'
import { ServiceHeader } from './service-shell'

// One menu button for both shells (issue #43): its label says what a press does, in the page's
// language, from the shell's texts, and it opens the menu it controls.
for (const lang of ['en', 'es'] as const) {
  const texts = resources[lang]
  const shells = [
    { name: 'main', Header: MainHeader, labels: texts.nav, menu: 'mobile-menu', path: '/' },
    {
      name: 'service',
      Header: ServiceHeader,
      labels: texts.service,
      menu: 'service-mobile-menu',
      path: '/service',
    },
  ]
  for (const shell of shells) {
    describe(`the ${shell.name} header's menu button (${lang})`, () => {
      it('opens and closes the menu it controls, saying so in its label', async () => {
        const { user } = renderPage(shell.Header, { lang, path: shell.path })
        const button = await screen.findByRole('button', { name: shell.labels.openMenu })
        const menu = screen.getByTestId(shell.menu)
        expect(button).toHaveAttribute('aria-controls', menu.id)
        expect(button).toHaveAttribute('aria-expanded', 'false')
        expect(menu).not.toBeVisible()

        await user.click(button)
        expect(button).toHaveAttribute('aria-expanded', 'true')
        expect(button).toHaveAccessibleName(shell.labels.closeMenu)
        expect(menu).toBeVisible()

        await user.click(button)
        expect(button).toHaveAccessibleName(shell.labels.openMenu)
        expect(menu).not.toBeVisible()
      })
    })
  }
}
