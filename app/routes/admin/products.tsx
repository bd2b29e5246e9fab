import { CollectionScreen, type CollectionScreenConfig } from '#app/components/admin/collection'
import type { Field } from '#app/components/admin/collection-form'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { formatCents } from '#app/domain/money'
import { productFormText, productsActionSchema } from '#app/domain/shop/product-form'
import { productCategories } from '#app/domain/shop/products'
import { useTranslation } from '#app/i18n/react'
import { adminCollection } from '#app/.server/http/admin-collection'
import { productCollection } from '#app/.server/services/shop/products-admin'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminProducts.title')
export const headers = adminHeaders

// The schema reads the raw text (an empty field is '', the price is dollars text).
const shared = {
  path: '/admin/products',
  texts: 'adminProducts',
  nameKey: 'name',
  schema: productsActionSchema,
  coercion: false,
} as const

/**
 * `/admin/products` (issue #19 item 3), an admin collection (ADR 042): the shop's catalogue in its
 * order, hidden products too, moved, edited, hidden or shown; `?new` opens the add form, `?edit=`
 * the edit form of a product.
 */
const server = adminCollection({
  ...shared,
  store: productCollection,
  done: { added: 'created' },
  images: true,
})
export const loader = server.loader
export const action = server.action

type Row = Route.ComponentProps['loaderData']['rows'][number]

const language = (lang: 'En' | 'Es'): Field => ({
  kind: 'group',
  legend: `adminProducts.groups.${lang.toLowerCase()}`,
  testId: `product-${lang}`,
  fields: [
    { name: `name${lang}` },
    { name: `description${lang}`, kind: 'textarea', rows: 4 },
    { kind: 'note', id: `features-hint-${lang}`, text: 'adminProducts.hints.features' },
    ...[1, 2, 3].map((n) => ({ name: `feature${n}${lang}`, describedBy: `features-hint-${lang}` })),
  ],
})

const screen: CollectionScreenConfig<Row> = {
  ...shared,
  list: 'adminProducts.table.',
  keys: { order: 'position', up: 'moveUp', down: 'moveDown' },
  addLink: 'adminProducts.add',
  intents: ['move', 'hide', 'show'],
  name: (row) => row.name,
  visibility: { tones: 'products', hidden: (row) => !row.active },
  testIds: {
    list: 'products-admin-table',
    row: 'product-row',
    form: 'product-form',
    status: 'product-row-status',
  },
  minWidth: 'min-w-[56rem]',
  columns: (t, lang) => [
    {
      key: 'name',
      header: t('adminProducts.table.name'),
      cell: (r) => (
        <>
          <span className="font-semibold text-slate-900">{r.name}</span>
          <span className="block text-xs text-slate-600">{r.slug}</span>
        </>
      ),
    },
    {
      key: 'category',
      header: t('adminProducts.table.category'),
      cell: (r) => t(`adminProducts.categories.${r.category}`),
    },
    {
      key: 'price',
      header: t('adminProducts.table.price'),
      align: 'right',
      cell: (r) => <span data-testid="product-row-price">{formatCents(r.priceCents, lang)}</span>,
    },
  ],
  labels: 'adminProducts.fields.',
  empty: productFormText(null),
  formTexts: {
    addTitle: 'adminProducts.newTitle',
    editTitle: 'adminProducts.editTitle',
    add: 'adminProducts.create',
    save: 'adminProducts.save',
    cancel: 'adminProducts.cancel',
  },
  fields: [
    { kind: 'row', fields: [language('En'), language('Es')] },
    {
      kind: 'group',
      legend: 'adminProducts.groups.sale',
      fields: [
        { name: 'price', hint: 'adminProducts.hints.price', inputMode: 'decimal' },
        {
          name: 'category',
          kind: 'select',
          options: (t) => [
            { value: '', label: t('adminProducts.categories.choose') },
            ...productCategories.map((value) => ({ value, label: t(`adminProducts.categories.${value}`) })),
          ],
        },
        {
          name: 'imageId',
          kind: 'image',
          none: 'adminProducts.image.none',
          hint: 'adminProducts.hints.imageId',
          noImages: 'adminProducts.image.noImages',
        },
        { kind: 'custom', render: ({ editing }) => <CurrentPicture src={editing?.picture} /> },
        { name: 'active', kind: 'checkbox' },
      ],
    },
  ],
}

/** The picture the shop shows now (a seeded product's illustration when none is chosen). */
function CurrentPicture({ src }: { src: unknown }) {
  const { t } = useTranslation()
  if (typeof src !== 'string') return null
  return (
    <figure>
      <img
        src={src}
        alt=""
        width={160}
        height={120}
        className="h-30 w-40 rounded border border-slate-200 object-cover"
      />
      <figcaption className="mt-1 text-sm text-slate-600">{t('adminProducts.image.current')}</figcaption>
    </figure>
  )
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <CollectionScreen config={screen} loaderData={loaderData} actionData={actionData} />
}
