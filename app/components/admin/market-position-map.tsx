// The Markets form's position picker (issue #19 item 4: "position from a ZIP code or a map click"):
// a click on the map places the market there. Loaded in the browser only (market-position-picker.tsx renders
// it after hydration), so Leaflet never runs on the server.
import 'leaflet/dist/leaflet.css'
import { CircleMarker, MapContainer, TileLayer, useMapEvents, ZoomControl } from 'react-leaflet'
import { MAP_CENTER, MAP_INITIAL_ZOOM } from '#app/domain/markets/markets'
import { roundedPosition, type Position } from '#app/domain/markets/market-form'
import { useTranslation } from '#app/i18n/react'

export type MarketPositionMapProps = {
  position: Position | null
  onPick: (position: Position) => void
  tileUrl: string
  attribution: string
}

function ClickToPlace({ onPick }: { onPick: (position: Position) => void }) {
  useMapEvents({ click: (event) => onPick(roundedPosition(event.latlng)) })
  return null
}

export default function MarketPositionMap({
  position,
  onPick,
  tileUrl,
  attribution,
}: MarketPositionMapProps) {
  const { t } = useTranslation()
  const center = position ?? MAP_CENTER
  return (
    <div data-testid="market-position-map">
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={position ? 8 : MAP_INITIAL_ZOOM}
        zoomControl={false}
        className="z-0 h-72 w-full cursor-crosshair rounded"
      >
        <TileLayer url={tileUrl} attribution={attribution} />
        <ZoomControl
          position="topleft"
          zoomInTitle={t('adminMarkets.form.zoomIn')}
          zoomOutTitle={t('adminMarkets.form.zoomOut')}
        />
        {position ? (
          <CircleMarker
            center={[position.lat, position.lng]}
            radius={8}
            pathOptions={{ color: '#1d4ed8', weight: 2, fillColor: '#3b82f6', fillOpacity: 0.7 }}
            className="market-position-marker"
          />
        ) : null}
        <ClickToPlace onPick={onPick} />
      </MapContainer>
    </div>
  )
}
