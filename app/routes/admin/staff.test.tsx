import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { formatInZone } from '#app/domain/newsletter/time-zone'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import StaffAccounts from './staff'

const PAUSED_UNTIL = '2031-03-01T19:05:00.000Z'

function renderStaff(lang: Lang, action: (args: { request: Request }) => unknown = () => null) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/staff' : '/admin/staff',
        Component: StaffAccounts as never,
        loader: () => ({
          staff: { id: 1, email: 'me@example.com' },
          accounts: [
            {
              id: 1,
              email: 'me@example.com',
              disabled: false,
              createdAt: '2030-01-01T12:00:00.000Z',
              signIn: null,
            },
            {
              id: 2,
              email: 'owner@example.com',
              disabled: false,
              createdAt: '2030-01-02T12:00:00.000Z',
              signIn: { failures: 10, pausedUntil: PAUSED_UNTIL },
            },
            {
              id: 3,
              email: 'typo@example.com',
              disabled: false,
              createdAt: '2030-01-03T12:00:00.000Z',
              signIn: { failures: 1, pausedUntil: null },
            },
          ],
        }),
        action,
      },
    ],
    { lang, path: '/admin/staff' },
  )
}

// Issue #46 item 5 (ADR 055): staff see an account whose sign-in from new browsers is paused or
// slowed, and clear it with a button that names the account.
for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].admin.signInLimits
  describe(`Staff Accounts: sign-in limits (${lang})`, () => {
    const row = (email: string) => screen.getByRole('row', { name: new RegExp(email) })

    it('shows a paused account until when and after how many failures, a slowed one, and nothing at rest', async () => {
      renderStaff(lang)
      await screen.findByRole('table')
      const time = formatInZone(PAUSED_UNTIL, 'America/New_York', lang)
      expect(within(row('owner@example.com')).getByTestId('sign-in-limit')).toHaveTextContent(
        `${t.paused_other.replace('{{time}}', time).replace('{{count}}', '10')} ${t.trusted}`,
      )
      expect(within(row('typo@example.com')).getByTestId('sign-in-limit')).toHaveTextContent(
        t.slowed_one.replace('{{count}}', '1'),
      )
      expect(within(row('me@example.com')).queryByTestId('sign-in-limit')).toBeNull()
      expect(
        within(row('me@example.com')).queryByRole('button', { name: new RegExp(t.clearShort) }),
      ).toBeNull()
    })

    it("the clear button names the account and posts the staff page's clear-sign-in intent with its id", async () => {
      const posted = vi.fn(async ({ request }: { request: Request }) => {
        const form = await request.formData()
        return { intent: form.get('intent'), id: form.get('id'), notice: null }
      })
      const { user } = renderStaff(lang, posted)
      await screen.findByRole('table')
      const button = within(row('owner@example.com')).getByRole('button', {
        name: t.clear.replace('{{name}}', 'owner@example.com'),
      })
      expect(button).toHaveTextContent(t.clearShort)
      await user.click(button)
      await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1))
      expect(await posted.mock.results[0]!.value).toMatchObject({ intent: 'clear-sign-in', id: '2' })
    })
  })
}
