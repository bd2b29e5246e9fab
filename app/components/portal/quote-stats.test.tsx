import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { QuoteStats } from '#app/domain/quotes/quote-log'
import { renderPage, resources } from '../../../tests/support/render-route'
import { QuoteStatsTable } from './quote-stats'

const stats: QuoteStats = {
  weeks: [
    { week: '2026-11-16', quotes: 0, priced: 0, outsideArea: 0, bookings: 0, conversion: 0 },
    { week: '2026-11-23', quotes: 4, priced: 3, outsideArea: 1, bookings: 1, conversion: 33 },
  ],
  totals: { quotes: 4, priced: 3, outsideArea: 1, bookings: 1, conversion: 33 },
}
const none: QuoteStats = {
  weeks: [{ week: '2026-11-23', quotes: 0, priced: 0, outsideArea: 0, bookings: 0, conversion: 0 }],
  totals: { quotes: 0, priced: 0, outsideArea: 0, bookings: 0, conversion: 0 },
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].portalQuotes
  describe(`My quotes (${lang}, issue #21 item 4)`, () => {
    it('a table of weeks with quotes, outside the area, bookings and conversion, and the totals', async () => {
      renderPage(<QuoteStatsTable stats={stats} />, { lang })
      const table = await screen.findByRole('table', { name: t.caption })
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual([
        t.columns.week,
        t.columns.quotes,
        t.columns.outsideArea,
        t.columns.bookings,
        t.columns.conversion,
      ])
      const rows = screen.getAllByTestId('quote-week-row')
      expect(rows).toHaveLength(2)
      expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(
        lang === 'es' ? '23 nov' : 'Nov 23, 2026',
      )
      expect(
        within(rows[1]!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['4', '1', '1', '33%'])
      const totals = screen.getByTestId('quote-totals-row')
      expect(within(totals).getByRole('rowheader')).toHaveTextContent(t.totals)
      expect(
        within(totals)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['4', '1', '1', '33%'])
      expect(screen.getByRole('heading', { name: t.title })).toBeInTheDocument()
      expect(screen.queryByTestId('quote-stats-empty')).toBeNull()
    })

    it('says when there are no quotes yet', async () => {
      renderPage(<QuoteStatsTable stats={none} />, { lang })
      expect(await screen.findByTestId('quote-stats-empty')).toHaveTextContent(t.empty)
    })
  })
}
