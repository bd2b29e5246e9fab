import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { nextOrderStatuses, type OrderStatus } from '#app/domain/shop/order-status'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import AdminOrders from './orders'

function order(status: string, extra: Record<string, unknown> = {}) {
  return {
    id: 12,
    orderNumber: 'CN-ABC234',
    status,
    next: nextOrderStatuses(status as OrderStatus),
    createdAt: '2026-11-20T15:00:00.000Z',
    paidAt: status === 'placed' ? null : '2026-11-21T15:00:00.000Z',
    shippedAt: status === 'shipped' ? '2026-11-22T15:00:00.000Z' : null,
    carrier: null,
    trackingNumber: null,
    invoiceSentAt: null,
    lang: 'es',
    buyerName: 'Carla Ruiz',
    email: 'carla@example.com',
    phone: '305 555 0199',
    address: { line1: '200 Ocean Dr', line2: null, city: 'Miami Beach', state: 'FL', zip: '33139' },
    subtotalCents: 5000,
    shippingCents: 999,
    totalCents: 5999,
    lines: [{ id: 1, productName: 'Starter Kit', unitPriceCents: 2500, quantity: 2, lineTotalCents: 5000 }],
    history: [],
    ...extra,
  }
}

function renderScreen(lang: Lang, selected: ReturnType<typeof order>, action: () => unknown) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/orders' : '/admin/orders',
        Component: AdminOrders as never,
        loader: () => ({
          staff: { email: 'staff@example.com' },
          status: null,
          page: 1,
          counts: {},
          hasMore: false,
          rows: [],
          selected,
        }),
        action,
      },
    ],
    { lang, path: '/admin/orders?id=12' },
  )
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '')

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminOrders
  describe(`the order's shipping and invoice controls (${lang})`, () => {
    it('labels the carrier and tracking fields; a bad tracking number is refused beside its field', async () => {
      const action = vi.fn(() => null)
      const { user } = renderScreen(lang, order('paid'), action)
      const form = await screen.findByTestId('order-ship-form')
      const carrier = within(form).getByLabelText(t.shipment.carrier)
      expect(
        within(carrier)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([t.shipment.noCarrier, 'UPS', 'USPS', 'FedEx', 'DHL', t.shipment.otherCarrier])
      const tracking = within(form).getByLabelText(t.shipment.trackingNumber)
      expect(tracking).toHaveAccessibleDescription(t.shipment.trackingHint)
      await user.selectOptions(carrier, 'ups')
      await user.type(tracking, '1Z/99')
      const submit = within(form).getByRole('button', {
        name: fill(t.setTo, { status: t.status.shipped }),
      })
      await user.click(submit)
      await waitFor(() => expect(tracking).toHaveAttribute('aria-invalid', 'true'))
      expect(tracking).toHaveAccessibleDescription(`${t.errors.trackingNumber} ${t.shipment.trackingHint}`)
      expect(action).not.toHaveBeenCalled()
      expect(tracking).toHaveValue('1Z/99')
      // The status buttons other than shipped stay; shipped is the form's.
      expect(screen.getByTestId('order-set-cancelled')).toHaveTextContent(
        fill(t.setTo, { status: t.status.cancelled }),
      )
    })

    it('shows the server’s refusal beside the tracking field and keeps what was typed', async () => {
      // What the guarded edge answers: the reply alone, its intent only in what was posted.
      const action = vi.fn(() => ({
        result: {
          status: 'error',
          initialValue: { intent: 'ship', id: '12', carrier: 'fedex', trackingNumber: '12345' },
          error: { trackingNumber: ['adminOrders.errors.trackingNumber'] },
        },
        outcome: 'failed',
      }))
      const { user } = renderScreen(lang, order('paid'), action)
      const form = await screen.findByTestId('order-ship-form')
      await user.selectOptions(within(form).getByLabelText(t.shipment.carrier), 'fedex')
      await user.type(within(form).getByLabelText(t.shipment.trackingNumber), '12345')
      await user.click(within(form).getByTestId('order-set-shipped'))
      await waitFor(() => expect(action).toHaveBeenCalled())
      expect(await screen.findByRole('alert')).toHaveTextContent(t.shipment.invalid)
      const tracking = within(form).getByLabelText(t.shipment.trackingNumber)
      await waitFor(() => expect(tracking).toHaveAttribute('aria-invalid', 'true'))
      expect(tracking).toHaveAccessibleDescription(expect.stringContaining(t.errors.trackingNumber))
      expect(tracking).toHaveValue('12345')
      expect(within(form).getByLabelText(t.shipment.carrier)).toHaveValue('fedex')
    })

    it('offers the invoice, and on a shipped order its tracking details to correct', async () => {
      renderScreen(
        lang,
        order('shipped', { carrier: 'ups', trackingNumber: '1Z999AA10123456784' }),
        () => null,
      )
      expect(await screen.findByTestId('order-tracking')).toHaveTextContent('UPS · 1Z999AA10123456784')
      const form = screen.getByTestId('order-ship-form')
      expect(within(form).getByRole('heading')).toHaveTextContent(t.shipment.editTitle)
      expect(within(form).getByLabelText(t.shipment.carrier)).toHaveValue('ups')
      expect(within(form).getByLabelText(t.shipment.trackingNumber)).toHaveValue('1Z999AA10123456784')
      expect(within(form).getByRole('button', { name: t.shipment.update })).toBeEnabled()
      expect(screen.getByTestId('order-invoice-state')).toHaveTextContent(
        fill(t.invoice.notSent, { email: 'carla@example.com' }),
      )
      expect(screen.getByRole('button', { name: t.invoice.send })).toBeEnabled()
    })

    it('has no shipping form or invoice on a cancelled order', async () => {
      renderScreen(lang, order('cancelled'), () => null)
      await screen.findByTestId('order-detail')
      expect(screen.queryByTestId('order-ship-form')).toBeNull()
      expect(screen.queryByTestId('order-send-invoice')).toBeNull()
    })

    it('offers a refund once paid; a refunded order is final, with no invoice or shipping form', async () => {
      const { unmount } = renderScreen(lang, order('shipped'), () => null)
      expect(
        await screen.findByRole('button', { name: fill(t.setTo, { status: t.status.refunded }) }),
      ).toBeEnabled()
      expect(screen.queryByTestId('order-set-cancelled')).toBeNull()
      unmount()
      renderScreen(lang, order('refunded'), () => null)
      expect(await screen.findByTestId('order-detail-status')).toHaveTextContent(t.status.refunded)
      expect(screen.getByText(fill(t.final, { status: t.status.refunded }))).toBeInTheDocument()
      expect(screen.queryByTestId('order-ship-form')).toBeNull()
      expect(screen.queryByTestId('order-send-invoice')).toBeNull()
    })
  })
}
