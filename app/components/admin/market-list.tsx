import { Link } from 'react-router'
import type { MarketShown, StoredMarket } from '#app/domain/markets/markets'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { marketShownText } from '../markets/market-shown'
import { AdminTable, StatusBadge, type Column } from './admin-table'
import { secondaryButton } from './fields'
import { Actions, RowAction } from './row-action'

/** A market as the Markets screen lists it: what is stored and what the map shows. */
export type MarketListRow = StoredMarket & { shown: MarketShown }

/** Every market: its position, its status, what the map shows of it, edit and delete. */
export function MarketList({ rows }: { rows: readonly MarketListRow[] }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const L = (key: string) => t(`adminMarkets.list.${key}`)
  const name = (row: MarketListRow) => `${row.city}, ${row.state}`
  const columns: Array<Column<MarketListRow>> = [
    {
      key: 'market',
      header: L('market'),
      cell: (row) => <span className="font-semibold text-slate-900">{name(row)}</span>,
    },
    {
      key: 'position',
      header: L('position'),
      cell: (row) => (
        <span className="text-sm text-slate-700">
          {row.zip ? `${row.zip} · ` : ''}
          {row.lat.toFixed(4)}, {row.lng.toFixed(4)}
        </span>
      ),
    },
    {
      key: 'status',
      header: L('status'),
      cell: (row) => (
        <StatusBadge list="markets" status={row.status} testId="market-status">
          {t(`adminMarkets.status.${row.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'shown',
      header: L('shown'),
      cell: (row) => <span data-testid="market-shown">{marketShownText(t, row.shown, 'operators')}</span>,
    },
    {
      key: 'actions',
      header: L('actions'),
      cell: (row) => (
        <Actions>
          <Link
            to={href(`/admin/markets?edit=${row.id}`)}
            className={secondaryButton}
            aria-label={t('adminMarkets.list.editLabel', { market: name(row) })}
          >
            {L('edit')}
          </Link>
          <RowAction
            intent="delete"
            id={row.id}
            label={L('delete')}
            ariaLabel={t('adminMarkets.list.deleteLabel', { market: name(row) })}
            danger
            confirm={L('deleteConfirm')}
          />
        </Actions>
      ),
    },
  ]
  if (rows.length === 0) return <p className="text-slate-700">{L('empty')}</p>
  return (
    <AdminTable
      rows={rows}
      columns={columns}
      testId="market-list"
      rowTestId="market-row"
      caption={L('caption')}
      minWidth="min-w-[48rem]"
    />
  )
}
