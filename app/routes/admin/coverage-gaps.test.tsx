import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import CoverageGapsScreen from './coverage-gaps'

// Leaflet needs a real browser: the map module is replaced by a list of what it was given.
vi.mock('#app/components/admin/coverage-gaps-map', () => ({
  default: (props: { points: Array<{ zip: string; total: number }>; tileUrl: string }) => (
    <ul data-testid="map-points" data-tiles={props.tileUrl}>
      {props.points.map((p) => (
        <li key={p.zip}>{`${p.zip}:${p.total}`}</li>
      ))}
    </ul>
  ),
}))

const seattle = {
  id: '98101',
  zip: '98101',
  place: 'Seattle, WA',
  lat: 47.61,
  lng: -122.33,
  counts: { operatorQuote: 1, directorySearch: 2, calculatorZip: 1 },
  total: 4,
  firstSeen: '2026-11-02T10:00:00.000Z',
  lastSeen: '2026-11-20T10:00:00.000Z',
}
const nowhere = {
  id: '99999',
  zip: '99999',
  place: null,
  lat: null,
  lng: null,
  counts: { operatorQuote: 0, directorySearch: 0, calculatorZip: 1 },
  total: 1,
  firstSeen: '2026-11-03T10:00:00.000Z',
  lastSeen: '2026-11-03T10:00:00.000Z',
}

function renderScreen(lang: Lang, rows: unknown[], period = { from: '2026-09-01', to: '2026-11-30' }) {
  let loaded = ''
  const result = renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/coverage-gaps' : '/admin/coverage-gaps',
        Component: CoverageGapsScreen as never,
        loader: ({ request }: { request: Request }) => {
          loaded = new URL(request.url).search
          return { staff: { email: 'staff@example.com' }, period, rows }
        },
      },
    ],
    { lang, path: '/admin/coverage-gaps' },
  )
  return { ...result, loaded: () => loaded }
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminCoverageGaps
  const prefix = lang === 'es' ? '/es' : ''
  describe(`the Coverage Gaps screen (${lang}, issue #21 item 5)`, () => {
    it('a table per ZIP with headers, the counts of each kind, total and place', async () => {
      renderScreen(lang, [seattle, nowhere])
      const table = await screen.findByRole('table', { name: t.caption })
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual([
        t.columns.zip,
        t.columns.place,
        t.columns.operatorQuote,
        t.columns.directorySearch,
        t.columns.calculatorZip,
        t.columns.total,
        t.columns.lastSeen,
      ])
      const [first, second] = screen.getAllByTestId('coverage-gap-row')
      expect(
        within(first!)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((c) => c.textContent),
      ).toEqual(['98101', 'Seattle, WA', '1', '2', '1', '4'])
      expect(within(second!).getAllByRole('cell')[1]).toHaveTextContent(t.unknownPlace)
    })

    it('the period picker (dates labelled, filled with the period) and the CSV export of the same period', async () => {
      const { user, loaded } = renderScreen(lang, [seattle])
      const from = await screen.findByLabelText(t.from)
      const to = screen.getByLabelText(t.to)
      expect(from).toHaveValue('2026-09-01')
      expect(to).toHaveValue('2026-11-30')
      expect(screen.getByRole('link', { name: t.exportCsv })).toHaveAttribute(
        'href',
        `${prefix}/admin/coverage-gaps.csv?from=2026-09-01&to=2026-11-30`,
      )
      await user.clear(from)
      await user.type(from, '2026-10-01')
      await user.click(screen.getByRole('button', { name: t.apply }))
      await vi.waitFor(() => expect(loaded()).toBe('?from=2026-10-01&to=2026-11-30'))
    })

    it('a map with a circle per ZIP that has a place, after hydration, with the site’s tiles', async () => {
      renderScreen(lang, [seattle, nowhere])
      const region = await screen.findByRole('region', { name: t.mapLabel })
      const points = await within(region).findByTestId('map-points')
      expect(
        within(points)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['98101:4'])
      expect(points.dataset.tiles).toContain('tile.openstreetmap.org')
    })

    it('says when the period has no gaps', async () => {
      renderScreen(lang, [])
      expect(await screen.findByText(t.empty)).toBeInTheDocument()
      expect(screen.queryByRole('table')).toBeNull()
    })
  })
}
