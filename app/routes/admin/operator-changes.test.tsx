import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import OperatorChanges from './operator-changes'

function renderQueue(lang: Lang, action: () => unknown = () => null) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/operator-changes' : '/admin/operator-changes',
        Component: OperatorChanges as never,
        loader: () => ({
          email: 'staff@example.com',
          drafts: [
            {
              id: 3,
              operatorId: 9,
              name: 'Ann Courier',
              slug: 'ann-courier',
              submittedAt: '2026-11-20T10:00:00.000Z',
              changes: [
                { field: 'bioEs', published: '', proposed: 'Nueva biografía', kind: 'text' },
                { field: 'serviceAreas', published: '33444', proposed: '33444\n33483', kind: 'text' },
                { field: 'rushDeliveryAvailable', published: 'no', proposed: 'yes', kind: 'flag' },
              ],
            },
          ],
        }),
        action,
      },
    ],
    { lang, path: '/admin/operator-changes' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminOperatorChanges
  const fields = resources[lang].operators.admin.fields
  describe(`the page-changes queue (${lang})`, () => {
    it('shows each changed field with the published and the proposed value side by side', async () => {
      renderQueue(lang)
      const section = await screen.findByTestId('operator-change-3')
      const table = within(section).getByRole('table')
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
      expect(headers).toEqual([t.field, t.published, t.proposed])
      const bio = within(table).getByRole('row', { name: new RegExp(fields.bioEs) })
      expect(
        within(bio)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual([t.empty_value, 'Nueva biografía'])
      const rush = within(table).getByRole('row', { name: new RegExp(fields.rushDeliveryAvailable) })
      expect(
        within(rush)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual([t.no, t.yes])
      expect(within(section).getByRole('button', { name: `${t.approve}: Ann Courier` })).toBeVisible()
      expect(within(section).getByLabelText(t.reason)).toBeRequired()
    })

    it("shows the server's refusal of an empty reason beside the field", async () => {
      const { user } = renderQueue(lang, () => ({
        result: { status: 'success', initialValue: {} },
        rejectError: { id: 3, key: 'adminOperatorChanges.errors.reasonRequired' },
      }))
      const reason = await screen.findByLabelText(t.reason)
      // The browser's own check aside (required), the server refuses a blank reason too.
      reason.removeAttribute('required')
      await user.type(reason, '   ')
      await user.click(screen.getByRole('button', { name: `${t.reject}: Ann Courier` }))
      expect(await screen.findByText(t.errors.reasonRequired)).toBeVisible()
      expect(screen.getByLabelText(t.reason)).toHaveAccessibleDescription(t.errors.reasonRequired)
      expect(screen.getByLabelText(t.reason)).toHaveAttribute('aria-invalid', 'true')
    })
  })
}
