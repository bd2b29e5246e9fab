import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import MarketsScreen from './collection'

// Leaflet needs a real window: the lazily loaded map is a stand-in here, so its import never
// resolves after a test's window is gone (an unhandled rejection seen in CI).
vi.mock('#app/components/admin/market-position-map', () => ({ default: () => null }))

const miami = { id: 5, city: 'Miami', state: 'FL', zip: null, lat: 25.7617, lng: -80.1918 }
const dallas = { id: 7, city: 'Dallas', state: 'TX', zip: '75201', lat: 32.7767, lng: -96.797 }

function renderScreen(lang: Lang, action: () => unknown) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/markets' : '/admin/markets',
        Component: MarketsScreen as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          rows: [
            { ...miami, status: 'recruiting', shown: { kind: 'operators', count: 3 } },
            { ...dallas, status: 'comingSoon', shown: { kind: 'comingSoon' } },
          ],
          editing: null,
          images: [],
          notice: null,
        }),
        action,
      },
    ],
    { lang, path: '/admin/markets' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminMarkets
  const m = resources[lang].markets
  describe(`the markets screen (${lang})`, () => {
    it('lists each market with what the map shows: the real count, or the label without a number', async () => {
      renderScreen(lang, () => null)
      const [first, second] = await screen.findAllByTestId('market-row')
      expect(within(first!).getByTestId('market-shown')).toHaveTextContent(
        m.operators_other.replace('{{count}}', '3'),
      )
      expect(within(second!).getByTestId('market-shown')).toHaveTextContent(m.comingSoon)
      expect(within(second!).getByTestId('market-status')).toHaveTextContent(t.status.comingSoon)
      expect(
        within(second!).getByRole('link', { name: t.list.editLabel.replace('{{market}}', 'Dallas, TX') }),
      ).toHaveAttribute('href', `${lang === 'es' ? '/es' : ''}/admin/markets?edit=7`)
    })

    it('says beside the ZIP field what is wrong, posts nothing and keeps what was typed', async () => {
      const action = vi.fn(() => null)
      const { user } = renderScreen(lang, action)
      const form = await screen.findByTestId('market-form')
      for (const [label, value] of [
        [t.form.city, 'Orlando'],
        [t.form.state, 'FL'],
      ] as const) {
        await user.click(within(form).getByLabelText(label))
        await user.paste(value)
      }
      await user.click(within(form).getByRole('button', { name: t.form.add }))
      const zip = within(form).getByLabelText(t.form.zip)
      await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'))
      expect(zip).toHaveAccessibleDescription(expect.stringContaining(t.errors.positionNeeded))
      expect(within(form).getByLabelText(t.form.city)).toHaveValue('Orlando')
      expect(action).not.toHaveBeenCalled()
      await user.click(zip)
      await user.paste('328')
      await waitFor(() => expect(zip).toHaveAccessibleDescription(expect.stringContaining(t.errors.zip)))
      await user.paste('01')
      await waitFor(() => expect(zip).not.toHaveAttribute('aria-invalid'))
    })

    it("shows the server's refusal of an unknown ZIP code beside the field", async () => {
      const { user } = renderScreen(lang, () => ({
        outcome: 'failed',
        intent: 'save',
        notice: null,
        result: {
          status: 'error',
          initialValue: { intent: 'save', city: 'Nowhere', state: 'FL', zip: '00000', status: 'recruiting' },
          error: { zip: ['adminMarkets.errors.zipUnknown'] },
        },
      }))
      const form = await screen.findByTestId('market-form')
      await user.click(within(form).getByLabelText(t.form.city))
      await user.paste('Nowhere')
      await user.click(within(form).getByLabelText(t.form.state))
      await user.paste('FL')
      await user.click(within(form).getByLabelText(t.form.zip))
      await user.paste('00000')
      await user.click(within(form).getByRole('button', { name: t.form.add }))
      const zip = within(form).getByLabelText(t.form.zip)
      await waitFor(() =>
        expect(zip).toHaveAccessibleDescription(expect.stringContaining(t.errors.zipUnknown)),
      )
      expect(await screen.findByRole('alert')).toHaveTextContent(t.invalid)
      expect(zip).toHaveValue('00000')
      expect(within(form).getByLabelText(t.form.city)).toHaveValue('Nowhere')
    })
  })
}
