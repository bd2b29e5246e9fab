import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { positionFromText, type Position } from '#app/domain/markets/market-form'
import { useTranslation } from '#app/i18n/react'
import { useSiteSettings } from '#app/i18n/use-lang'
import type { FormParts } from './collection-form'
import type { MarketPositionMapProps } from './market-position-map'

const MarketPositionMap = lazy(async () => {
  try {
    return await import('./market-position-map')
  } catch {
    return { default: (_props: MarketPositionMapProps) => <></> }
  }
})

/** Without the map (no script, tiles or Leaflet failing) the form still takes a ZIP or a typed position. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

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
      <MapBoundary>
        <Suspense fallback={<div className="h-72 w-full rounded bg-slate-200 motion-safe:animate-pulse" />}>
          <MarketPositionMap
            position={position}
            onPick={onPick}
            tileUrl={settings.mapTileUrl}
            attribution={settings.mapTileAttribution}
          />
        </Suspense>
      </MapBoundary>
    </div>
  )
}
