import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MainHeader } from '#app/components/layout/main-header'
import { renderPage, resources } from '../../../tests/support/render-route'
import { CART_STORAGE_KEY, cartActions } from './cart-store'

afterEach(() => window.localStorage.clear())

/**
 * The header's cart badge follows the cart in this very tab (the storage event only reaches the
 * other tabs): what the product cards and the cart page do through cartActions shows at once. The
 * browser journey (tests/e2e/shop.spec.ts › card quantity controls) clicks the real card.
 */
describe.each(['en', 'es'] as const)('the cart badge (%s)', (lang) => {
  const t = resources[lang].nav
  const badgeCount = () => screen.queryAllByTestId('cart-badge').map((badge) => badge.textContent)

  it('counts the items of the stored cart as they are added, changed and removed', async () => {
    renderPage(MainHeader, { lang, path: '/products' })
    const nav = await screen.findByRole('navigation', { name: t.label })
    expect(within(nav).getAllByRole('link', { name: new RegExp(t.cart) }).length).toBeGreaterThan(0)
    expect(badgeCount()).toEqual([])

    // The badge subscribes to the store in an effect of the route's render, which may still be
    // queued on a loaded machine when the navigation is found: each state is waited for.
    const shows = (count: string[]) => waitFor(() => expect(new Set(badgeCount())).toEqual(new Set(count)))
    act(() => cartActions.add(3))
    await shows(['1'])
    act(() => cartActions.add(1))
    act(() => cartActions.setQuantity(1, 4))
    await shows(['5'])
    act(() => cartActions.remove(1))
    await shows(['1'])
    act(() => cartActions.clear())
    await shows([])
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('[]')
  })
})
