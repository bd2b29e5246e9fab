import { screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { buildStatement } from '#app/domain/deliveries/statement'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import PortalStatement from './statement'

const statement = buildStatement('2026-11', 80, [
  {
    jobId: 1,
    bookingId: 40,
    deliveredAt: '2026-11-03T15:00:00.000Z',
    customer: 'Carla Ruiz',
    priceCents: 4500,
  },
  {
    jobId: 2,
    bookingId: 41,
    deliveredAt: '2026-11-20T20:30:00.000Z',
    customer: 'Beto Núñez',
    priceCents: 999,
  },
  {
    jobId: 3,
    bookingId: 42,
    deliveredAt: '2026-11-21T20:30:00.000Z',
    customer: 'Ana Díaz',
    priceCents: null,
  },
])

function renderScreen(lang: Lang, data = statement) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/portal/statement' : '/portal/statement',
        Component: PortalStatement as never,
        loader: () => ({ name: 'Delray Beach Courier', statement: data }),
      },
    ],
    { lang, path: '/portal/statement?month=2026-11', pageTextsOnly: true },
  )
}

const noAxeFindings = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  const month = lang === 'es' ? /noviembre de 2026/ : /November 2026/
  describe(`My statement (${lang}, issue #44)`, () => {
    it('lists each delivered job with its price and share, then the totals, in the operator’s language', async () => {
      const { container } = renderScreen(lang)
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(month)
      expect(screen.getByText(t('deliveries.statement.intro', { percent: 80 }))).toBeVisible()
      const table = screen.getByTestId('statement-table')
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual([
        t('deliveries.statement.columns.booking'),
        t('deliveries.statement.columns.delivered'),
        t('deliveries.statement.columns.customer'),
        t('deliveries.statement.columns.price'),
        t('deliveries.statement.columns.share', { percent: 80 }),
      ])
      const rows = screen.getAllByTestId('statement-row')
      expect(rows.map((r) => within(r).getByTestId('statement-share').textContent)).toEqual([
        '$36.00',
        '$7.99',
        t('deliveries.statement.noPrice'),
      ])
      expect(rows[0]).toHaveTextContent(/#40.*3.*2026.*10:00.*EST.*Carla Ruiz.*\$45\.00/i)
      const totals = screen.getByTestId('statement-totals')
      expect(totals).toHaveTextContent(t('deliveries.statement.count', { count: 3 }))
      expect(totals).toHaveTextContent('$54.99')
      expect(within(totals).getByTestId('statement-total-share')).toHaveTextContent('$43.99')
      expect(screen.getByText(t('deliveries.statement.unpriced', { count: 1 }))).toBeVisible()
      await noAxeFindings(container)
    })

    it('the month picker is a GET form holding the month shown', async () => {
      renderScreen(lang)
      const form = await screen.findByTestId('statement-month-form')
      expect(form).toHaveAttribute('method', 'get')
      expect(within(form).getByLabelText(t('deliveries.statement.monthLabel'))).toHaveValue('2026-11')
      expect(within(form).getByRole('button', { name: t('deliveries.statement.show') })).toBeVisible()
    })

    it('a month without deliveries says so', async () => {
      renderScreen(lang, buildStatement('2026-11', 80, []))
      expect(await screen.findByTestId('statement-empty')).toHaveTextContent(t('deliveries.statement.empty'))
    })
  })
}
