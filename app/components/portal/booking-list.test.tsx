import { screen, within } from '@testing-library/react'
import { useActionData } from 'react-router'
import { describe, expect, it } from 'vitest'
import { formatCents } from '#app/domain/money'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import { BookingList, type BookingItem, type BookingListReply } from './booking-list'

const pending: BookingItem = {
  id: 7,
  status: 'pending',
  createdAt: '2026-11-26T10:00:00.000Z',
  name: 'Carla Ruiz',
  phone: '305 555 0199',
  email: 'carla@example.com',
  pickup: '100 E Atlantic Ave, Delray Beach',
  delivery: '200 Ocean Dr, Miami Beach',
  requestedTime: 'Friday 9 AM',
  notes: 'Fragile',
  quoteCents: 4500,
  quoteMiles: 12.5,
  statusMessage: '',
}
const accepted: BookingItem = { ...pending, id: 8, name: 'Beto Núñez', status: 'accepted', quoteCents: null }

/** The list on a page whose action records what was posted and answers as the portal route will. */
function renderList(lang: Lang, answer: (form: FormData) => BookingListReply) {
  const posted: Array<Record<string, string>> = []
  const result = renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/portal/bookings' : '/portal/bookings',
        Component: function Page() {
          const reply = useActionData() as BookingListReply | undefined
          return <BookingList bookings={[pending, accepted]} reply={reply} />
        },
        action: async ({ request }) => {
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
  describe(`booking list (${lang})`, () => {
    it('shows each booking with quote, addresses, wished time, contact and the answers its status allows', async () => {
      renderList(lang, () => ({ id: 0, intent: 'accept', ok: true }))
      const [first, second] = await screen.findAllByTestId('booking-item')
      const one = within(first!)
      expect(
        one.getByRole('heading', { name: t('bookings.itemHeading', { id: 7, name: 'Carla Ruiz' }) }),
      ).toBeVisible()
      expect(one.getByTestId('booking-status')).toHaveTextContent(t('bookings.status.pending'))
      expect(first).toHaveTextContent(
        t('bookings.fields.quoteValue', { price: formatCents(4500, lang), miles: '12.5' }),
      )
      for (const text of ['100 E Atlantic Ave, Delray Beach', '200 Ocean Dr, Miami Beach', 'Friday 9 AM'])
        expect(first).toHaveTextContent(text)
      expect(one.getByRole('link', { name: 'carla@example.com' })).toHaveAttribute(
        'href',
        'mailto:carla@example.com',
      )
      expect(one.getByRole('button', { name: t('bookings.acceptLabel', { id: 7 }) })).toBeVisible()
      expect(one.getByRole('button', { name: t('bookings.declineLabel', { id: 7 }) })).toBeVisible()
      expect(one.queryByRole('button', { name: t('bookings.completeLabel', { id: 7 }) })).toBeNull()

      const two = within(second!)
      expect(two.getByTestId('booking-status')).toHaveTextContent(t('bookings.status.accepted'))
      expect(second).toHaveTextContent(t('bookings.fields.noQuote'))
      expect(two.getByRole('button', { name: t('bookings.completeLabel', { id: 8 }) })).toBeVisible()
      expect(two.queryByRole('button', { name: t('bookings.acceptLabel', { id: 8 }) })).toBeNull()
    })

    it('posts intent and id, and says what was done', async () => {
      const { user, posted } = renderList(lang, (form) => ({
        id: Number(form.get('id')),
        intent: 'complete',
        ok: true,
      }))
      await user.click(await screen.findByRole('button', { name: t('bookings.completeLabel', { id: 8 }) }))
      const notice = screen.getByTestId('booking-notice')
      expect(await within(notice).findByText(t('bookings.done.complete', { id: 8 }))).toBeVisible()
      expect(posted).toEqual([{ intent: 'complete', id: '8' }])
    })

    it("shows the server's refusal of a decline without a message beside the field, keeping what was typed", async () => {
      const { user, posted } = renderList(lang, (form) => ({
        id: Number(form.get('id')),
        intent: 'decline',
        ok: false,
        error: 'messageRequired',
        message: String(form.get('message')),
      }))
      const field = await screen.findByLabelText(t('bookings.declineMessage'))
      await user.type(field, ' ')
      await user.click(screen.getByRole('button', { name: t('bookings.declineLabel', { id: 7 }) }))
      expect(await screen.findByTestId('decline-error')).toHaveTextContent(
        t('bookings.errors.messageRequired'),
      )
      const again = screen.getByLabelText(t('bookings.declineMessage'))
      expect(again).toHaveAttribute('aria-invalid', 'true')
      expect(again).toHaveAccessibleDescription(t('bookings.errors.messageRequired'))
      expect(again).toHaveValue(' ')
      expect(posted).toEqual([{ intent: 'decline', id: '7', message: ' ' }])
      expect(screen.getByTestId('booking-notice')).toBeEmptyDOMElement()
    })
  })
}
