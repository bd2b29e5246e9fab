import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BookingItem } from '#app/domain/bookings/status'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import PortalBookings from './bookings'

const pending: BookingItem = {
  id: 31,
  status: 'pending',
  createdAt: '2026-11-26T10:00:00.000Z',
  name: 'Carla Ruiz',
  phone: '305 555 0199',
  email: 'carla@example.com',
  pickup: '100 E Atlantic Ave, Delray Beach',
  delivery: '200 Ocean Dr, Miami Beach',
  requestedTime: 'Friday 9 AM',
  notes: '',
  quoteCents: 4500,
  quoteMiles: 12.5,
  statusMessage: '',
}
const declined: BookingItem = { ...pending, id: 32, status: 'declined', statusMessage: 'Fully booked' }

/** The route's component with its loader data, and an action answering as the route's action does. */
function renderScreen(lang: Lang, bookings: BookingItem[], answer: (form: FormData) => unknown = () => null) {
  const posted: Array<Record<string, string>> = []
  const result = renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/portal/bookings' : '/portal/bookings',
        Component: PortalBookings as never,
        loader: () => ({ name: 'Delray Beach Courier', bookings }),
        action: async ({ request }: { request: Request }) => {
          const form = await request.formData()
          posted.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])))
          return answer(form)
        },
      },
    ],
    { lang, path: '/portal/bookings' },
  )
  return { ...result, posted }
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  describe(`My bookings screen (${lang}, issue #21 item 3)`, () => {
    it("titles the page with the operator's name and lists the loader's bookings with their answers", async () => {
      renderScreen(lang, [pending, declined])
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: t('bookings.page.title', { name: 'Delray Beach Courier' }),
        }),
      ).toBeVisible()
      expect(screen.getByText(t('bookings.page.intro'))).toBeVisible()
      const [first, second] = screen.getAllByTestId('booking-item')
      expect(within(first!).getByTestId('booking-status')).toHaveTextContent(t('bookings.status.pending'))
      expect(
        within(first!).getByRole('button', { name: t('bookings.acceptLabel', { id: 31 }) }),
      ).toBeVisible()
      expect(within(second!).getByTestId('booking-status')).toHaveTextContent(t('bookings.status.declined'))
      expect(second).toHaveTextContent('Fully booked')
      expect(within(second!).queryByRole('button')).toBeNull()
    })

    it('links an accepted booking to its delivery job, beside "Mark completed" (issue #44)', async () => {
      const withJob: BookingItem = { ...pending, id: 33, status: 'accepted', jobId: 5 }
      const withoutJob: BookingItem = { ...pending, id: 34, status: 'accepted' }
      renderScreen(lang, [withJob, withoutJob])
      const [first, second] = await screen.findAllByTestId('booking-item')
      expect(
        within(first!).getByRole('link', { name: t('bookings.openJobLabel', { id: 33 }) }),
      ).toHaveAttribute('href', `${lang === 'es' ? '/es' : ''}/portal/jobs/5`)
      expect(
        within(first!).getByRole('button', { name: t('bookings.completeLabel', { id: 33 }) }),
      ).toBeVisible()
      // A booking accepted before delivery jobs has no job to link.
      expect(within(second!).queryByTestId('booking-job-link')).toBeNull()
      expect(
        within(second!).getByRole('button', { name: t('bookings.completeLabel', { id: 34 }) }),
      ).toBeVisible()
    })

    it('says when there is nothing to answer', async () => {
      renderScreen(lang, [])
      expect(await screen.findByText(t('bookings.empty'))).toBeVisible()
    })

    it("posts the answer and shows the action's reply: done, or the refusal beside the booking", async () => {
      const { user, posted } = renderScreen(lang, [pending], (form) =>
        form.get('intent') === 'accept'
          ? { reply: { id: 31, intent: 'accept', ok: true } }
          : {
              reply: {
                id: 31,
                intent: 'decline',
                ok: false,
                error: 'messageRequired',
                message: String(form.get('message')),
              },
            },
      )
      await user.click(await screen.findByRole('button', { name: t('bookings.declineLabel', { id: 31 }) }))
      expect(await screen.findByTestId('decline-error')).toHaveTextContent(
        t('bookings.errors.messageRequired'),
      )
      expect(screen.getByLabelText(t('bookings.declineMessage'))).toHaveAccessibleDescription(
        t('bookings.errors.messageRequired'),
      )
      await user.click(screen.getByRole('button', { name: t('bookings.acceptLabel', { id: 31 }) }))
      expect(
        await within(screen.getByTestId('booking-notice')).findByText(t('bookings.done.accept', { id: 31 })),
      ).toBeVisible()
      expect(posted).toEqual([
        { intent: 'decline', id: '31', message: '' },
        { intent: 'accept', id: '31' },
      ])
    })

    it("shows another operator's booking refused as not found (the action's 404 reply)", async () => {
      const { user } = renderScreen(lang, [pending], () => ({
        reply: { id: 31, intent: 'accept', ok: false, error: 'notFound' },
      }))
      await user.click(await screen.findByRole('button', { name: t('bookings.acceptLabel', { id: 31 }) }))
      expect(await screen.findByRole('alert')).toHaveTextContent(t('bookings.errors.notFound'))
    })
  })
}
