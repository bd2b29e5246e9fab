import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import type { ZipQuoteResponse } from '#app/domain/quote/zip-quote'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import Calculator from './calculator'

const price = { miles: 3500.1, baseCents: 1200, distanceCents: 700020, totalCents: 701220 }

/** The calculator page whose action answers `answer` (what the server's ZIP quote gives). */
function renderCalculator(lang: Lang, answer: ZipQuoteResponse) {
  const sent: Record<string, FormDataEntryValue>[] = []
  const view = renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/service/calculator' : '/service/calculator',
        Component: Calculator as never,
        action: async ({ request }: { request: Request }) => {
          sent.push(Object.fromEntries(await request.formData()))
          return answer
        },
      },
    ],
    { lang, path: '/service/calculator' },
  )
  return { ...view, sent }
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  const localized = (path: string) => (lang === 'es' ? `/es${path}` : path)
  describe(`price calculator, ZIP codes outside the service areas (${lang})`, () => {
    it('says which ZIP code is outside the 15 service areas, with links to the areas and to contact, and shows no price and no order button', async () => {
      const { user, sent } = renderCalculator(lang, {
        status: 'outside-areas',
        from: '33444',
        to: '10001',
        outsideAreas: ['10001'],
        areaCount: 15,
        miles: 1287.4,
        values: { from: '33444', to: '10001' },
      })
      const form = await screen.findByTestId('zip-form')
      await user.type(within(form).getByLabelText(t('servicePages.calculator.zip.from')), '33444')
      await user.type(within(form).getByLabelText(t('servicePages.calculator.zip.to')), '10001')
      await user.click(within(form).getByRole('button', { name: t('servicePages.calculator.zip.submit') }))
      const outside = await screen.findByTestId('zip-outside')
      expect(sent).toEqual([{ from: '33444', to: '10001' }])
      const message = t('servicePages.calculator.zip.outside', { count: 1, areas: 15, zips: '10001' })
      expect(message).toContain('15')
      expect(message).toContain('10001')
      expect(outside).toHaveTextContent(message)
      expect(
        within(outside).getByRole('link', { name: t('servicePages.calculator.zip.outsideAreasLink') }),
      ).toHaveAttribute('href', localized('/service/areas'))
      expect(within(outside).getByRole('link', { name: t('servicePages.common.contactUs') })).toHaveAttribute(
        'href',
        localized('/service/contact'),
      )
      // Nobody makes this delivery: no price to read and nothing to order.
      expect(screen.queryByTestId('zip-estimate')).not.toBeInTheDocument()
      expect(form.closest('section')!.textContent).not.toMatch(/\$\s?\d/)
      expect(
        screen.queryByRole('link', { name: t('servicePages.calculator.estimate.order') }),
      ).not.toBeInTheDocument()
    })

    it('names both ZIP codes when neither is in a service area; none when both are', async () => {
      const both = renderCalculator(lang, {
        status: 'outside-areas',
        from: '98101',
        to: '98109',
        outsideAreas: ['98101', '98109'],
        areaCount: 15,
        miles: 3.1,
        values: { from: '98101', to: '98109' },
      })
      const form = await screen.findByTestId('zip-form')
      await both.user.type(within(form).getByLabelText(t('servicePages.calculator.zip.from')), '98101')
      await both.user.type(within(form).getByLabelText(t('servicePages.calculator.zip.to')), '98109')
      await both.user.click(
        within(form).getByRole('button', { name: t('servicePages.calculator.zip.submit') }),
      )
      const zips = new Intl.ListFormat(lang === 'es' ? 'es-US' : 'en-US', { type: 'conjunction' }).format([
        '98101',
        '98109',
      ])
      expect(await screen.findByTestId('zip-outside')).toHaveTextContent(
        t('servicePages.calculator.zip.outside', { count: 2, areas: 15, zips }),
      )
      both.unmount()

      const inside = renderCalculator(lang, {
        status: 'priced',
        from: '33444',
        to: '33131',
        price,
        method: 'zip-centroid',
        values: { from: '33444', to: '33131' },
      })
      const again = await screen.findByTestId('zip-form')
      await inside.user.type(within(again).getByLabelText(t('servicePages.calculator.zip.from')), '33444')
      await inside.user.type(within(again).getByLabelText(t('servicePages.calculator.zip.to')), '33131')
      await inside.user.click(
        within(again).getByRole('button', { name: t('servicePages.calculator.zip.submit') }),
      )
      const estimate = await screen.findByTestId('zip-estimate')
      expect(screen.queryByTestId('zip-outside')).not.toBeInTheDocument()
      expect(
        within(estimate).getByRole('link', { name: t('servicePages.calculator.estimate.order') }),
      ).toHaveAttribute('href', localized('/service/order/new?from=33444&to=33131'))
    })
  })
}
