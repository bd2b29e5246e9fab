import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import PortalLogin from './login'

function renderLogin(lang: Lang, action: () => unknown) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/portal' : '/portal',
        Component: PortalLogin as never,
        loader: () => ({ notice: null }),
        action,
      },
    ],
    { lang, path: '/portal' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].portal
  describe(`the portal sign-in form (${lang})`, () => {
    it('labels its fields, and says beside each what is missing without posting', async () => {
      const action = vi.fn(() => null)
      const { user } = renderLogin(lang, action)
      const email = await screen.findByLabelText(t.login.email)
      const password = screen.getByLabelText(t.login.password)
      expect(email).toHaveAttribute('autocomplete', 'username')
      expect(password).toHaveAttribute('type', 'password')
      await user.click(screen.getByRole('button', { name: t.login.submit }))
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
      expect(email).toHaveAccessibleDescription(t.errors.emailRequired)
      expect(password).toHaveAccessibleDescription(t.errors.passwordRequired)
      expect(action).not.toHaveBeenCalled()
      expect(screen.getByRole('link', { name: t.login.forgot })).toHaveAttribute(
        'href',
        lang === 'es' ? '/es/portal/forgot' : '/portal/forgot',
      )
    })

    it("shows the server's refusal above the form and keeps the e-mail", async () => {
      const { user } = renderLogin(lang, () => ({
        result: {
          status: 'error',
          initialValue: { email: 'op@example.com' },
          error: { '': ['portal.login.invalid'] },
        },
        minutes: 0,
      }))
      await user.type(await screen.findByLabelText(t.login.email), 'op@example.com')
      await user.type(screen.getByLabelText(t.login.password), 'wrong-password')
      await user.click(screen.getByRole('button', { name: t.login.submit }))
      expect(await screen.findByRole('alert')).toHaveTextContent(t.login.invalid)
      expect(screen.getByLabelText(t.login.email)).toHaveValue('op@example.com')
    })
  })
}
