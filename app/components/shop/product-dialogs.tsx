import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from '#app/i18n/react'
import { formatCents } from '#app/domain/money'
import type { ProductCard } from '#app/domain/shop/products'
import { useLang } from '#app/i18n/use-lang'
import { ProductPicture } from './product-image'
import { CloseIcon } from '../icons/icon'

/**
 * The product modals (loaded on first use, so /products starts with less JavaScript). Radix traps
 * focus, closes on Escape and on a click on the backdrop, and hides the rest of the page from
 * assistive technology while open.
 */
export type ProductDialogProps = {
  kind: 'zoom' | 'details'
  product: ProductCard
  onClose: () => void
  /** Where focus goes back to when the dialog closes (the button that opened it). */
  returnFocus: () => void
}

function CloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close
      className="absolute top-3 right-3 rounded-full bg-white/90 p-2 text-slate-700 shadow hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      aria-label={label}
      data-testid="dialog-close"
    >
      <CloseIcon className="h-5 w-5" />
    </Dialog.Close>
  )
}

export default function ProductDialog({ kind, product, onClose, returnFocus }: ProductDialogProps) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/70" data-testid="dialog-backdrop" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
          data-testid={kind === 'zoom' ? 'zoom-dialog' : 'details-dialog'}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white shadow-2xl focus:outline-none ${
            kind === 'zoom' ? 'max-w-4xl' : 'max-w-2xl'
          }`}
        >
          {kind === 'zoom' ? (
            <>
              <Dialog.Title className="sr-only">{t('shop.zoom.title', { name: product.name })}</Dialog.Title>
              <Dialog.Description className="sr-only">{product.description}</Dialog.Description>
              <ProductPicture
                image={product.image}
                alt={product.image.alt || product.name}
                sizes="(min-width: 56rem) 800px, 100vw"
                className="h-auto w-full rounded-xl"
                eager
              />
              <CloseButton label={t('shop.zoom.close')} />
            </>
          ) : (
            <div className="p-6 sm:p-8">
              <Dialog.Title className="pr-10 text-2xl font-black text-ink">{product.name}</Dialog.Title>
              <ProductPicture
                image={product.image}
                alt=""
                sizes="(min-width: 42rem) 640px, 100vw"
                className="mt-4 h-auto w-full rounded-lg"
                eager
              />
              <Dialog.Description className="mt-4 text-slate-700">{product.description}</Dialog.Description>
              {product.features.length > 0 ? (
                <>
                  <h3 className="mt-6 text-sm font-bold tracking-wide text-slate-900 uppercase">
                    {t('shop.details.features')}
                  </h3>
                  <ul className="mt-2 space-y-1 text-slate-700" data-testid="details-features">
                    {product.features.map((line, i) => (
                      <li key={i} className="flex gap-2">
                        <span aria-hidden="true" className="font-bold text-brand-700">
                          ✓
                        </span>
                        {line}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <p className="mt-6 text-2xl font-black text-ink" data-testid="details-price">
                <span className="sr-only">{t('shop.details.price')}: </span>
                {formatCents(product.priceCents, lang)}
              </p>
              <p className="mt-2 text-sm font-semibold text-slate-700">{t('shop.details.shipping')}</p>
              <div className="mt-6 flex justify-end">
                <Dialog.Close className="rounded border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
                  {t('shop.details.close')}
                </Dialog.Close>
              </div>
              <CloseButton label={t('shop.details.close')} />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
