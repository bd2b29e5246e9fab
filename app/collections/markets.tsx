import { StatusBadge } from '#app/components/admin/admin-table'
import { PositionPicker } from '#app/components/admin/market-position-picker'
import { marketShownText } from '#app/components/markets/market-shown'
import { emptyMarketForm, marketFields, positionGiven } from '#app/domain/markets/market-form'
import {
  MARKET_RADIUS_MILES,
  marketStatuses,
  type MarketShown,
  type StoredMarket,
} from '#app/domain/markets/markets'
import { defineCollection } from './define'

type Row = StoredMarket & { shown: MarketShown }

/**
 * `/admin/markets` (issue #19 item 4), an admin collection (ADR 042, 068): the markets map's
 * points, each with what the map shows of it (the real count of published operators, or its
 * status's label); the add form, or the edit form of the market in `?edit=`. Its store is its own
 * (a ZIP code's centre looked up): `markets` in `app/.server/collections/stores.ts`.
 */
export default defineCollection({
  segment: 'markets',
  texts: 'adminMarkets',
  nameKey: 'market',
  access: 'staff',
  fields: marketFields,
  refine: positionGiven,
  intents: ['delete'],
  store: 'markets',
  intro: (t) => t('adminMarkets.intro', { miles: MARKET_RADIUS_MILES }),
  screen: {
    listTitle: true,
    name: (row: Row) => `${row.city}, ${row.state}`,
    testIds: { list: 'market-list', row: 'market-row', form: 'market-form' },
    columns: (t) => [
      {
        key: 'market',
        header: t('adminMarkets.list.market'),
        cell: (row) => <span className="font-semibold text-slate-900">{`${row.city}, ${row.state}`}</span>,
      },
      {
        key: 'position',
        header: t('adminMarkets.list.position'),
        cell: (row) => (
          <span className="text-sm text-slate-700">
            {row.zip ? `${row.zip} · ` : ''}
            {row.lat.toFixed(4)}, {row.lng.toFixed(4)}
          </span>
        ),
      },
      {
        key: 'status',
        header: t('adminMarkets.list.status'),
        cell: (row) => (
          <StatusBadge list="markets" status={row.status} testId="market-status">
            {t(`adminMarkets.status.${row.status}`)}
          </StatusBadge>
        ),
      },
      {
        key: 'shown',
        header: t('adminMarkets.list.shown'),
        cell: (row) => <span data-testid="market-shown">{marketShownText(t, row.shown, 'operators')}</span>,
      },
    ],
    labels: 'adminMarkets.form.',
    empty: emptyMarketForm,
    fields: [
      { kind: 'row', fields: [{ name: 'city' }, { name: 'state', hint: 'adminMarkets.form.stateHint' }] },
      { name: 'zip', hint: 'adminMarkets.form.zipHint' },
      { kind: 'row', fields: [{ name: 'lat', hint: 'adminMarkets.form.positionHint' }, { name: 'lng' }] },
      { kind: 'custom', render: (parts) => <PositionPicker {...parts} /> },
      {
        name: 'status',
        kind: 'select',
        hint: 'adminMarkets.form.statusHint',
        options: (t) => marketStatuses.map((value) => ({ value, label: t(`adminMarkets.status.${value}`) })),
      },
    ],
  },
})
