import { screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import type { StaffJobDetail, StaffJobItem } from '#app/.server/services/deliveries/staff-jobs'
import type { JobListFilter } from '#app/domain/deliveries/job-list'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import AdminDeliveries from './deliveries'

const delivered: StaffJobItem = {
  id: 7,
  bookingId: 40,
  operatorName: 'Delray Beach Courier',
  status: 'delivered',
  priceCents: 4500,
  customer: 'Carla Ruiz',
  pickupTime: 'Dec 2, 2026, 10:30 AM EST',
  late: false,
  createdAt: '2026-12-02T15:00:00.000Z',
  updatedAt: '2026-12-02T17:05:00.000Z',
}
const failed: StaffJobItem = {
  ...delivered,
  id: 8,
  bookingId: 41,
  operatorName: 'Boca Raton Courier',
  status: 'failed_attempt',
  priceCents: null,
  customer: 'Beto Núñez',
  pickupTime: '',
}
const late: StaffJobItem = { ...delivered, id: 9, bookingId: 42, status: 'accepted', late: true }
const detail: StaffJobDetail = {
  ...delivered,
  email: 'carla@example.com',
  phone: '305 555 0199',
  pickup: '100 E Atlantic Ave, Delray Beach',
  delivery: '200 Ocean Dr, Miami Beach',
  lang: 'es',
  events: [
    {
      id: 1,
      status: 'accepted',
      reason: '',
      at: '2026-12-02T15:00:00.000Z',
      actor: { kind: 'operator', name: 'Delray Beach Courier' },
    },
    {
      id: 2,
      status: 'picked_up',
      reason: '',
      at: '2026-12-02T15:30:00.000Z',
      actor: { kind: 'operator', name: null },
    },
    {
      id: 3,
      status: 'failed_attempt',
      reason: 'Nobody home',
      at: '2026-12-02T16:00:00.000Z',
      actor: { kind: 'staff', name: 'ops@example.com' },
    },
    {
      id: 4,
      status: 'delivered',
      reason: '',
      at: '2026-12-02T17:05:00.000Z',
      actor: { kind: 'site', name: null },
    },
  ],
  proof: { recipientName: 'Ana Ruiz', photoUrl: '/images/u/abc/640.webp', signatureUrl: null },
}
const operators = [
  { id: 2, name: 'Boca Raton Courier' },
  { id: 1, name: 'Delray Beach Courier' },
]

function renderScreen(
  lang: Lang,
  over: {
    filter?: JobListFilter
    rows?: StaffJobItem[]
    detail?: StaffJobDetail | null
    more?: boolean
  } = {},
  search = '',
) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/deliveries' : '/admin/deliveries',
        Component: AdminDeliveries as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          filter: over.filter ?? {},
          rows: over.rows ?? [delivered, failed],
          more: over.more ?? false,
          operators,
          detail: over.detail ?? null,
          notice: null,
          statement: { month: '2026-12', percent: 80 },
        }),
      },
    ],
    { lang, path: `/admin/deliveries${search}` },
  )
}

const noAxeFindings = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  const prefix = lang === 'es' ? '/es' : ''
  describe(`the Deliveries tab (${lang}, issue #44)`, () => {
    it('lists every job: booking, customer, operator, status in the staff language, price, pickup, last change', async () => {
      const { container } = renderScreen(lang)
      const table = await screen.findByRole('table', { name: t('adminDeliveries.caption') })
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(
        ['booking', 'customer', 'operator', 'status', 'price', 'pickup', 'updated', 'view'].map((k) =>
          t(`adminDeliveries.columns.${k}`),
        ),
      )
      const [first, second] = screen.getAllByTestId('delivery-row')
      for (const text of ['#40', 'Carla Ruiz', 'Delray Beach Courier', '$45.00', 'Dec 2, 2026, 10:30 AM EST'])
        expect(first).toHaveTextContent(text)
      expect(within(first!).getByTestId('delivery-status')).toHaveTextContent(
        t('deliveries.status.delivered'),
      )
      expect(within(second!).getByTestId('delivery-status')).toHaveTextContent(
        t('deliveries.status.failed_attempt'),
      )
      expect(second).toHaveTextContent(t('adminDeliveries.noPrice'))
      expect(second).toHaveTextContent(t('adminDeliveries.noPickup'))
      expect(
        within(first!).getByRole('link', { name: t('adminDeliveries.viewLabel', { id: 40 }) }),
      ).toHaveAttribute('href', `${prefix}/admin/deliveries?id=7`)
      await noAxeFindings(container)
    })

    it('flags a job still not picked up at the end of its window as late', async () => {
      renderScreen(lang, { rows: [late, delivered] })
      const [first, second] = await screen.findAllByTestId('delivery-row')
      expect(within(first!).getByTestId('delivery-late')).toHaveTextContent(t('adminDeliveries.late'))
      expect(within(second!).queryByTestId('delivery-late')).toBeNull()
    })

    it('filters by operator, status and dates with a GET form that shows what is filtered', async () => {
      renderScreen(lang, {
        filter: { operatorId: 2, status: 'delivered', from: '2026-12-01', to: '2026-12-31' },
      })
      const form = await screen.findByTestId('deliveries-filters')
      expect(form).toHaveAttribute('method', 'get')
      expect(within(form).getByLabelText(t('adminDeliveries.filters.operator'))).toHaveDisplayValue(
        'Boca Raton Courier',
      )
      expect(within(form).getByLabelText(t('adminDeliveries.filters.status'))).toHaveDisplayValue(
        t('deliveries.status.delivered'),
      )
      expect(within(form).getByLabelText(t('adminDeliveries.filters.from'))).toHaveValue('2026-12-01')
      expect(within(form).getByLabelText(t('adminDeliveries.filters.to'))).toHaveValue('2026-12-31')
      expect(within(form).getByRole('link', { name: t('adminDeliveries.filters.clear') })).toBeVisible()
    })

    it('says when nothing matches, and when the list is cut', async () => {
      renderScreen(lang, { filter: { status: 'cancelled' }, rows: [] })
      expect(await screen.findByText(t('adminDeliveries.none'))).toBeVisible()
    })

    it('a job’s panel: its booking, the whole history (status, reason, by whom, when in the site zone) and the proof', async () => {
      const { container } = renderScreen(lang, { detail, more: true }, '?id=7')
      const panel = await screen.findByTestId('delivery-detail')
      expect(
        within(panel).getByRole('heading', { name: t('adminDeliveries.detail.title', { id: 40 }) }),
      ).toBeVisible()
      expect(panel).toHaveTextContent('carla@example.com')
      expect(panel).toHaveTextContent(t('adminDeliveries.langs.es'))
      const events = within(panel).getAllByTestId('delivery-event')
      expect(
        events.map((e) =>
          within(e)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
      ).toEqual([
        [
          t('deliveries.status.accepted'),
          '',
          t('adminDeliveries.detail.actor.operator', { name: 'Delray Beach Courier' }),
          expect.stringMatching(/10:00.*EST/),
        ],
        [
          t('deliveries.status.picked_up'),
          '',
          t('adminDeliveries.detail.actor.operatorGone'),
          expect.stringMatching(/10:30.*EST/),
        ],
        [
          t('deliveries.status.failed_attempt'),
          'Nobody home',
          t('adminDeliveries.detail.actor.staff', { name: 'ops@example.com' }),
          expect.stringMatching(/11:00.*EST/),
        ],
        [
          t('deliveries.status.delivered'),
          '',
          t('adminDeliveries.detail.actor.site'),
          expect.stringMatching(/12:05.*EST/),
        ],
      ])
      const proof = within(panel).getByTestId('delivery-proof')
      expect(proof).toHaveTextContent(t('adminDeliveries.detail.receivedBy', { name: 'Ana Ruiz' }))
      expect(
        within(proof).getByRole('img', { name: t('adminDeliveries.detail.photoAlt', { id: 40 }) }),
      ).toHaveAttribute('src', '/images/u/abc/640.webp')
      expect(screen.getByText(t('adminDeliveries.more', { count: 2 }))).toBeVisible()
      await noAxeFindings(container)
    })

    it('the statement: operator and month to a CSV download, with the split of the settings', async () => {
      renderScreen(lang)
      const section = await screen.findByTestId('statement-download')
      expect(section).toHaveTextContent(t('adminDeliveries.statement.intro', { percent: 80 }))
      const form = section.querySelector('form')!
      expect(form).toHaveAttribute('method', 'get')
      expect(form).toHaveAttribute('action', `${prefix}/admin/deliveries/statement.csv`)
      expect(within(section).getByLabelText(t('adminDeliveries.statement.operator'))).toHaveAttribute(
        'name',
        'operator',
      )
      expect(within(section).getByLabelText(t('adminDeliveries.statement.month'))).toHaveValue('2026-12')
      expect(
        within(section).getByRole('button', { name: t('adminDeliveries.statement.download') }),
      ).toBeVisible()
    })
  })
}
