import { useEffect, useState } from 'react'
import { data, Form } from 'react-router'
import { AdminLayout, EmptyState } from '#app/components/admin/admin-layout'
import { AdminTable, useFormatWhen, type Column } from '#app/components/admin/admin-table'
import type { CoverageGapsMapProps } from '#app/components/admin/coverage-gaps-map'
import { adminInputClass, primaryButton, secondaryButton } from '#app/components/admin/fields'
import { lazyMap, MapPlaceholder, MapSlot, MapUnavailable } from '#app/components/maps/map-slot'
import { adminHeaders, adminMeta } from '#app/components/admin/route-helpers'
import { MAP_HEIGHT_PX } from '#app/domain/markets/markets'
import { parseGapPeriod, periodBounds } from '#app/domain/quotes/quote-log'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath, useSiteSettings } from '#app/i18n/use-lang'
import { coverageGaps } from '#app/.server/services/bookings/quote-log'
import { appContext, staffContext } from '#app/.server/context'
import type { Route } from './+types/coverage-gaps'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Coverage Gaps tab (issue #21 item 5): quote attempts outside every operator's area, directory
 * ZIP searches with no operator and calculator ZIP codes outside the service areas, per ZIP code over
 * `?from=&to=` (default the last 90 days), on a map and in a table, exported by coverage-gaps-csv.ts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const period = parseGapPeriod(new URL(request.url).searchParams)
  const gaps = await coverageGaps(context.get(appContext), periodBounds(period))
  return data(
    {
      staff: { email: staff.email },
      period,
      rows: gaps.map((g) => ({
        id: g.zip,
        zip: g.zip,
        place: g.place,
        lat: g.lat,
        lng: g.lng,
        counts: g.counts,
        total: g.total,
        firstSeen: g.firstSeen.toISOString(),
        lastSeen: g.lastSeen.toISOString(),
      })),
    },
    { headers: adminHeaders() },
  )
}

const CoverageGapsMap = lazyMap<CoverageGapsMapProps>(() => import('#app/components/admin/coverage-gaps-map'))

type GapRow = Route.ComponentProps['loaderData']['rows'][number]

export default function AdminCoverageGaps({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const formatWhen = useFormatWhen()
  const href = useLocalizedPath()
  const settings = useSiteSettings()
  // Leaflet needs a browser: the map is rendered after hydration only (SSR shows the placeholder).
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const { period, rows } = loaderData
  const total = rows.reduce((sum, r) => sum + r.total, 0)
  const points = rows.flatMap((r) =>
    r.lat != null && r.lng != null
      ? [{ zip: r.zip, place: r.place, lat: r.lat, lng: r.lng, total: r.total }]
      : [],
  )
  const count = (key: keyof GapRow['counts']) => (r: GapRow) => r.counts[key]
  const columns: Column<GapRow>[] = [
    {
      key: 'zip',
      header: t('adminCoverageGaps.columns.zip'),
      cell: (r) => <span className="font-mono">{r.zip}</span>,
    },
    {
      key: 'place',
      header: t('adminCoverageGaps.columns.place'),
      cell: (r) => r.place ?? t('adminCoverageGaps.unknownPlace'),
    },
    {
      key: 'operatorQuote',
      header: t('adminCoverageGaps.columns.operatorQuote'),
      cell: count('operatorQuote'),
      align: 'right',
    },
    {
      key: 'directorySearch',
      header: t('adminCoverageGaps.columns.directorySearch'),
      cell: count('directorySearch'),
      align: 'right',
    },
    {
      key: 'calculatorZip',
      header: t('adminCoverageGaps.columns.calculatorZip'),
      cell: count('calculatorZip'),
      align: 'right',
    },
    {
      key: 'total',
      header: t('adminCoverageGaps.columns.total'),
      cell: (r) => <strong data-testid="gap-total">{r.total}</strong>,
      align: 'right',
    },
    {
      key: 'lastSeen',
      header: t('adminCoverageGaps.columns.lastSeen'),
      cell: (r) => formatWhen(r.lastSeen),
      className: 'whitespace-nowrap',
    },
  ]
  const query = new URLSearchParams(period).toString()
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tabs.coverageGaps')}>
      <p className="mb-4 max-w-3xl text-slate-700">{t('adminCoverageGaps.intro')}</p>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <Form
          method="get"
          className="flex flex-wrap items-end gap-3"
          aria-label={t('adminCoverageGaps.periodLabel')}
        >
          <label className="text-sm font-semibold text-slate-700">
            {t('adminCoverageGaps.from')}
            <input
              type="date"
              name="from"
              defaultValue={period.from}
              className={`${adminInputClass} block`}
            />
          </label>
          <label className="text-sm font-semibold text-slate-700">
            {t('adminCoverageGaps.to')}
            <input type="date" name="to" defaultValue={period.to} className={`${adminInputClass} block`} />
          </label>
          <button type="submit" className={primaryButton}>
            {t('adminCoverageGaps.apply')}
          </button>
        </Form>
        <a href={`${href('/admin/coverage-gaps.csv')}?${query}`} className={secondaryButton} download>
          {t('adminCoverageGaps.exportCsv')}
        </a>
      </div>
      <p className="mb-4 text-slate-700" data-testid="gaps-summary">
        {t('adminCoverageGaps.summary', { zips: rows.length, total, from: period.from, to: period.to })}
      </p>
      <div role="region" aria-label={t('adminCoverageGaps.mapLabel')} className="mb-2" data-testid="gaps-map">
        <MapSlot
          shown={mounted}
          loading={
            <MapPlaceholder
              label={t('adminCoverageGaps.mapLoading')}
              height={MAP_HEIGHT_PX}
              testId="gaps-map-placeholder"
            />
          }
          unavailable={<MapUnavailable message={t('adminCoverageGaps.mapUnavailable')} />}
        >
          <CoverageGapsMap
            points={points}
            tileUrl={settings.mapTileUrl}
            attribution={settings.mapTileAttribution}
          />
        </MapSlot>
      </div>
      <p className="mb-6 text-sm text-slate-600">{t('adminCoverageGaps.mapLegend')}</p>
      {rows.length === 0 ? (
        <EmptyState title={t('adminCoverageGaps.empty')} text={t('adminCoverageGaps.emptyText')} />
      ) : (
        <AdminTable
          rows={rows}
          columns={columns}
          testId="coverage-gaps-table"
          rowTestId="coverage-gap-row"
          caption={t('adminCoverageGaps.caption')}
          minWidth="min-w-[56rem]"
        />
      )}
    </AdminLayout>
  )
}
