import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { productsActionSchema, type ProductFormField } from '#app/domain/shop/product-form'
import { productCategories } from '#app/domain/shop/products'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { adminInputClass, FieldErrors, primaryButton, secondaryButton, TextField } from './fields'

/** An Image Manager picture the form offers. */
export type PickableProductImage = { id: string; fileName: string; previewUrl: string }

type Fields = Record<ProductFormField | 'intent' | 'id', string>

/**
 * The Products screen's add and edit form: every text in English and in Spanish, the price in
 * dollars, the category, a picture from the Image Manager and whether the shop shows it. It checks
 * itself with the action's schema before posting; after a refusal it shows what was typed and the
 * server's message beside each field (also without JavaScript, from the action's reply).
 */
export function ProductForm(props: {
  mode: 'create' | 'update'
  id: number | null
  defaults: Record<ProductFormField, string>
  images: PickableProductImage[]
  currentPicture: string | null
  lastResult: unknown
  busy: boolean
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const [form, fields] = useForm<Fields>({
    id: props.id ? `product-${props.id}` : 'product-new',
    defaultValue: props.defaults,
    lastResult: props.lastResult as never,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: productsActionSchema, disableAutoCoercion: true }) as never,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const text = (name: ProductFormField, hintId?: string) => (
    <TextField
      key={name}
      label={t(`adminProducts.fields.${name}`)}
      inputProps={getInputProps(fields[name], { type: 'text', ariaDescribedBy: hintId })}
      errors={fields[name].errors}
      errorId={fields[name].errorId}
    />
  )
  const language = (lang: 'En' | 'Es') => {
    const description = fields[`description${lang}`]
    return (
      <fieldset className="space-y-4 rounded border border-slate-300 p-4" data-testid={`product-${lang}`}>
        <legend className="px-1 font-semibold text-slate-900">
          {t(`adminProducts.groups.${lang === 'En' ? 'en' : 'es'}`)}
        </legend>
        {text(`name${lang}`)}
        <Labelled id={description.id} label={t(`adminProducts.fields.description${lang}`)}>
          <textarea {...getTextareaProps(description)} rows={4} className={adminInputClass} />
          <FieldErrors errors={description.errors} id={description.errorId} />
        </Labelled>
        <p id={`features-hint-${lang}`} className="text-sm text-slate-600">
          {t('adminProducts.hints.features')}
        </p>
        {([1, 2, 3] as const).map((n) => text(`feature${n}${lang}`, `features-hint-${lang}`))}
      </fieldset>
    )
  }
  const { category, imageId, active, price } = fields
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6" data-testid="product-form">
      <input type="hidden" name="intent" value={props.mode} />
      {props.id ? <input type="hidden" name="id" value={props.id} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {language('En')}
        {language('Es')}
      </div>
      <fieldset className="grid gap-4 rounded border border-slate-300 p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold text-slate-900">{t('adminProducts.groups.sale')}</legend>
        <TextField
          label={t('adminProducts.fields.price')}
          inputProps={{ ...getInputProps(price, { type: 'text' }), inputMode: 'decimal' }}
          errors={price.errors}
          errorId={price.errorId}
          hint={t('adminProducts.hints.price')}
        />
        <Labelled id={category.id} label={t('adminProducts.fields.category')}>
          <select {...getSelectProps(category)} className={adminInputClass}>
            <option value="">{t('adminProducts.categories.choose')}</option>
            {productCategories.map((c) => (
              <option key={c} value={c}>
                {t(`adminProducts.categories.${c}`)}
              </option>
            ))}
          </select>
          <FieldErrors errors={category.errors} id={category.errorId} />
        </Labelled>
        <Labelled id={imageId.id} label={t('adminProducts.fields.imageId')}>
          <select
            {...getSelectProps(imageId, { ariaDescribedBy: `${imageId.id}-hint` })}
            className={adminInputClass}
          >
            <option value="">{t('adminProducts.image.none')}</option>
            {props.images.map((image) => (
              <option key={image.id} value={image.id}>
                {image.fileName}
              </option>
            ))}
          </select>
          <p id={`${imageId.id}-hint`} className="mt-1 text-sm text-slate-600">
            {t('adminProducts.hints.imageId')}
            {props.images.length === 0 ? ` ${t('adminProducts.image.noImages')}` : null}
          </p>
          <FieldErrors errors={imageId.errors} id={imageId.errorId} />
        </Labelled>
        {props.currentPicture ? (
          <figure>
            <img
              src={props.currentPicture}
              alt=""
              width={160}
              height={120}
              className="h-30 w-40 rounded border border-slate-200 object-cover"
            />
            <figcaption className="mt-1 text-sm text-slate-600">
              {t('adminProducts.image.current')}
            </figcaption>
          </figure>
        ) : null}
        <div className="flex items-center gap-2 sm:col-span-2">
          <input {...getInputProps(active, { type: 'checkbox' })} className="h-4 w-4" />
          <label htmlFor={active.id} className="text-sm font-semibold text-slate-800">
            {t('adminProducts.fields.active')}
          </label>
        </div>
      </fieldset>
      <div className="flex gap-3">
        <button type="submit" className={primaryButton} disabled={props.busy}>
          {t(props.mode === 'create' ? 'adminProducts.create' : 'adminProducts.save')}
        </button>
        <Link to={href('/admin/products')} className={secondaryButton}>
          {t('adminProducts.cancel')}
        </Link>
      </div>
    </Form>
  )
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
    </div>
  )
}
