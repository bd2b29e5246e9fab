import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Market } from '#app/domain/markets/markets'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import { MarketsSection } from './markets-section'

// Leaflet needs a real window: the lazily loaded map is a stand-in here, so its import never
// resolves after a test's window is gone (an unhandled rejection seen in CI).
vi.mock('#app/components/markets/markets-map', () => ({ default: () => null }))

const point = { state: 'FL', lat: 25.76, lng: -80.19 }
const markets: Market[] = [
  { id: 1, city: 'Miami', ...point, shown: { kind: 'operators', count: 3 } },
  { id: 2, city: 'Tampa', ...point, shown: { kind: 'recruiting' } },
  { id: 3, city: 'Orlando', ...point, shown: { kind: 'comingSoon' } },
]

for (const lang of ['en', 'es'] as const) {
  const m = resources[lang].markets
  describe(`the markets cards (${lang})`, () => {
    it('show the real count where operators are, and a label without a number elsewhere', async () => {
      renderRoutes(
        [{ path: lang === 'es' ? '/es/m' : '/m', Component: () => <MarketsSection markets={markets} /> }],
        { lang, path: '/m' },
      )
      const cards = within(await screen.findByTestId('market-cards')).getAllByRole('button')
      expect(cards.map((card) => card.textContent)).toEqual([
        `Miami, FL${m.operators_other.replace('{{count}}', '3')}`,
        `Tampa, FL${m.recruiting}`,
        `Orlando, FL${m.comingSoon}`,
      ])
    })
  })
}
