import { fireEvent, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BookingResponse } from '#app/domain/operators/booking'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, TEST_SUBMISSION_KEY, tFor } from '../../../tests/support/render-route'
import { useTranslation } from '#app/i18n/react'
import { BookingForm } from './booking-form'

/** The form as an operator's page shows it. */
function OperatorBooking() {
  const { t } = useTranslation()
  const name = 'Delray Beach Courier'
  return (
    <BookingForm
      intro={t('operators.booking.intro', { name })}
      success={() => t('operators.booking.success', { name })}
      quote={null}
    />
  )
}

/** The booking form on a page whose action answers `answer`, as the server's booking action does. */
function renderBooking(lang: Lang, answer: BookingResponse) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/op' : '/op',
        Component: OperatorBooking,
        action: () => answer,
      },
    ],
    { lang, path: '/op' },
  )
}

afterEach(() => {
  vi.useRealTimers()
})

/** The server's refusal of one field: said above the button, and beside the field, which is marked. */
async function expectRefusedBeside(form: HTMLElement, control: HTMLElement, message: string) {
  expect(await within(form).findByTestId('booking-error')).toHaveTextContent(message)
  expect(control).toHaveAttribute('aria-invalid', 'true')
  expect(control).toHaveAccessibleDescription(message)
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  describe(`booking form (${lang})`, () => {
    it("shows the server's 'outside the service area' refusal beside the address, keeping what was typed", async () => {
      const { user } = renderBooking(lang, { status: 'invalid', errors: { delivery: 'outsideArea' } })
      const form = await screen.findByTestId('booking-form')
      const delivery = within(form).getByLabelText(new RegExp(`^${t('operators.booking.delivery')}`))
      await user.type(within(form).getByLabelText(new RegExp(`^${t('operators.booking.name')}`)), 'Sam Lee')
      await user.type(delivery, 'Seattle, WA 98101')
      await user.click(within(form).getByRole('button', { name: t('operators.booking.submit') }))
      await expectRefusedBeside(form, delivery, t('operators.booking.errors.outsideArea'))
      expect(delivery).toHaveValue('Seattle, WA 98101')
      expect(within(form).queryByTestId('booking-success')).not.toBeInTheDocument()
    })

    it('every control has its label and axe finds nothing (as the browser audit would)', async () => {
      renderBooking(lang, { status: 'sent' })
      const form = await screen.findByTestId('booking-form')
      for (const key of ['name', 'phone', 'email', 'pickup', 'delivery', 'when', 'notes'])
        expect(within(form).getByLabelText(new RegExp(`^${t(`operators.booking.${key}`)}`))).toBeVisible()
      // With the honeypot, the page's submission key: a request sent twice is stored once (ADR 056).
      expect(form.querySelector('input[type="hidden"][name="submission_key"]')).toHaveValue(
        TEST_SUBMISSION_KEY,
      )
      // The honeypot is hidden from people and from assistive technology; axe checks the rest.
      const results = await axe.run(form, { rules: { 'color-contrast': { enabled: false } } })
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
    })

    it('the pickup date and time is a labelled date-time control (issue #30 item 9)', async () => {
      renderBooking(lang, { status: 'sent' })
      const form = await screen.findByTestId('booking-form')
      const when = within(form).getByLabelText(t('operators.booking.when'))
      expect(when).toHaveAttribute('type', 'datetime-local')
      expect(when).toHaveAttribute('name', 'when')
    })

    it("shows the server's refusal of a pickup time before now beside the field, in the page's language, keeping what was typed (issue #45 item 5)", async () => {
      const { user } = renderBooking(lang, { status: 'invalid', errors: { when: 'past' } })
      const form = await screen.findByTestId('booking-form')
      const name = within(form).getByLabelText(new RegExp(`^${t('operators.booking.name')}`))
      const when = within(form).getByLabelText(t('operators.booking.when'))
      await user.type(name, 'Ana Ruiz')
      fireEvent.change(when, { target: { value: '2025-01-06T10:00' } })
      await user.click(within(form).getByRole('button', { name: t('operators.booking.submit') }))
      await expectRefusedBeside(form, when, t('operators.booking.errors.past'))
      expect(when).toHaveValue('2025-01-06T10:00')
      expect(name).toHaveValue('Ana Ruiz')
    })

    it("the picker starts at now in the site's time zone, read when the visitor comes to the field", async () => {
      renderBooking(lang, { status: 'sent' })
      const form = await screen.findByTestId('booking-form')
      const when = within(form).getByLabelText(t('operators.booking.when'))
      // Nothing in the served HTML: a cached page would carry an old time (and hydration the other).
      expect(when).not.toHaveAttribute('min')
      // 10:30:20 AM in New York, the test site's zone (tests/support/render-route.tsx).
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-12-02T15:30:20Z'))
      fireEvent.focus(when)
      expect(when).toHaveAttribute('min', '2026-12-02T10:30')
    })

    it("shows the server's refusal of a pickup time outside the operator's hours beside the field (issue #30 item 4)", async () => {
      const { user } = renderBooking(lang, { status: 'invalid', errors: { when: 'closed' } })
      const form = await screen.findByTestId('booking-form')
      await user.click(within(form).getByRole('button', { name: t('operators.booking.submit') }))
      const when = within(form).getByLabelText(t('operators.booking.when'))
      await expectRefusedBeside(form, when, t('operators.booking.errors.closed'))
    })
  })
}
