import { Form, Link } from 'react-router'
import { formatCents } from '#app/domain/money'
import type { ProductCategory } from '#app/domain/shop/products'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import { AdminTable, StatusBadge, type Column } from './admin-table'
import { secondaryButton } from './fields'

/** A row of the staff product list (the name in the screen's language). */
export type ProductRow = {
  id: number
  slug: string
  name: string
  category: ProductCategory
  priceCents: number
  active: boolean
}

/** A one-button form of the list (move, hide, show): it posts the row's id and the intent. */
function RowAction(props: {
  id: number
  intent: 'move' | 'hide' | 'show'
  direction?: 'up' | 'down'
  label: string
  text: string
  disabled?: boolean
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      {props.direction ? <input type="hidden" name="direction" value={props.direction} /> : null}
      <button type="submit" className={secondaryButton} aria-label={props.label} disabled={props.disabled}>
        {props.text}
      </button>
    </Form>
  )
}

/**
 * The catalogue in the shop's order: position, name, category, price in dollars, whether the shop
 * shows it; edit, move up or down, hide or show. Hidden products keep their place in the order.
 */
export function ProductTable({ rows }: { rows: readonly ProductRow[] }) {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const last = rows.length - 1
  const T = 'adminProducts.table.'
  const columns: Array<Column<ProductRow & { position: number }>> = [
    { key: 'position', header: t(`${T}position`), cell: (r) => r.position },
    {
      key: 'name',
      header: t(`${T}name`),
      cell: (r) => (
        <>
          <span className="font-semibold text-slate-900">{r.name}</span>
          <span className="block text-xs text-slate-600">{r.slug}</span>
        </>
      ),
    },
    { key: 'category', header: t(`${T}category`), cell: (r) => t(`adminProducts.categories.${r.category}`) },
    {
      key: 'price',
      header: t(`${T}price`),
      align: 'right',
      cell: (r) => <span data-testid="product-row-price">{formatCents(r.priceCents, lang)}</span>,
    },
    {
      key: 'status',
      header: t(`${T}status`),
      cell: (r) => (
        <StatusBadge list="products" status={r.active ? 'shown' : 'hidden'} testId="product-row-status">
          {t(`${T}${r.active ? 'shown' : 'hidden'}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'actions',
      header: t(`${T}actions`),
      className: 'whitespace-nowrap',
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          <Link
            to={href(`/admin/products?edit=${r.id}`)}
            className={secondaryButton}
            aria-label={t(`${T}editLabel`, { name: r.name })}
          >
            {t(`${T}edit`)}
          </Link>
          <RowAction
            id={r.id}
            intent="move"
            direction="up"
            label={t(`${T}moveUpLabel`, { name: r.name })}
            text={t(`${T}moveUp`)}
            disabled={r.position === 1}
          />
          <RowAction
            id={r.id}
            intent="move"
            direction="down"
            label={t(`${T}moveDownLabel`, { name: r.name })}
            text={t(`${T}moveDown`)}
            disabled={r.position === last + 1}
          />
          <RowAction
            id={r.id}
            intent={r.active ? 'hide' : 'show'}
            label={t(`${T}${r.active ? 'hideLabel' : 'showLabel'}`, { name: r.name })}
            text={t(`${T}${r.active ? 'hide' : 'show'}`)}
          />
        </div>
      ),
    },
  ]
  if (rows.length === 0) return <p className="text-slate-700">{t(`${T}empty`)}</p>
  return (
    <AdminTable
      rows={rows.map((row, i) => ({ ...row, position: i + 1 }))}
      columns={columns}
      testId="products-admin-table"
      rowTestId="product-row"
      caption={t(`${T}caption`)}
      minWidth="min-w-[56rem]"
    />
  )
}
