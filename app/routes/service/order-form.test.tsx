import { screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import type { ServiceOrderStart } from '#app/.server/services/bookings/service-order'
import type { BookingResponse } from '#app/domain/operators/booking'
import { formatCents } from '#app/domain/money'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import ServiceOrderForm from './order-form'

const price = { miles: 7.2, baseCents: 1200, distanceCents: 1440, totalCents: 2640 }
const fromCalculator: ServiceOrderStart = {
  pickup: '33435',
  delivery: '33432',
  quote: { pickup: '33435', delivery: '33432', price },
}

/** The order page with the loader's start and an action answering `answer`, as the server's would. */
function renderOrder(lang: Lang, start: ServiceOrderStart, answer: BookingResponse) {
  const sent: Record<string, FormDataEntryValue>[] = []
  const view = renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/service/order/new' : '/service/order/new',
        Component: ServiceOrderForm as never,
        loader: () => start,
        action: async ({ request }: { request: Request }) => {
          sent.push(Object.fromEntries(await request.formData()))
          return answer
        },
      },
    ],
    { lang, path: '/service/order/new', pageTextsOnly: true },
  )
  return { ...view, sent }
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  const field = (form: HTMLElement, key: string) =>
    within(form).getByLabelText(new RegExp(`^${t(`operators.booking.${key}`)}`))
  const submit = (form: HTMLElement) =>
    within(form).getByRole('button', { name: t('operators.booking.submit') })

  describe(`order page (${lang})`, () => {
    it("opens with the calculator's ZIP codes and the server's price; axe finds nothing", async () => {
      renderOrder(lang, fromCalculator, { status: 'sent', operatorName: null })
      const form = await screen.findByTestId('booking-form')
      expect(within(form).getByRole('heading', { name: t('servicePages.orderForm.formTitle') })).toBeVisible()
      expect(field(form, 'pickup')).toHaveValue('33435')
      expect(field(form, 'delivery')).toHaveValue('33432')
      expect(screen.getByTestId('order-estimate-total')).toHaveTextContent(formatCents(2640, lang))
      // The order page has no link to itself, and the form posts no price: the server prices it.
      expect(screen.queryByTestId('order-estimate-order')).not.toBeInTheDocument()
      expect(form.querySelector('input[name*="quote" i], input[name="price"]')).toBeNull()
      // The page's shell (its main landmark) is not rendered here: the regions rule is the audit's.
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      })
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
    })

    it('without ZIP codes, opens empty and sends to the calculator for a price', async () => {
      renderOrder(lang, { pickup: '', delivery: '', quote: null }, { status: 'sent', operatorName: null })
      const form = await screen.findByTestId('booking-form')
      expect(field(form, 'pickup')).toHaveValue('')
      expect(screen.getByTestId('order-no-quote')).toHaveTextContent(t('servicePages.orderForm.noQuote'))
      expect(screen.getByRole('link', { name: t('servicePages.orderForm.calculatorLink') })).toHaveAttribute(
        'href',
        lang === 'es' ? '/es/service/calculator' : '/service/calculator',
      )
    })

    it("shows the server's refusal beside the field in the page's language, keeping what was typed", async () => {
      const { user, sent } = renderOrder(lang, fromCalculator, {
        status: 'invalid',
        errors: { email: 'email', phone: 'required' },
      })
      const form = await screen.findByTestId('booking-form')
      await user.type(field(form, 'name'), 'Rosa Díaz')
      await user.type(field(form, 'email'), 'rosa@')
      await user.clear(field(form, 'pickup'))
      await user.type(field(form, 'pickup'), '1500 N Federal Hwy, Boynton Beach, FL 33435')
      await user.click(submit(form))
      expect(await within(form).findByTestId('booking-error')).toHaveTextContent(
        t('operators.booking.errors.form'),
      )
      expect(field(form, 'email')).toHaveAttribute('aria-invalid', 'true')
      expect(field(form, 'email')).toHaveAccessibleDescription(t('operators.booking.errors.email'))
      expect(field(form, 'phone')).toHaveAccessibleDescription(t('operators.booking.errors.required'))
      expect(field(form, 'email')).toHaveValue('rosa@')
      expect(field(form, 'pickup')).toHaveValue('1500 N Federal Hwy, Boynton Beach, FL 33435')
      expect(sent[0]).toMatchObject({
        name: 'Rosa Díaz',
        pickup: '1500 N Federal Hwy, Boynton Beach, FL 33435',
      })
      expect(sent[0]).not.toHaveProperty('intent')
      expect(within(form).queryByTestId('booking-success')).not.toBeInTheDocument()
    })

    it('says who received the order once it is stored: the operator, or our team', async () => {
      const toOperator = renderOrder(lang, fromCalculator, {
        status: 'sent',
        operatorName: 'Delray Beach Courier',
      })
      let form = await screen.findByTestId('booking-form')
      await toOperator.user.click(submit(form))
      expect(await within(form).findByTestId('booking-success')).toHaveTextContent(
        t('servicePages.orderForm.success', { name: 'Delray Beach Courier' }),
      )
      toOperator.unmount()

      const toStaff = renderOrder(lang, fromCalculator, { status: 'sent', operatorName: null })
      form = await screen.findByTestId('booking-form')
      await toStaff.user.click(submit(form))
      expect(await within(form).findByTestId('booking-success')).toHaveTextContent(
        t('servicePages.orderForm.successStaff'),
      )
    })

    it('fills the form again from the answer of a refused post made without JavaScript', async () => {
      // The page re-rendered with the action's answer (no fetcher): what was typed comes back in it.
      const answer: BookingResponse = {
        status: 'invalid',
        errors: { phone: 'phone' },
        values: { name: 'Rosa Díaz', phone: '12', pickup: '1500 N Federal Hwy, Boynton Beach, FL 33435' },
      }
      const props = { loaderData: fromCalculator, actionData: answer } as unknown as Parameters<
        typeof ServiceOrderForm
      >[0]
      renderRoutes(
        [
          {
            path: lang === 'es' ? '/es/service/order/new' : '/service/order/new',
            Component: () => <ServiceOrderForm {...props} />,
          },
        ],
        { lang, path: '/service/order/new' },
      )
      const form = await screen.findByTestId('booking-form')
      expect(field(form, 'name')).toHaveValue('Rosa Díaz')
      expect(field(form, 'pickup')).toHaveValue('1500 N Federal Hwy, Boynton Beach, FL 33435')
      expect(field(form, 'delivery')).toHaveValue('33432')
      expect(field(form, 'phone')).toHaveAccessibleDescription(t('operators.booking.errors.phone'))
    })
  })
}
