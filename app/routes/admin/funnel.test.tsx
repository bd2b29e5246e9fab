import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { funnelReport } from '#app/domain/people/funnel'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import FunnelScreen from './funnel'

const now = new Date()
const DAY = 86_400_000
const report = funnelReport(
  {
    people: [
      { id: 1, createdAt: new Date(now.getTime() - 3 * DAY), source: 'facebook', lang: 'es' },
      { id: 2, createdAt: new Date(now.getTime() - 5 * DAY), source: 'direct', lang: 'en' },
    ],
    moves: [{ personId: 1, from: 'new', to: 'call-booked', at: new Date(now.getTime() - 2 * DAY) }],
    applications: [],
    stages: ['new', 'call-booked'],
  },
  { period: 'month', now, timeZone: 'America/New_York' },
)

function renderFunnel(lang: Lang, people = 2) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/funnel' : '/admin/funnel',
        Component: FunnelScreen as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          report,
          people,
          stages: [
            { key: 'new', label: lang === 'es' ? 'Nuevo' : 'New', paidOrSigned: false },
            {
              key: 'call-booked',
              label: lang === 'es' ? 'Llamada programada' : 'Call booked',
              paidOrSigned: false,
            },
          ],
        }),
      },
    ],
    { lang, path: '/admin/funnel' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminPipeline.funnel
  describe(`the funnel screen (${lang})`, () => {
    it('draws each chart as a named image beside a table of the same numbers', async () => {
      renderFunnel(lang)
      const totals = await screen.findByTestId('funnel-totals')
      const leads = within(totals).getByRole('row', { name: new RegExp(t.steps.leads) })
      expect(within(leads).getByText('2')).toBeInTheDocument()
      const calls = within(totals).getByRole('row', { name: new RegExp(t.steps.calls) })
      expect(calls).toHaveTextContent('50 %')
      const images = screen.getAllByRole('img')
      expect(images.length).toBeGreaterThanOrEqual(5)
      expect(
        screen.getByRole('img', {
          name: `${t.steps.leads}: 2, ${t.steps.calls}: 1, ${t.steps.applications}: 0, ${t.steps.approvals}: 0, ${t.steps.active}: 0`,
        }),
      ).toBeInTheDocument()
      const sources = screen.getByTestId('funnel-by-source')
      expect(within(sources).getByRole('rowheader', { name: 'facebook' })).toBeInTheDocument()
      expect(
        within(sources).getByRole('rowheader', { name: resources[lang].adminPipeline.people.direct }),
      ).toBeInTheDocument()
      expect(screen.getByTestId('funnel-by-language')).toHaveTextContent(t.languages.es)
      expect(screen.getByTestId('funnel-time')).toHaveTextContent(lang === 'es' ? 'Nuevo' : 'New')
      expect(screen.getByLabelText(t.periodLabel)).toHaveValue('month')
      expect(screen.getByRole('option', { name: t.periods.week })).toBeInTheDocument()
    })

    it('says what fills an empty funnel', async () => {
      renderFunnel(lang, 0)
      expect(await screen.findByText(t.empty)).toBeInTheDocument()
    })
  })
}
