// The directory's Leaflet map: loaded lazily by directory.tsx, so Leaflet stays out of the first load.
import 'leaflet/dist/leaflet.css'
import '../markets/markets-map.css'
import type { CircleMarker as LeafletCircleMarker, LatLngBoundsExpression } from 'leaflet'
import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/i18n/react'
import { CircleMarker, MapContainer, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet'
import { DIRECTORY_MAP_ZOOM } from '#app/domain/operators/directory'

export type MapOperator = { id: number; name: string; areaServed: string | null; lat: number; lng: number }

export type OperatorsMapProps = {
  operators: MapOperator[]
  tileUrl: string
  attribution: string
  height: number
  /** A card asked to show an operator: centre on it at zoom 11 and open its popup. */
  focus: { id: number; seq: number } | null
}

function Controller({
  operators,
  focus,
  markers,
}: Pick<OperatorsMapProps, 'operators' | 'focus'> & { markers: Map<number, LeafletCircleMarker> }) {
  const map = useMap()
  const { t } = useTranslation()
  useEffect(() => {
    const container = map.getContainer()
    const mirror = () => {
      container.dataset.zoom = String(map.getZoom())
    }
    mirror()
    map.on('zoomend moveend', mirror)
    const relabel = () =>
      container
        .querySelectorAll('.leaflet-popup-close-button')
        .forEach((b) => b.setAttribute('aria-label', t('operators.directory.closePopup')))
    map.on('popupopen', relabel)
    return () => {
      map.off('zoomend moveend', mirror)
      map.off('popupopen', relabel)
    }
  }, [map, t])
  useEffect(() => {
    if (focus) return
    if (operators.length === 1) map.setView([operators[0]!.lat, operators[0]!.lng], DIRECTORY_MAP_ZOOM)
    else if (operators.length > 1) {
      const bounds: LatLngBoundsExpression = operators.map((o) => [o.lat, o.lng] as [number, number])
      map.fitBounds(bounds, { padding: [40, 40], maxZoom: DIRECTORY_MAP_ZOOM })
    }
  }, [operators, focus, map])
  useEffect(() => {
    if (!focus) return
    const op = operators.find((o) => o.id === focus.id)
    if (!op) return
    map.setView([op.lat, op.lng], DIRECTORY_MAP_ZOOM)
    markers.get(op.id)?.openPopup()
  }, [focus, operators, map, markers])
  return null
}

export default function OperatorsMap({ operators, tileUrl, attribution, height, focus }: OperatorsMapProps) {
  const { t } = useTranslation()
  const markers = useRef(new Map<number, LeafletCircleMarker>()).current
  return (
    <MapContainer
      center={[27.5, -83]}
      zoom={5}
      zoomControl={false}
      className="markets-map z-0 w-full rounded-xl"
      style={{ height }}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <ZoomControl position="topleft" zoomInTitle={t('markets.zoomIn')} zoomOutTitle={t('markets.zoomOut')} />
      {operators.map((op) => (
        <CircleMarker
          key={op.id}
          ref={(marker) => {
            if (marker) markers.set(op.id, marker)
            else markers.delete(op.id)
          }}
          center={[op.lat, op.lng]}
          radius={10}
          pathOptions={{ color: '#c2410c', weight: 2, fillColor: '#f97316', fillOpacity: 0.85 }}
          className={`operator-marker operator-marker-${op.id}`}
        >
          <Popup>
            <div data-testid="operator-popup">
              <p className="!m-0 text-base font-bold text-ink">{op.name}</p>
              {op.areaServed ? <p className="!m-0 !mt-1 text-sm text-slate-700">{op.areaServed}</p> : null}
            </div>
          </Popup>
        </CircleMarker>
      ))}
      <Controller operators={operators} focus={focus} markers={markers} />
    </MapContainer>
  )
}
