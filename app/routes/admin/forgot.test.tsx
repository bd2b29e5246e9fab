import { screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import { formatInZone } from '#app/domain/time/format'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import AdminForgot from './forgot'

function renderForgot(lang: Lang, action: () => unknown = () => null) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/forgot' : '/admin/forgot',
        Component: AdminForgot as never,
        loader: () => ({}),
        action,
      },
    ],
    // Only the texts the page's HTML carries (app/pages.ts): a missing one would show its key.
    { lang, path: '/admin/forgot', pageTextsOnly: true },
  )
}

const noAxeFindings = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
}

// Issue #45 item 4: "Forgot password?" at /admin.
for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].admin
  describe(`the staff's forgot-password page (${lang})`, () => {
    it('labels the e-mail, says beside it what is wrong without posting, and leads back to sign-in', async () => {
      const action = vi.fn(() => null)
      const { user, container } = renderForgot(lang, action)
      expect(await screen.findByRole('heading', { name: t.forgot.title })).toBeInTheDocument()
      const email = screen.getByLabelText(t.forgot.email)
      expect(email).toHaveAttribute('autocomplete', 'username')
      expect(screen.getByRole('link', { name: t.forgot.back })).toHaveAttribute(
        'href',
        lang === 'es' ? '/es/admin' : '/admin',
      )
      await noAxeFindings(container)
      await user.type(email, 'not-an-address')
      await user.click(screen.getByRole('button', { name: t.forgot.submit }))
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
      expect(email).toHaveAccessibleDescription(t.errors.emailInvalid)
      expect(email).toHaveValue('not-an-address')
      expect(action).not.toHaveBeenCalled()
    })

    it('once posted: the same words for any address, and no form', async () => {
      const { user, container } = renderForgot(lang, () => ({
        result: { status: 'success' },
        outcome: 'success',
        sent: true,
        minutes: 0,
        retryAt: null,
      }))
      await user.type(await screen.findByLabelText(t.forgot.email), 'ana@example.com')
      await user.click(screen.getByRole('button', { name: t.forgot.submit }))
      expect(await screen.findByRole('status')).toHaveTextContent(t.forgot.sent)
      expect(screen.queryByLabelText(t.forgot.email)).toBeNull()
      await noAxeFindings(container)
    })

    it('too many requests: how long to wait and from when, above the form, the address kept', async () => {
      const retryAt = '2031-03-01T19:05:00.000Z'
      const { user } = renderForgot(lang, () => ({
        result: {
          status: 'error',
          initialValue: { email: 'ana@example.com' },
          error: { '': ['admin.forgot.rateLimited'] },
        },
        outcome: 'rate-limited',
        minutes: 12,
        retryAt,
      }))
      await user.type(await screen.findByLabelText(t.forgot.email), 'ana@example.com')
      await user.click(screen.getByRole('button', { name: t.forgot.submit }))
      const time = formatInZone(retryAt, 'America/New_York', lang)
      expect(await screen.findByRole('alert')).toHaveTextContent(
        t.forgot.rateLimited_other.replace('{{count}}', '12').replace('{{time}}', time),
      )
      expect(screen.getByLabelText(t.forgot.email)).toHaveValue('ana@example.com')
    })
  })
}
