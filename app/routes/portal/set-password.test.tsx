import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import PortalSetPassword from './set-password'

const TOKEN = 'a'.repeat(43)

function renderPage(lang: Lang, loaderData: Record<string, unknown>, action: () => unknown = () => null) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/portal/set-password' : '/portal/set-password',
        Component: PortalSetPassword as never,
        loader: () => loaderData,
        action,
      },
    ],
    { lang, path: '/portal/set-password' },
  )
}

const form = { state: 'form', refused: null, purpose: 'invite', email: 'op@example.com', token: TOKEN }

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].portal
  describe(`the set-password page (${lang})`, () => {
    it('labels both fields and says beside the second when they differ, without posting', async () => {
      const action = vi.fn(() => null)
      const { user } = renderPage(lang, form, action)
      expect(await screen.findByRole('heading', { name: t.setPassword.titleInvite })).toBeInTheDocument()
      const password = screen.getByLabelText(t.setPassword.password)
      const confirm = screen.getByLabelText(t.setPassword.confirmPassword)
      await user.type(password, 'long enough 1')
      await user.type(confirm, 'long enough 2')
      await user.click(screen.getByRole('button', { name: t.setPassword.submit }))
      await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'))
      expect(confirm).toHaveAccessibleDescription(t.errors.passwordMismatch)
      expect(action).not.toHaveBeenCalled()
    })

    it('says beside the password when it is too short', async () => {
      const { user } = renderPage(lang, form)
      const password = await screen.findByLabelText(t.setPassword.password)
      await user.type(password, 'short')
      await user.type(screen.getByLabelText(t.setPassword.confirmPassword), 'short')
      await user.click(screen.getByRole('button', { name: t.setPassword.submit }))
      await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
      expect(password).toHaveAccessibleDescription(t.errors.passwordLength)
    })

    for (const refused of ['expired', 'used', 'revoked', 'unknown'] as const) {
      it(`a ${refused} link: a clear message and no form`, async () => {
        renderPage(lang, { state: 'refused', refused, purpose: null, email: null, token: '' })
        expect(await screen.findByRole('heading', { name: t.setPassword.refusedTitle })).toBeInTheDocument()
        expect(screen.getByText(t.setPassword[refused])).toBeInTheDocument()
        expect(screen.queryByLabelText(t.setPassword.password)).toBeNull()
        expect(screen.queryByRole('button', { name: t.setPassword.submit })).toBeNull()
      })
    }
  })
}
