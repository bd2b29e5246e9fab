import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react'
import { cartActions, useCartLines } from '#app/components/cart/cart-store'
import { quantityOf } from '#app/domain/cart/cart'
import { formatCents } from '#app/domain/money'
import type { ProductCard as Product } from '#app/domain/shop/products'
import { useLang } from '#app/i18n/use-lang'
import type { ProductDialogProps } from './product-dialogs'
import { ProductPicture } from './product-image'

const loadDialogs = () => import('./product-dialogs')
const ProductDialog = lazy(loadDialogs)

const quantityButton =
  'flex h-10 w-10 items-center justify-center rounded-full border border-slate-400 text-lg font-bold text-slate-800 hover:border-brand-700 hover:text-brand-700 disabled:opacity-50'

/** One product of the grid: picture (zoom), name, price, description, details, cart controls. */
export function ProductCard({ product, eager }: { product: Product; eager: boolean }) {
  const { t } = useTranslation()
  const lang = useLang()
  const lines = useCartLines()
  const quantity = quantityOf(lines, product.id)
  const [dialog, setDialog] = useState<ProductDialogProps['kind'] | null>(null)
  const zoomRef = useRef<HTMLButtonElement>(null)
  const detailsRef = useRef<HTMLButtonElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const minusRef = useRef<HTMLButtonElement>(null)
  const nameId = useId()

  const preload = () => void loadDialogs()
  const remove = () => {
    cartActions.remove(product.id)
    // The controls disappear: keep focus on this card.
    requestAnimationFrame(() => addRef.current?.focus())
  }
  const decrease = () => {
    // On a card, minus at 1 sets the quantity to 0, which removes the line (§4).
    if (quantity <= 1) remove()
    else cartActions.setQuantity(product.id, quantity - 1)
  }
  const add = () => {
    cartActions.add(product.id)
    requestAnimationFrame(() => minusRef.current?.focus())
  }

  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="product-card"
      data-product-id={product.id}
      data-category={product.category}
    >
      <button
        ref={zoomRef}
        type="button"
        onClick={() => setDialog('zoom')}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('shop.card.zoom', { name: product.name })}
        className="block cursor-zoom-in bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-700"
        data-testid="product-zoom"
      >
        <ProductPicture
          image={product.image}
          alt=""
          sizes="(min-width: 80rem) 400px, (min-width: 40rem) 50vw, 100vw"
          className="aspect-[4/3] h-auto w-full object-cover"
          eager={eager}
        />
      </button>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={nameId} className="text-lg font-bold text-ink">
          {product.name}
        </h2>
        <p className="mt-1 text-xl font-black text-brand-700" data-testid="product-price">
          {formatCents(product.priceCents, lang)}
        </p>
        <p className="mt-2 flex-1 text-sm text-slate-600">{product.description}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            ref={detailsRef}
            type="button"
            onClick={() => setDialog('details')}
            onPointerEnter={preload}
            onFocus={preload}
            className="rounded border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-700"
          >
            {t('shop.card.details')}
          </button>
          {quantity === 0 ? (
            <button
              ref={addRef}
              type="button"
              onClick={add}
              className="rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('shop.card.addToCart')}
            </button>
          ) : (
            <div className="flex items-center gap-2" data-testid="card-quantity-controls">
              <button
                ref={minusRef}
                type="button"
                onClick={decrease}
                className={quantityButton}
                aria-label={t('shop.card.decrease', { name: product.name })}
              >
                <span aria-hidden="true">−</span>
              </button>
              <span
                className="min-w-8 text-center font-bold text-ink"
                data-testid="card-quantity"
                aria-hidden="true"
              >
                {quantity}
              </span>
              <span className="sr-only" aria-live="polite">
                {t('shop.card.quantity', { name: product.name, count: quantity })}
              </span>
              <button
                type="button"
                onClick={() => cartActions.add(product.id)}
                className={quantityButton}
                aria-label={t('shop.card.increase', { name: product.name })}
              >
                <span aria-hidden="true">+</span>
              </button>
              <button
                type="button"
                onClick={remove}
                className="ml-1 text-sm font-semibold text-red-800 underline hover:text-red-900"
              >
                {t('shop.card.remove')}
              </button>
            </div>
          )}
        </div>
      </div>
      {dialog ? (
        <Suspense fallback={null}>
          <ProductDialog
            kind={dialog}
            product={product}
            onClose={() => setDialog(null)}
            returnFocus={() => (dialog === 'zoom' ? zoomRef : detailsRef).current?.focus()}
          />
        </Suspense>
      ) : null}
    </article>
  )
}
