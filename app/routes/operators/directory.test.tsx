import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { OperatorDirectory } from '#app/.server/services/operators/operators'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import DirectoryRoute from './directory'

// The map loads its code lazily (Leaflet needs a real window): here it is a stand-in, so no import
// of Leaflet resolves after a test's window is gone (an unhandled rejection seen in CI).
vi.mock('#app/components/operators/operators-map', () => ({ default: () => null, OperatorsMap: () => null }))

const card = (id: number, name: string, areaServed: string, miles: number) => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  areaServed,
  profileImageUrl: null,
  tagline: null,
  businessServices: [],
  latitude: null,
  longitude: null,
  miles,
})

/** The directory page whose loader answers `directory` (what the service gives for a ZIP search). */
function renderDirectory(lang: Lang, zip: string, answer: OperatorDirectory['zip'], cards: unknown[]) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/operators' : '/operators',
        Component: DirectoryRoute as never,
        loader: () => ({
          query: { q: '', state: '', zip },
          states: ['FL', 'TX', 'WA'],
          operators: cards,
          total: 12,
          zip: answer,
        }),
      },
    ],
    { lang, path: `/operators?zip=${zip}` },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  describe(`operator directory, ZIP search (${lang})`, () => {
    it('says no operator serves a ZIP outside every area, with the limit, and lists the nearest with their distance (issue #30 item 5)', async () => {
      renderDirectory(
        lang,
        '99501',
        { status: 'found', city: 'Anchorage', state: 'AK', served: false, limitMiles: 50 },
        [
          card(1, 'Emerald City Courier', 'Seattle, WA', 1448.2),
          card(2, 'Bayou City Courier', 'Houston, TX', 3301.4),
        ],
      )
      const status = await screen.findByTestId('directory-status')
      const unserved = within(status).getByTestId('directory-unserved')
      const message = t('operators.directory.zipUnserved', {
        zip: '99501',
        city: 'Anchorage',
        state: 'AK',
        miles: 50,
      })
      expect(message).toMatch(/50/)
      expect(unserved).toHaveTextContent(message)
      // Never the served heading.
      expect(status).not.toHaveTextContent(
        t('operators.directory.zipFound', { zip: '99501', city: 'Anchorage', state: 'AK', miles: 50 }),
      )
      const cards = screen.getAllByTestId('operator-card')
      expect(cards.map((c) => within(c).getByText(/mi\b/).textContent)).toEqual([
        t('operators.directory.milesAway', { miles: '1448.2' }),
        t('operators.directory.milesAway', { miles: '3301.4' }),
      ])
    })

    it('says so plainly when there is nobody with a distance to list', async () => {
      renderDirectory(
        lang,
        '99501',
        { status: 'found', city: 'Anchorage', state: 'AK', served: false, limitMiles: 50 },
        [],
      )
      expect(await screen.findByTestId('directory-unserved')).toHaveTextContent(
        t('operators.directory.zipUnservedNone', { zip: '99501', city: 'Anchorage', state: 'AK' }),
      )
    })

    it('heads a served ZIP with the operators serving it or within the limit', async () => {
      renderDirectory(
        lang,
        '33444',
        { status: 'found', city: 'Delray Beach', state: 'FL', served: true, limitMiles: 50 },
        [card(1, 'Delray Beach Courier', 'Delray Beach, FL', 0.4)],
      )
      const status = await screen.findByTestId('directory-status')
      expect(status).toHaveTextContent(
        t('operators.directory.zipFound', { zip: '33444', city: 'Delray Beach', state: 'FL', miles: 50 }),
      )
      expect(within(status).queryByTestId('directory-unserved')).not.toBeInTheDocument()
    })
  })
}
