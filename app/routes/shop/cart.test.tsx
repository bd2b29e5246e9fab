import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY } from '#app/components/cart/cart-store'
import type { Lang } from '#app/domain/routing/locale'
import type { ProductCard } from '#app/domain/shop/products'
import { renderRoutes, tFor } from '../../../tests/support/render-route'
import Cart from './cart'

const image = { src: '/images/products/x.svg', webpSrcSet: null, width: 400, height: 400, alt: '' }
const catalogue: ProductCard[] = [
  {
    id: 1,
    slug: 'kit',
    name: 'Starter Kit',
    description: 'A kit',
    features: ['Sturdy'],
    priceCents: 9999,
    image,
    category: 'kits' as never,
  },
  {
    id: 8,
    slug: 'dropbox',
    name: 'Drop Box',
    description: 'A box',
    features: [],
    priceCents: 22500,
    image,
    category: 'kits' as never,
  },
]

const money = (lang: Lang, cents: number) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  )

function renderCart(lang: Lang, lines: { productId: number; quantity: number }[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines))
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/cart' : '/cart',
        Component: Cart as never,
        loader: () => ({
          catalogue,
          payment: 'invoice',
          stripeReturn: null,
          paymentCancelled: false,
        }),
      },
    ],
    { lang, path: '/cart' },
  )
}

const line = (id: number) =>
  screen.getAllByTestId('cart-line').find((el) => el.dataset.productId === String(id))!

// The lines and summary are a lazy chunk: loaded once here, not inside the first test.
beforeAll(async () => {
  await import('#app/components/shop/cart-checkout')
})
afterEach(() => window.localStorage.clear())

for (const lang of ['en', 'es'] as const) {
  const t = tFor(lang)
  describe(`cart controls (${lang})`, () => {
    it('lines, line totals and cart totals follow quantity up, down, remove and clear', async () => {
      const { user } = renderCart(lang, [
        { productId: 1, quantity: 2 },
        { productId: 8, quantity: 1 },
      ])
      expect(await screen.findAllByTestId('cart-line')).toHaveLength(2)
      expect(within(line(1)).getByTestId('line-total')).toHaveTextContent(money(lang, 2 * 9999))
      expect(screen.getByTestId('cart-subtotal')).toHaveTextContent(money(lang, 2 * 9999 + 22500))
      expect(screen.getByTestId('cart-shipping')).toHaveTextContent(money(lang, 999))
      expect(screen.getByTestId('cart-total')).toHaveTextContent(money(lang, 2 * 9999 + 22500 + 999))

      const minus = within(line(8)).getByRole('button', {
        name: t('shop.card.decrease', { name: 'Drop Box' }),
      })
      expect(minus).toBeDisabled()
      await user.click(
        within(line(8)).getByRole('button', { name: t('shop.card.increase', { name: 'Drop Box' }) }),
      )
      expect(within(line(8)).getByTestId('line-quantity')).toHaveTextContent('2')
      expect(within(line(8)).getByTestId('line-total')).toHaveTextContent(money(lang, 2 * 22500))
      expect(minus).toBeEnabled()
      expect(screen.getByTestId('cart-total')).toHaveTextContent(money(lang, 2 * 9999 + 2 * 22500 + 999))
      await user.click(minus)
      expect(within(line(8)).getByTestId('line-quantity')).toHaveTextContent('1')
      expect(screen.getByTestId('cart-total')).toHaveTextContent(money(lang, 2 * 9999 + 22500 + 999))
      // The stored cart is what the page shows.
      expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([
        { productId: 1, quantity: 2 },
        { productId: 8, quantity: 1 },
      ])

      await user.click(
        within(line(8)).getByRole('button', { name: t('shop.card.removeOf', { name: 'Drop Box' }) }),
      )
      expect(screen.getAllByTestId('cart-line')).toHaveLength(1)
      expect(screen.getByTestId('cart-total')).toHaveTextContent(money(lang, 2 * 9999 + 999))
      await user.click(screen.getByRole('button', { name: t('shop.cart.clear') }))
      expect(screen.getByTestId('cart-empty')).toHaveTextContent(t('shop.cart.empty'))
      expect(screen.getByRole('link', { name: t('shop.cart.viewProducts') })).toHaveAttribute(
        'href',
        lang === 'es' ? '/es/products' : '/products',
      )
    })

    it('another tab changing the cart changes this page', async () => {
      renderCart(lang, [{ productId: 1, quantity: 1 }])
      expect(await screen.findByTestId('cart-total')).toHaveTextContent(money(lang, 9999 + 999))
      await act(async () => {
        window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 1, quantity: 3 }]))
        window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }))
      })
      expect(screen.getByTestId('cart-total')).toHaveTextContent(money(lang, 3 * 9999 + 999))
    })
  })
}
