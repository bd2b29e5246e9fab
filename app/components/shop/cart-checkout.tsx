import { PrivacyNote } from '#app/components/forms/form-parts'
import { getFormProps, useForm } from '@conform-to/react'
import { HONEYPOT_FIELD } from '#app/domain/forms/options'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { cartActions } from '#app/components/cart/cart-store'
import { CheckoutInput, CheckoutSelect } from '#app/components/shop/checkout-fields'
import { ProductPicture } from '#app/components/shop/product-image'
import { canDecrease, type PricedLine } from '#app/domain/cart/cart'
import { formatCents } from '#app/domain/money'
import { CHECKOUT_LIMITS, checkoutSchema, idempotencyKeyFrom, US_STATES } from '#app/domain/shop/checkout'
import type { ProductCard } from '#app/domain/shop/products'
import { useLang } from '#app/i18n/use-lang'

/**
 * The filled cart: its lines, the checkout form and the summary. Loaded only when the cart has
 * something in it (app/routes/shop/cart.tsx), so the form library and the schema are not part of
 * the page's first load.
 */
const qtyButton =
  'flex h-9 w-9 items-center justify-center rounded-full border border-slate-400 text-lg font-bold text-slate-800 hover:border-brand-700 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-50'

function CartLineItem({
  product,
  quantity,
  lineCents,
}: {
  product: ProductCard
  quantity: number
  lineCents: number
}) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line" data-product-id={product.id}>
      <ProductPicture
        image={product.image}
        alt=""
        sizes="112px"
        className="h-21 w-28 flex-none rounded-lg bg-slate-50 object-cover"
      />
      <div className="flex flex-1 flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-bold text-ink">{product.name}</h3>
          <p className="text-sm text-slate-600">
            {t('shop.cart.each', { price: formatCents(product.priceCents, lang) })}
          </p>
          <div className="mt-2 flex items-center gap-2">
            <button
              type="button"
              className={qtyButton}
              disabled={!canDecrease(quantity)}
              onClick={() => cartActions.setQuantity(product.id, quantity - 1)}
              aria-label={t('shop.card.decrease', { name: product.name })}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className="min-w-8 text-center font-bold" data-testid="line-quantity" aria-hidden="true">
              {quantity}
            </span>
            <span className="sr-only" aria-live="polite">
              {t('shop.card.quantity', { name: product.name, count: quantity })}
            </span>
            <button
              type="button"
              className={qtyButton}
              onClick={() => cartActions.add(product.id)}
              aria-label={t('shop.card.increase', { name: product.name })}
            >
              <span aria-hidden="true">+</span>
            </button>
            <button
              type="button"
              onClick={() => cartActions.remove(product.id)}
              className="ml-2 text-sm font-semibold text-red-800 underline hover:text-red-900"
              aria-label={t('shop.card.removeOf', { name: product.name })}
            >
              {t('shop.card.remove')}
            </button>
          </div>
        </div>
        <p className="font-bold text-ink" data-testid="line-total">
          <span className="sr-only">{t('shop.cart.lineTotal')}: </span>
          {formatCents(lineCents, lang)}
        </p>
      </div>
    </li>
  )
}

type FormError = { key: string; values?: Record<string, string | number> }

export default function CartCheckout(props: {
  catalogue: ProductCard[]
  priced: PricedLine[]
  totals: { subtotalCents: number; shippingCents: number; totalCents: number }
  missing: boolean
  payment: string
  lastResult: unknown
  formError: FormError | undefined
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigation = useNavigation()
  const { priced, totals, missing, payment, formError } = props
  // One key for as long as this form is shown: a resubmission (a double click, a retry after a
  // refusal) is the same order.
  const [idempotencyKey] = useState(() => idempotencyKeyFrom(crypto.getRandomValues(new Uint8Array(18))))
  const byId = new Map(props.catalogue.map((p) => [p.id, p]))
  const [form, fields] = useForm({
    id: 'checkout',
    lastResult: props.lastResult as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const submitting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST'
  const control = (field: (typeof fields)['name']) => ({
    id: field.id,
    name: field.name,
    errorId: field.errorId,
    errors: field.errors,
  })
  // Conform's `fields` is a proxy: read each field by name.
  const errors = {
    name: control(fields.name),
    email: control(fields.email),
    phone: control(fields.phone),
    line1: control(fields.line1),
    line2: control(fields.line2 as (typeof fields)['name']),
    city: control(fields.city),
    state: control(fields.state),
    zip: control(fields.zip),
  }
  const initial = (name: keyof typeof errors) => {
    const v = fields[name].initialValue
    return typeof v === 'string' ? v : undefined
  }

  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 grid gap-10 lg:grid-cols-3" noValidate>
      <div className="lg:col-span-2">
        <h2 className="sr-only">{t('shop.cart.linesLabel')}</h2>
        {missing ? (
          <p className="mb-4 rounded-md bg-amber-50 px-4 py-3 text-amber-900">{t('shop.cart.unavailable')}</p>
        ) : null}
        <ul className="divide-y divide-slate-200 border-y border-slate-200" data-testid="cart-lines">
          {priced.map((line) => (
            <CartLineItem
              key={line.productId}
              product={byId.get(line.productId)!}
              quantity={line.quantity}
              lineCents={line.lineCents}
            />
          ))}
        </ul>
        {priced.map((line, i) => (
          <span key={line.productId} hidden>
            <input type="hidden" name={`lines[${i}].productId`} value={line.productId} />
            <input type="hidden" name={`lines[${i}].quantity`} value={line.quantity} />
          </span>
        ))}
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />

        <fieldset className="mt-10">
          <legend className="text-xl font-bold text-ink">{t('shop.checkout.title')}</legend>
          <p className="mt-1 text-sm text-slate-600">{t('shop.checkout.intro')}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <CheckoutInput
                field={errors.name}
                label={t('shop.checkout.name')}
                defaultValue={initial('name')}
                autoComplete="name"
                maxLength={CHECKOUT_LIMITS.name}
              />
            </div>
            <CheckoutInput
              field={errors.email}
              label={t('shop.checkout.email')}
              defaultValue={initial('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={CHECKOUT_LIMITS.email}
            />
            <CheckoutInput
              field={errors.phone}
              label={t('shop.checkout.phone')}
              defaultValue={initial('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={CHECKOUT_LIMITS.phone}
            />
            <div className="sm:col-span-2">
              <CheckoutInput
                field={errors.line1}
                label={t('shop.checkout.line1')}
                defaultValue={initial('line1')}
                autoComplete="address-line1"
                maxLength={CHECKOUT_LIMITS.line}
              />
            </div>
            <div className="sm:col-span-2">
              <CheckoutInput
                field={errors.line2}
                label={t('shop.checkout.line2')}
                defaultValue={initial('line2')}
                required={false}
                autoComplete="address-line2"
                maxLength={CHECKOUT_LIMITS.line}
              />
            </div>
            <CheckoutInput
              field={errors.city}
              label={t('shop.checkout.city')}
              defaultValue={initial('city')}
              autoComplete="address-level2"
              maxLength={CHECKOUT_LIMITS.city}
            />
            <div className="grid grid-cols-2 gap-4">
              <CheckoutSelect
                field={errors.state}
                label={t('shop.checkout.state')}
                placeholder={t('shop.checkout.statePlaceholder')}
                options={US_STATES}
                defaultValue={initial('state')}
              />
              <CheckoutInput
                field={errors.zip}
                label={t('shop.checkout.zip')}
                defaultValue={initial('zip')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
              />
            </div>
          </div>
          {/* Left empty by people; bots that fill every field give themselves away. */}
          <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
            <label htmlFor="checkout-website">{t('shop.checkout.honeypot')}</label>
            <input
              id="checkout-website"
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
        </fieldset>
      </div>

      <aside
        aria-labelledby="cart-summary-title"
        className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24"
        data-testid="cart-summary"
      >
        <h2 id="cart-summary-title" className="text-lg font-bold text-ink">
          {t('shop.cart.summary')}
        </h2>
        <dl className="mt-4 space-y-2">
          <div className="flex justify-between">
            <dt className="text-slate-700">{t('shop.cart.subtotal')}</dt>
            <dd className="font-semibold" data-testid="cart-subtotal">
              {formatCents(totals.subtotalCents, lang)}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-700">{t('shop.cart.shipping')}</dt>
            <dd className="font-semibold" data-testid="cart-shipping">
              {formatCents(totals.shippingCents, lang)}
            </dd>
          </div>
          <div className="flex justify-between border-t border-slate-300 pt-2 text-lg">
            <dt className="font-bold text-ink">{t('shop.cart.total')}</dt>
            <dd className="font-black text-ink" data-testid="cart-total">
              {formatCents(totals.totalCents, lang)}
            </dd>
          </div>
        </dl>
        {formError ? (
          <p
            role="alert"
            id={form.errorId}
            className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            data-testid="checkout-error"
          >
            {t(formError.key, formError.values)}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={submitting}
          className="mt-6 w-full rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {submitting ? t('shop.checkout.processing') : t('shop.cart.checkout')}
        </button>
        <p className="mt-3 text-sm text-slate-600">
          {payment === 'card' ? t('shop.checkout.cardNote') : t('shop.checkout.invoiceNote')}
        </p>
        <PrivacyNote className="mt-2" />
        <button
          type="button"
          onClick={() => cartActions.clear()}
          className="mt-4 w-full rounded border border-slate-400 px-5 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('shop.cart.clear')}
        </button>
      </aside>
    </Form>
  )
}
