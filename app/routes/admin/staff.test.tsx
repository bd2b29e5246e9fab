import { screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import { formatInZone } from '#app/domain/time/format'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import StaffAccounts from './staff'

const PAUSED_UNTIL = '2031-03-01T19:05:00.000Z'
const INVITE_UNTIL = '2031-03-04T15:00:00.000Z'
const account = (id: number, email: string, more: Record<string, unknown> = {}) => ({
  id,
  email,
  disabled: false,
  state: 'active',
  inviteExpiresAt: null,
  createdAt: `2030-01-0${id}T12:00:00.000Z`,
  signIn: null,
  ...more,
})

function renderStaff(
  lang: Lang,
  action: (args: { request: Request }) => unknown = () => null,
  notice: unknown = null,
) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/staff' : '/admin/staff',
        Component: StaffAccounts as never,
        loader: () => ({
          staff: { id: 1, email: 'me@example.com' },
          notice,
          accounts: [
            account(1, 'me@example.com'),
            account(2, 'owner@example.com', { signIn: { failures: 10, pausedUntil: PAUSED_UNTIL } }),
            account(3, 'typo@example.com', { signIn: { failures: 1, pausedUntil: null } }),
            account(4, 'invited@example.com', { state: 'invited', inviteExpiresAt: INVITE_UNTIL }),
            account(5, 'late@example.com', { state: 'inviteExpired' }),
            account(6, 'gone@example.com', { state: 'disabled', disabled: true }),
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

// Issue #45 item 4: invitations and reset links from Staff Accounts.
for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].admin.staff
  describe(`Staff Accounts: invitations and reset links (${lang})`, () => {
    const row = (email: string) => screen.getByRole('row', { name: new RegExp(email) })
    const fill = (text: string, email: string) => text.replace('{{email}}', email)

    it('shows each account’s state and its link button, named for the account; none for oneself or a disabled one', async () => {
      const { container } = renderStaff(lang)
      await screen.findByRole('table')
      const time = formatInZone(INVITE_UNTIL, 'America/New_York', lang)
      expect(row('invited@example.com')).toHaveTextContent(t.invitedUntil.replace('{{time}}', time))
      expect(row('late@example.com')).toHaveTextContent(t.inviteExpired)
      expect(row('owner@example.com')).toHaveTextContent(t.active)
      expect(row('gone@example.com')).toHaveTextContent(t.disabled)
      expect(
        within(row('owner@example.com')).getByRole('button', {
          name: fill(t.sendReset, 'owner@example.com'),
        }),
      ).toHaveTextContent(t.sendResetShort)
      for (const email of ['invited@example.com', 'late@example.com'])
        expect(
          within(row(email)).getByRole('button', { name: fill(t.resendInvite, email) }),
        ).toHaveTextContent(t.resendInviteShort)
      expect(within(row('me@example.com')).queryAllByRole('button')).toEqual([])
      expect(
        within(row('gone@example.com'))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([t.enableShort])
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
    })

    it('a reset link posts the send-link intent with the account’s id, and its notice says so', async () => {
      const posted = vi.fn(async ({ request }: { request: Request }) => {
        const form = await request.formData()
        expect(Object.fromEntries(form)).toMatchObject({ intent: 'send-link', id: '2' })
        return {
          intent: 'send-link',
          notice: { tone: 'success', key: 'admin.staff.resetSent', values: { email: 'owner@example.com' } },
        }
      })
      const { user } = renderStaff(lang, posted)
      await screen.findByRole('table')
      await user.click(
        within(row('owner@example.com')).getByRole('button', {
          name: fill(t.sendReset, 'owner@example.com'),
        }),
      )
      expect(await screen.findByRole('status')).toHaveTextContent(fill(t.resetSent, 'owner@example.com'))
      expect(posted).toHaveBeenCalledTimes(1)
    })

    it('adding an account: e-mail and the invitation’s language, a password only if one is wanted', async () => {
      const posted = vi.fn(async ({ request }: { request: Request }) => {
        const form = Object.fromEntries(await request.formData())
        expect(form).toMatchObject({ intent: 'add', email: 'new@example.com', lang: 'es', password: '' })
        return {
          intent: 'add',
          notice: { tone: 'success', key: 'admin.staff.invited', values: { email: 'new@example.com' } },
        }
      })
      const { user } = renderStaff(lang, posted)
      const add = within(await screen.findByRole('region', { name: t.addTitle }))
      expect(add.getByText(t.addIntro)).toBeInTheDocument()
      const language = add.getByLabelText(t.lang)
      expect(language).toHaveValue('en')
      expect(add.getByLabelText(t.initialPassword, { exact: true })).toHaveAccessibleDescription(
        t.initialPasswordHint.replace('{{min}}', '8').replace('{{max}}', '128'),
      )
      // A password too short is said beside it.
      await user.type(add.getByLabelText(resources[lang].admin.login.email), 'new@example.com')
      await user.type(add.getByLabelText(t.initialPassword, { exact: true }), 'short')
      await user.click(add.getByRole('button', { name: t.add }))
      await vi.waitFor(() =>
        expect(add.getByLabelText(t.initialPassword, { exact: true })).toHaveAttribute(
          'aria-invalid',
          'true',
        ),
      )
      expect(posted).not.toHaveBeenCalled()
      await user.clear(add.getByLabelText(t.initialPassword, { exact: true }))
      await user.selectOptions(language, 'es')
      await user.click(add.getByRole('button', { name: t.add }))
      expect(await screen.findByRole('status')).toHaveTextContent(fill(t.invited, 'new@example.com'))
      expect(posted).toHaveBeenCalledTimes(1)
    })

    it('back from a set-password link: says the password is set and the other sessions ended', async () => {
      renderStaff(lang, () => null, { tone: 'success', key: 'admin.staff.passwordSet' })
      expect(await screen.findByRole('status')).toHaveTextContent(t.passwordSet)
    })
  })
}
