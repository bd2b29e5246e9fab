import { parseWithZod } from '@conform-to/zod/v4'
import { randomBytes } from 'node:crypto'
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react'
import { data, Link, redirect } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { cartActions, useCartLines } from '#app/components/cart/cart-store'
import { cartTotals, priceLines } from '#app/domain/cart/cart'
import { checkoutSchema } from '#app/domain/shop/checkout'
import { pageMeta } from '#app/i18n/meta'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { readFormDataWithLimit } from '#app/.server/http/limited-body'
import { honeypotFilled, originAllowed } from '#app/.server/http/guarded-edge'
import { siteOrigin } from '#app/.server/site-origin'
import { getCatalogue, getOrderForStripeReturn, placeOrder } from '#app/.server/services/shop'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/cart'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'shop.cart.meta.title', description: 'shop.cart.meta.description' })

/** Every render carries a new idempotency key: never kept by any cache. */
const privateHeaders = { 'Cache-Control': 'private, no-store' }

// The lines, the checkout form and the summary: loaded once the cart has something in it.
const CartCheckout = lazy(() => import('#app/components/shop/cart-checkout'))

export function headers() {
  return privateHeaders
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lang = context.get(languageContext)
  const checkout = url.searchParams.get('checkout')
  return data(
    {
      catalogue: await getCatalogue(context.get(appContext).db, lang),
      // A new key each time the checkout form renders: a resubmission of this form reuses it.
      idempotencyKey: randomBytes(18).toString('base64url'),
      payment: context.get(appContext).env.STRIPE_SECRET_KEY ? ('card' as const) : ('invoice' as const),
      stripeReturn:
        checkout === 'success'
          ? await getOrderForStripeReturn(context.get(appContext).db, url.searchParams.get('session_id'))
          : null,
      paymentCancelled: checkout === 'cancelled',
    },
    { headers: privateHeaders },
  )
}

type FormError = { key: string; values?: Record<string, string | number> }

export async function action({ request, context }: Route.ActionArgs) {
  const lang = context.get(languageContext)
  if (!originAllowed(context.get(appContext), request)) throw data(null, { status: 403 })
  const body = await readFormDataWithLimit(request, 32 * 1024)
  if (!body.ok) throw data(null, { status: body.reason === 'tooLarge' ? 413 : 400 })
  const submission = parseWithZod(body.formData, { schema: checkoutSchema })
  const refuse = (formError: FormError, status: number, headers: Record<string, string> = {}) =>
    data(
      { status: 'error' as const, result: submission.reply(), formError, order: null },
      { status, headers: { ...privateHeaders, ...headers } },
    )
  // A filled honeypot: a bot, not a buyer. Nothing is stored.
  if (honeypotFilled(body.formData)) return refuse({ key: 'shop.errors.rejected' }, 400)
  if (submission.status !== 'success') return refuse({ key: 'shop.errors.fixFields' }, 400)

  const result = await placeOrder(
    {
      db: context.get(appContext).db,
      env: context.get(appContext).env,
      clientIp: context.get(appContext).clientIp,
      origin: siteOrigin(context.get(appContext).env),
      nudgeOutbox: () => context.get(appContext).outbox.nudge(),
    },
    submission.value,
    lang,
  )
  if (!result.ok) {
    if (result.reason === 'rate-limited') {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60))
      return refuse({ key: 'shop.errors.rateLimited', values: { count: minutes } }, 429, {
        'Retry-After': String(result.retryAfterSeconds),
      })
    }
    if (result.reason === 'unknown-product') return refuse({ key: 'shop.errors.unknownProduct' }, 400)
    return refuse({ key: 'shop.errors.paymentUnavailable' }, 503)
  }
  context
    .get(appContext)
    .logger.info({ order: result.order.orderNumber, created: result.order.created }, 'order placed')
  if (result.redirectTo) return redirect(result.redirectTo, { headers: privateHeaders })
  return data(
    {
      status: 'complete' as const,
      result: submission.reply({ resetForm: true }),
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
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-9 w-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
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
  const { catalogue, idempotencyKey, payment, stripeReturn, paymentCancelled } = loaderData

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
            idempotencyKey={idempotencyKey}
            payment={payment}
            lastResult={actionData?.result}
            formError={actionData?.formError}
          />
        </Suspense>
      )}
    </section>
  )
}
