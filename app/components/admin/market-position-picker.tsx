import { useEffect, useState } from 'react'
import { positionFromText, type Position } from '#app/domain/markets/market-form'
import { useTranslation } from '#app/i18n/react'
import { useSiteSettings } from '#app/i18n/use-lang'
import { lazyMap, MapSlot } from '../maps/map-slot'
import type { FormParts } from './collection-form'
import type { MarketPositionMapProps } from './market-position-map'

/** Without the map (no script, tiles or Leaflet failing) the form still takes a ZIP or a typed position. */
const MarketPositionMap = lazyMap<MarketPositionMapProps>(() => import('./market-position-map'))

/**
 * Click the map to place the market (a part of the Markets form): the latitude and longitude
 * fields take the point, the ZIP is emptied.
 */
export function PositionPicker({ form, fields }: FormParts) {
  const position = positionFromText(String(fields.lat!.value ?? ''), String(fields.lng!.value ?? ''))
  const onPick = (point: Position) => {
    form.update({ name: 'zip', value: '' })
    form.update({ name: 'lat', value: String(point.lat) })
    form.update({ name: 'lng', value: String(point.lng) })
  }
  const { t } = useTranslation()
  const settings = useSiteSettings()
  // Leaflet needs a browser: the map is rendered after hydration only.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted) return null
  return (
    <div role="group" aria-label={t('adminMarkets.form.map')} aria-describedby="market-map-hint">
      <p id="market-map-hint" className="mb-2 text-sm text-slate-700">
        {t('adminMarkets.form.mapHint')}
      </p>
      <MapSlot
        shown
        loading={<div className="h-72 w-full rounded bg-slate-200 motion-safe:animate-pulse" />}
        unavailable={null}
      >
        <MarketPositionMap
          position={position}
          onPick={onPick}
          tileUrl={settings.mapTileUrl}
          attribution={settings.mapTileAttribution}
        />
      </MapSlot>
    </div>
  )
}
