import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react'
import { data, Link, redirect } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { cartActions, useCartLines } from '#app/components/cart/cart-store'
import { cartTotals, priceLines } from '#app/domain/cart/cart'
import { checkoutSchema } from '#app/domain/shop/checkout'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { guardedEdge, type EdgeReply, type RefusalReason } from '#app/.server/http/guarded-edge'
import {
  CHECKOUT_RATE_LIMIT,
  getCatalogue,
  getOrderForStripeReturn,
  checkoutContext,
  placeOrder,
} from '#app/.server/services/shop/shop'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/cart'
import { Icon } from '#app/components/icons/icon'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'shop.cart.meta.title', description: 'shop.cart.meta.description' })

/** A checkout's answers and the return from Stripe name an order: never kept by any cache. */
const privateHeaders = { 'Cache-Control': 'private, no-store' }

// The lines, the checkout form and the summary: loaded once the cart has something in it.
const CartCheckout = lazy(() => import('#app/components/shop/cart-checkout'))

/** The empty cart page is the same for everyone (the cart lives in the browser): it may be kept. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const cacheControl = actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control')
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers()
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lang = context.get(languageContext)
  const checkout = url.searchParams.get('checkout')
  return data(
    {
      catalogue: await getCatalogue(context.get(appContext), lang),
      payment: context.get(appContext).env.STRIPE_SECRET_KEY ? ('card' as const) : ('invoice' as const),
      stripeReturn:
        checkout === 'success'
          ? await getOrderForStripeReturn(context.get(appContext), url.searchParams.get('session_id'))
          : null,
      paymentCancelled: checkout === 'cancelled',
    },
    { headers: checkout ? privateHeaders : undefined },
  )
}

type FormError = { key: string; values?: Record<string, string | number> }

/** What the checkout form shows above the button for each refusal of the guarded edge. */
const refusalMessages: Partial<Record<RefusalReason, string>> = {
  invalid: 'shop.errors.fixFields',
  'rate-limited': 'shop.errors.rateLimited',
}

export async function action(args: Route.ActionArgs) {
  const { context } = args
  const app = context.get(appContext)
  const edge = await guardedEdge(args, {
    form: 'checkout',
    schema: checkoutSchema,
    failure: 'shop.errors.rejected',
    rateLimited: 'shop.errors.rateLimited',
    rateLimit: CHECKOUT_RATE_LIMIT,
  })
  // The checkout form's reply: the edge's `{ result, outcome }`, the message above the button, no order.
  const refuse = (reply: EdgeReply, formError: FormError, status: number, headers?: HeadersInit) =>
    data(
      { ...reply, status: 'error' as const, formError, order: null },
      { status, headers: { ...privateHeaders, ...Object.fromEntries(new Headers(headers)) } },
    )
  if (!edge.ok) {
    const { data: reply, init } = edge.response
    const key = refusalMessages[edge.reason] ?? 'shop.errors.rejected'
    const minutes = Math.max(1, Math.ceil((edge.retryAfterSeconds ?? 0) / 60))
    const formError = edge.reason === 'rate-limited' ? { key, values: { count: minutes } } : { key }
    return refuse(reply, formError, init?.status ?? 400, init?.headers)
  }

  const result = await placeOrder(checkoutContext(app), edge.value, context.get(languageContext))
  if (!result.ok) {
    const key =
      result.reason === 'unknown-product' ? 'shop.errors.unknownProduct' : 'shop.errors.paymentUnavailable'
    return refuse(edge.reply({ formErrors: [key] }), { key }, result.reason === 'unknown-product' ? 400 : 503)
  }
  app.logger.info({ order: result.order.orderNumber, created: result.order.created }, 'order placed')
  if (result.redirectTo) return redirect(result.redirectTo, { headers: privateHeaders })
  return data(
    {
      ...edge.reply({ resetForm: true }),
      status: 'complete' as const,
      formError: null,
      order: { orderNumber: result.order.orderNumber, status: result.order.status },
    },
    { headers: privateHeaders },
  )
}

/** False on the server and while hydrating; the cart lives in the browser only. */
function useHydrated() {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )
}

function OrderComplete({ orderNumber, note }: { orderNumber: string; note: string }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // The cart is empty once the order exists; focus moves to the confirmation.
    cartActions.clear()
    headingRef.current?.focus()
  }, [])
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="order-complete">
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-800">
        <Icon className="h-9 w-9">
          <path d="M5 13l4 4L19 7" strokeWidth="2.5" />
        </Icon>
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-3xl font-black text-ink focus:outline-none">
        {t('shop.complete.title')}
      </h1>
      <p className="mt-4 text-lg font-semibold text-slate-800" data-testid="order-number">
        {t('shop.complete.number', { number: orderNumber })}
      </p>
      <p className="mt-3 text-slate-700">{t('shop.complete.shipping')}</p>
      <p className="mt-2 text-slate-700">{note}</p>
      <Link
        to={href('/products')}
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('shop.complete.continueShopping')}
      </Link>
    </section>
  )
}

function EmptyCart() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  return (
    <div className="mt-10 rounded-xl bg-slate-50 p-10 text-center" data-testid="cart-empty">
      <p className="text-xl font-bold text-ink">{t('shop.cart.empty')}</p>
      <p className="mt-2 text-slate-600">{t('shop.cart.emptyText')}</p>
      <Link
        to={href('/products')}
        className="mt-6 inline-block rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('shop.cart.viewProducts')}
      </Link>
    </div>
  )
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const hydrated = useHydrated()
  const stored = useCartLines()
  const { catalogue, payment, stripeReturn, paymentCancelled } = loaderData

  if (actionData?.status === 'complete' && actionData.order) {
    return (
      <OrderComplete
        orderNumber={actionData.order.orderNumber}
        note={actionData.order.status === 'paid' ? t('shop.complete.paid') : t('shop.complete.invoice')}
      />
    )
  }
  if (stripeReturn) {
    return (
      <OrderComplete
        orderNumber={stripeReturn.orderNumber}
        note={stripeReturn.status === 'paid' ? t('shop.complete.paid') : t('shop.complete.paymentPending')}
      />
    )
  }

  const byId = new Map(catalogue.map((p) => [p.id, p]))
  const priced = priceLines(stored, (id) => byId.get(id)?.priceCents)
  const totals = cartTotals(priced)
  const missing = priced.length < stored.length
  return (
    <section className="mx-auto min-h-[36rem] max-w-7xl px-4 py-12" data-testid="cart-page">
      <Link to={href('/products')} className="text-sm font-semibold text-brand-700 underline">
        <span aria-hidden="true">← </span>
        {t('shop.cart.continueShopping')}
      </Link>
      <h1 className="mt-4 text-3xl font-black text-ink sm:text-4xl">{t('shop.cart.title')}</h1>
      {paymentCancelled ? (
        <p role="status" className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-amber-900">
          {t('shop.checkout.paymentCancelled')}
        </p>
      ) : null}

      {!hydrated ? (
        <p className="mt-10 text-slate-600" data-testid="cart-loading">
          {t('shop.cart.loading')}
        </p>
      ) : priced.length === 0 ? (
        <EmptyCart />
      ) : (
        <Suspense
          fallback={
            <p className="mt-10 text-slate-600" data-testid="cart-loading">
              {t('shop.cart.loading')}
            </p>
          }
        >
          <CartCheckout
            catalogue={catalogue}
            priced={priced}
            totals={totals}
            missing={missing}
            payment={payment}
            lastResult={actionData?.result}
            formError={actionData?.formError}
          />
        </Suspense>
      )}
    </section>
  )
}
