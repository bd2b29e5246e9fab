import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import type { AddressQuote } from '#app/domain/quote/quote-input'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import { InstantQuote } from './instant-quote'

const money = (lang: Lang, cents: number) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  )

const priced: AddressQuote = {
  status: 'priced',
  pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
  delivery: 'Boca Raton, FL 33431',
  price: { miles: 6.25, baseCents: 1500, distanceCents: 1250, totalCents: 2750 } as never,
  method: 'zip-centroid',
}

/** The panel on an operator page whose action answers what `answer` says (held until released). */
function renderQuote(lang: Lang, answer: (form: FormData) => AddressQuote) {
  let release: () => void = () => {}
  const onBookNow = vi.fn()
  const action = async ({ request }: { request: Request }) => {
    const form = await request.formData()
    await new Promise<void>((resolve) => (release = resolve))
    return answer(form)
  }
  const view = renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/op' : '/op',
        Component: () => <InstantQuote onBookNow={onBookNow} />,
        action,
      },
    ],
    { lang, path: '/op' },
  )
  return { ...view, onBookNow, release: () => act(async () => release()) }
}

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  describe(`instant quote panel (${lang})`, () => {
    it('empty: Calculate disabled until both addresses have text; blanks do not count', async () => {
      const { user } = renderQuote(lang, () => priced)
      const panel = await screen.findByTestId('instant-quote')
      const calculate = within(panel).getByRole('button', { name: t('operators.quote.calculate') })
      expect(calculate).toBeDisabled()
      await user.type(within(panel).getByLabelText(t('operators.quote.pickup')), 'Delray Beach')
      expect(calculate).toBeDisabled()
      await user.type(within(panel).getByLabelText(t('operators.quote.delivery')), '   ')
      expect(calculate).toBeDisabled()
      await user.type(within(panel).getByLabelText(t('operators.quote.delivery')), 'Boca')
      expect(calculate).toBeEnabled()
      expect(within(panel).queryByTestId('quote-result')).not.toBeInTheDocument()
      expect(within(panel).queryByTestId('quote-error')).not.toBeInTheDocument()
    })

    it("error: the server's reason is shown as an alert, in the page's language", async () => {
      const { user, release } = renderQuote(lang, () => ({ status: 'error', error: 'zipNeeded' }))
      const panel = await screen.findByTestId('instant-quote')
      await user.type(within(panel).getByLabelText(t('operators.quote.pickup')), 'Delray Beach')
      await user.type(within(panel).getByLabelText(t('operators.quote.delivery')), 'Boca Raton, FL 33431')
      await user.click(within(panel).getByRole('button', { name: t('operators.quote.calculate') }))
      expect(
        await within(panel).findByRole('button', { name: t('operators.quote.calculating') }),
      ).toBeDisabled()
      await release()
      expect(await within(panel).findByTestId('quote-error')).toHaveTextContent(
        t('operators.quote.errors.zipNeeded'),
      )
      expect(within(panel).queryByTestId('quote-result')).not.toBeInTheDocument()
    })

    it('outside the service area: a message and a link to the directory searched by the ZIP code; no price, no Book Now', async () => {
      const { user, release } = renderQuote(lang, () => ({
        status: 'outside',
        outside: ['delivery'],
        zip: '98101',
      }))
      const panel = await screen.findByTestId('instant-quote')
      await user.type(within(panel).getByLabelText(t('operators.quote.pickup')), priced.pickup)
      await user.type(within(panel).getByLabelText(t('operators.quote.delivery')), 'Seattle, WA 98101')
      await user.click(within(panel).getByRole('button', { name: t('operators.quote.calculate') }))
      await release()
      const outside = await within(panel).findByTestId('quote-outside')
      expect(outside).toHaveTextContent(t('operators.quote.outside.delivery'))
      expect(
        within(outside).getByRole('link', { name: t('operators.quote.outside.find', { zip: '98101' }) }),
      ).toHaveAttribute('href', lang === 'es' ? '/es/operators?zip=98101' : '/operators?zip=98101')
      expect(within(panel).queryByTestId('quote-result')).not.toBeInTheDocument()
      expect(within(panel).queryByTestId('quote-price')).not.toBeInTheDocument()
      expect(
        within(panel).queryByRole('button', { name: t('operators.quote.bookNow') }),
      ).not.toBeInTheDocument()
    })

    it('quote shown: price, distance, breakdown and note; Book Now hands the quote on; Reset empties the panel', async () => {
      const sent: Record<string, FormDataEntryValue>[] = []
      const { user, release, onBookNow } = renderQuote(lang, (form) => {
        sent.push(Object.fromEntries(form))
        return priced
      })
      const panel = await screen.findByTestId('instant-quote')
      const pickup = within(panel).getByLabelText(t('operators.quote.pickup'))
      await user.type(pickup, priced.pickup)
      await user.type(within(panel).getByLabelText(t('operators.quote.delivery')), priced.delivery)
      await user.click(within(panel).getByRole('button', { name: t('operators.quote.calculate') }))
      await within(panel).findByRole('button', { name: t('operators.quote.calculating') })
      await release()
      const result = await within(panel).findByTestId('quote-result')
      expect(sent).toEqual([{ intent: 'quote', pickup: priced.pickup, delivery: priced.delivery }])
      expect(within(result).getByTestId('quote-price')).toHaveTextContent(money(lang, 2750))
      expect(within(result).getByTestId('quote-distance')).toHaveTextContent(
        t('operators.quote.distance', { miles: '6.3' }),
      )
      expect(within(result).getByTestId('quote-breakdown')).toHaveTextContent(money(lang, 1250))
      expect(within(result).getByTestId('quote-note')).toHaveTextContent(t('operators.quote.note'))
      expect(within(result).getByText(t('operators.quote.methodZip'))).toBeInTheDocument()
      await user.click(within(result).getByRole('button', { name: t('operators.quote.bookNow') }))
      expect(onBookNow).toHaveBeenCalledWith(priced)
      await user.click(within(panel).getByRole('button', { name: t('operators.quote.reset') }))
      expect(pickup).toHaveValue('')
      expect(within(panel).queryByTestId('quote-result')).not.toBeInTheDocument()
      expect(within(panel).getByRole('button', { name: t('operators.quote.calculate') })).toBeDisabled()
    })
  })
}
