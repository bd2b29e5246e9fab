import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { QuoteStats } from '#app/domain/quotes/quote-log'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import PortalQuotes from './quotes'

const stats: QuoteStats = {
  weeks: [
    { week: '2026-11-16', quotes: 2, priced: 2, outsideArea: 0, bookings: 1, conversion: 50 },
    { week: '2026-11-23', quotes: 4, priced: 3, outsideArea: 1, bookings: 1, conversion: 33 },
  ],
  totals: { quotes: 6, priced: 5, outsideArea: 1, bookings: 2, conversion: 40 },
}
const none: QuoteStats = {
  weeks: [{ week: '2026-11-23', quotes: 0, priced: 0, outsideArea: 0, bookings: 0, conversion: 0 }],
  totals: { quotes: 0, priced: 0, outsideArea: 0, bookings: 0, conversion: 0 },
}

function renderScreen(lang: Lang, data: QuoteStats) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/portal/quotes' : '/portal/quotes',
        Component: PortalQuotes as never,
        loader: () => ({ name: 'Delray Beach Courier', stats: data }),
      },
    ],
    { lang, path: '/portal/quotes' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  describe(`My quotes screen (${lang}, issue #21 item 4)`, () => {
    it("titles the page with the operator's name and shows the loader's weeks and totals", async () => {
      renderScreen(lang, stats)
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: t('portalQuotes.page.title', { name: 'Delray Beach Courier' }),
        }),
      ).toBeVisible()
      const table = screen.getByRole('table', { name: t('portalQuotes.caption') })
      expect(within(table).getAllByTestId('quote-week-row')).toHaveLength(2)
      expect(
        within(screen.getByTestId('quote-totals-row'))
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['6', '1', '2', '40%'])
      expect(screen.queryByTestId('quote-stats-empty')).toBeNull()
    })

    it('says when the page gave no quotes yet', async () => {
      renderScreen(lang, none)
      expect(await screen.findByTestId('quote-stats-empty')).toHaveTextContent(t('portalQuotes.empty'))
    })
  })
}
