import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { formatInZone } from '#app/domain/time/format'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import AdminLogin from './login'

function renderLogin(lang: Lang, action: () => unknown) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin' : '/admin',
        Component: AdminLogin as never,
        loader: () => ({ redirectTo: '/admin/orders' }),
        action,
      },
    ],
    { lang, path: '/admin' },
  )
}

// The staff's sign-in card is the shared SignInForm (ADR 044) with the staff's own parts.
for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].admin
  describe(`the staff sign-in form (${lang})`, () => {
    it('labels its fields, carries the page to return to, and refuses an empty form without posting', async () => {
      const action = vi.fn(() => null)
      const { user, container } = renderLogin(lang, action)
      const email = await screen.findByLabelText(t.login.email)
      const password = screen.getByLabelText(t.login.password, { exact: true })
      expect(email).toHaveAttribute('autocomplete', 'username')
      expect(password).toHaveAttribute('autocomplete', 'current-password')
      expect(container.querySelector('input[name="redirectTo"]')).toHaveValue('/admin/orders')
      expect(container.querySelector('input[name="website_url"]')).toBeNull()
      expect(screen.getByRole('button', { name: t.login.show })).toBeInTheDocument()
      // A lost password (issue #45): the way to a reset link, in the page's language.
      expect(screen.getByRole('link', { name: t.login.forgot })).toHaveAttribute(
        'href',
        lang === 'es' ? '/es/admin/forgot' : '/admin/forgot',
      )
      await user.click(screen.getByRole('button', { name: t.login.submit }))
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
      expect(action).not.toHaveBeenCalled()
    })

    it("shows the server's refusal above the form, keeps the e-mail and empties the password", async () => {
      const retryAt = '2031-03-01T19:05:00.000Z'
      const { user } = renderLogin(lang, () => ({
        result: {
          status: 'error',
          initialValue: { email: 'ana@example.com' },
          error: { '': ['admin.login.rateLimited'] },
        },
        minutes: 3,
        retryAt,
      }))
      await user.type(await screen.findByLabelText(t.login.email), 'ana@example.com')
      await user.type(screen.getByLabelText(t.login.password, { exact: true }), 'wrong-password')
      await user.click(screen.getByRole('button', { name: t.login.submit }))
      // How long to wait, and when to come back, in the site's time zone (2:05 PM EST).
      const time = formatInZone(retryAt, 'America/New_York', lang)
      expect(time).toMatch(/2:05/)
      expect(await screen.findByRole('alert')).toHaveTextContent(
        t.login.rateLimited_other.replace('{{count}}', '3').replace('{{time}}', time),
      )
      expect(screen.getByLabelText(t.login.email)).toHaveValue('ana@example.com')
      await waitFor(() => expect(screen.getByLabelText(t.login.password, { exact: true })).toHaveValue(''))
    })

    it('says "1 minute" for a wait of one minute', async () => {
      const retryAt = '2031-03-01T19:05:00.000Z'
      const { user } = renderLogin(lang, () => ({
        result: { status: 'error', error: { '': ['admin.login.rateLimited'] } },
        minutes: 1,
        retryAt,
      }))
      await user.type(await screen.findByLabelText(t.login.email), 'ana@example.com')
      await user.type(screen.getByLabelText(t.login.password, { exact: true }), 'wrong-password')
      await user.click(screen.getByRole('button', { name: t.login.submit }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        t.login.rateLimited_one.replace('{{time}}', formatInZone(retryAt, 'America/New_York', lang)),
      )
    })
  })
}
