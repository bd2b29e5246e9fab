import { CollectionScreen, type CollectionScreenConfig } from '#app/components/admin/collection'
import { PositionPicker } from '#app/components/admin/market-position-picker'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { marketShownText } from '#app/components/markets/market-shown'
import { StatusBadge } from '#app/components/admin/admin-table'
import { emptyMarketForm, marketActionSchema } from '#app/domain/markets/market-form'
import { MARKET_RADIUS_MILES, marketStatuses } from '#app/domain/markets/markets'
import { useTranslation } from '#app/i18n/react'
import { adminCollection } from '#app/.server/http/admin-collection'
import { marketCollection } from '#app/.server/services/operators/markets'
import type { Route } from './+types/markets'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminMarkets.title')
export const headers = adminHeaders

const shared = {
  path: '/admin/markets',
  texts: 'adminMarkets',
  nameKey: 'market',
  schema: marketActionSchema,
} as const

/**
 * `/admin/markets` (issue #19 item 4), an admin collection (ADR 042): the markets map's points,
 * each with what the map shows of it (the real count of published operators, or its status's
 * label); the add form, or the edit form of the market in `?edit=`.
 */
const server = adminCollection({
  ...shared,
  store: marketCollection,
})
export const loader = server.loader
export const action = server.action

type Row = Route.ComponentProps['loaderData']['rows'][number]

const screen: CollectionScreenConfig<Row> = {
  ...shared,
  listTitle: true,
  intents: ['delete'],
  name: (row) => `${row.city}, ${row.state}`,
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
}

export default function MarketsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const intro = t('adminMarkets.intro', { miles: MARKET_RADIUS_MILES })
  return <CollectionScreen config={screen} loaderData={loaderData} actionData={actionData} intro={intro} />
}
