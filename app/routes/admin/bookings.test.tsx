import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import AdminBookings from './bookings'

const base = {
  operatorId: 1,
  operatorName: 'Delray Beach Courier',
  forStaff: false,
  statusMessage: '',
  createdAt: '2026-11-26T10:00:00.000Z',
  escalatedAt: null as string | null,
  reassigned: false,
  name: 'Carla Ruiz',
  phone: '305 555 0199',
  email: 'carla@example.com',
  pickup: '100 E Atlantic Ave, Delray Beach',
  delivery: '200 Ocean Dr, Miami Beach',
  requestedTime: 'Friday 9 AM',
  quoteCents: 4500 as number | null,
  quoteMiles: 12.5 as number | null,
  lang: 'en',
}
const late = { ...base, id: 5, status: 'pending', escalatedAt: '2026-11-26T12:01:00.000Z' }
const declined = {
  ...base,
  id: 6,
  status: 'declined',
  statusMessage: 'Fully booked',
  operatorId: 2,
  operatorName: 'Boca Raton Courier',
  quoteCents: null,
}
/** An order from the service section that no operator covers (ADR 066). */
const forStaff = { ...base, id: 7, status: 'pending', operatorId: null, operatorName: '', forStaff: true }
const operators = [
  { id: 2, name: 'Boca Raton Courier' },
  { id: 1, name: 'Delray Beach Courier' },
]

function renderScreen(lang: Lang, action: (args: { request: Request }) => unknown = () => null) {
  const posted: Array<Record<string, FormDataEntryValue>> = []
  const result = renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/bookings' : '/admin/bookings',
        Component: AdminBookings as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          status: null,
          operatorId: null,
          counts: { pending: 1, declined: 1 },
          operators,
          rows: [late, declined, forStaff],
        }),
        action: async ({ request }: { request: Request }) => {
          posted.push(Object.fromEntries(await request.clone().formData()))
          return action({ request })
        },
      },
    ],
    { lang, path: '/admin/bookings' },
  )
  return { ...result, posted }
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  describe(`the Bookings tab (${lang}, issue #21 item 3)`, () => {
    it('lists every request with operator, status, created, quote, addresses, wished time, contact; marks the escalated', async () => {
      renderScreen(lang)
      const table = await screen.findByRole('table', { name: t('adminBookings.caption') })
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(
        ['request', 'operator', 'status', 'created', 'quote', 'addresses', 'when', 'contact', 'reassign'].map(
          (k) => t(`adminBookings.columns.${k}`),
        ),
      )
      const [first, second] = screen.getAllByTestId('booking-row')
      expect(within(first!).getByTestId('booking-operator')).toHaveTextContent('Delray Beach Courier')
      expect(within(first!).getByTestId('booking-status')).toHaveTextContent(
        t('adminBookings.status.pending'),
      )
      expect(within(first!).getByTestId('booking-escalated')).toBeVisible()
      for (const text of [
        'Friday 9 AM',
        '100 E Atlantic Ave',
        '200 Ocean Dr',
        'carla@example.com',
        '305 555 0199',
      ])
        expect(first).toHaveTextContent(text)
      expect(within(second!).getByTestId('booking-status')).toHaveTextContent(
        t('adminBookings.status.declined'),
      )
      expect(within(second!).queryByTestId('booking-escalated')).toBeNull()
      expect(second).toHaveTextContent('Fully booked')
      // A declined request cannot be reassigned.
      expect(within(second!).queryByRole('button')).toBeNull()
      const filter = screen.getByRole('navigation', { name: t('adminBookings.filterLabel') })
      expect(
        within(filter).getByRole('link', { name: `${t('adminBookings.status.pending')} (1)` }),
      ).toHaveAttribute('href', `${lang === 'es' ? '/es' : ''}/admin/bookings?status=pending`)
      expect(screen.getByLabelText(t('adminBookings.operatorFilter'))).toHaveDisplayValue(
        t('adminBookings.anyOperator'),
      )
    })

    it('marks an order nobody covers as staff’s, to reassign to any operator', async () => {
      renderScreen(lang)
      const third = (await screen.findAllByTestId('booking-row'))[2]!
      expect(within(third).getByTestId('booking-operator')).toHaveTextContent(t('adminBookings.forStaff'))
      const select = within(third).getByLabelText(t('adminBookings.reassignTo', { id: 7 }))
      for (const name of ['Boca Raton Courier', 'Delray Beach Courier'])
        expect(within(select).getByRole('option', { name })).toBeInTheDocument()
    })

    it('"Reassign" posts the booking and the chosen operator (not the current one) and says what it did', async () => {
      const { user, posted } = renderScreen(lang, () => ({
        notice: {
          tone: 'success',
          key: 'adminBookings.reassigned',
          values: { id: 5, operator: 'Boca Raton Courier' },
        },
      }))
      const select = await screen.findByLabelText(t('adminBookings.reassignTo', { id: 5 }))
      expect(within(select).queryByRole('option', { name: 'Delray Beach Courier' })).toBeNull()
      await user.selectOptions(select, 'Boca Raton Courier')
      await user.click(screen.getByRole('button', { name: t('adminBookings.reassignLabel', { id: 5 }) }))
      expect(await screen.findByRole('status')).toHaveTextContent(
        t('adminBookings.reassigned', { id: 5, operator: 'Boca Raton Courier' }),
      )
      expect(posted).toEqual([{ intent: 'reassign', id: '5', operatorId: '2' }])
    })
  })
}
