import { screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import AdminSetPassword from './set-password'

const TOKEN = 'a'.repeat(43)

function renderPage(lang: Lang, loaderData: Record<string, unknown>, action: () => unknown = () => null) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/set-password' : '/admin/set-password',
        Component: AdminSetPassword as never,
        loader: () => loaderData,
        action,
      },
    ],
    { lang, path: '/admin/set-password', pageTextsOnly: true },
  )
}

const form = (purpose: 'invite' | 'reset') => ({
  state: 'form',
  refused: null,
  purpose,
  email: 'new@example.com',
  token: TOKEN,
})

const noAxeFindings = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
}

// Issue #45 item 4: the page of a staff invitation's or reset's link.
for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].admin
  describe(`the staff's set-password page (${lang})`, () => {
    it('an invitation: both fields labelled, the account named, the token and username for the form', async () => {
      const { container } = renderPage(lang, form('invite'))
      expect(await screen.findByRole('heading', { name: t.setPassword.titleInvite })).toBeInTheDocument()
      expect(
        screen.getByText(t.setPassword.intro.replace('{{email}}', 'new@example.com')),
      ).toBeInTheDocument()
      const password = screen.getByLabelText(t.setPassword.password, { exact: true })
      expect(password).toHaveAttribute('autocomplete', 'new-password')
      expect(screen.getByLabelText(t.setPassword.confirmPassword, { exact: true })).toHaveAttribute(
        'autocomplete',
        'new-password',
      )
      expect(container.querySelector('input[name="token"]')).toHaveValue(TOKEN)
      expect(container.querySelector('input[name="username"]')).toHaveValue('new@example.com')
      expect(screen.getAllByRole('button', { name: t.login.show })).toHaveLength(2)
      await noAxeFindings(container)
    })

    it('a reset: says beside the second field when they differ, and beside the first when too short, without posting', async () => {
      const action = vi.fn(() => null)
      const { user } = renderPage(lang, form('reset'), action)
      expect(await screen.findByRole('heading', { name: t.setPassword.titleReset })).toBeInTheDocument()
      const password = screen.getByLabelText(t.setPassword.password, { exact: true })
      const confirm = screen.getByLabelText(t.setPassword.confirmPassword, { exact: true })
      await user.type(password, 'long enough 1')
      await user.type(confirm, 'long enough 2')
      await user.click(screen.getByRole('button', { name: t.setPassword.submit }))
      await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'))
      expect(confirm).toHaveAccessibleDescription(t.errors.passwordMismatch)
      await user.clear(password)
      await user.type(password, 'short')
      await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
      expect(password).toHaveAccessibleDescription(t.errors.passwordLength)
      expect(action).not.toHaveBeenCalled()
    })

    for (const refused of ['expired', 'used', 'revoked', 'unknown'] as const) {
      it(`a ${refused} link: a clear message, no form, and the ways on`, async () => {
        const { container } = renderPage(lang, {
          state: 'refused',
          refused,
          purpose: null,
          email: null,
          token: '',
        })
        expect(await screen.findByRole('heading', { name: t.setPassword.refusedTitle })).toBeInTheDocument()
        expect(screen.getByText(t.setPassword[refused])).toBeInTheDocument()
        expect(screen.queryByLabelText(t.setPassword.password, { exact: true })).toBeNull()
        const base = lang === 'es' ? '/es/admin' : '/admin'
        expect(screen.getByRole('link', { name: t.setPassword.forgot })).toHaveAttribute(
          'href',
          `${base}/forgot`,
        )
        expect(screen.getByRole('link', { name: t.setPassword.signIn })).toHaveAttribute('href', base)
        await noAxeFindings(container)
      })
    }

    it('a post refused because the link was used meanwhile: the refusal replaces the form', async () => {
      const { user } = renderPage(lang, form('reset'), () => ({
        state: 'refused',
        refused: 'used',
        purpose: null,
        email: null,
        token: '',
      }))
      await user.type(await screen.findByLabelText(t.setPassword.password, { exact: true }), 'long enough 1')
      await user.type(screen.getByLabelText(t.setPassword.confirmPassword, { exact: true }), 'long enough 1')
      await user.click(screen.getByRole('button', { name: t.setPassword.submit }))
      expect(await screen.findByRole('heading', { name: t.setPassword.refusedTitle })).toBeInTheDocument()
      expect(screen.getByText(t.setPassword.used)).toBeInTheDocument()
    })
  })
}
