// The Leaflet map of the markets section: loaded only when the section nears the viewport
// (markets-section.tsx), so Leaflet, its CSS and this file stay out of the page's first load.
import 'leaflet/dist/leaflet.css'
import './markets-map.css'
import type { CircleMarker as LeafletCircleMarker, PopupEvent } from 'leaflet'
import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/i18n/react'
import { CircleMarker, MapContainer, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet'
import {
  MAP_CENTER,
  MAP_HEIGHT_PX,
  MAP_INITIAL_ZOOM,
  MARKER_RADIUS,
  MARKET_FOCUS_ZOOM,
  type Market,
} from '#app/domain/markets/markets'
import { marketShownText } from './market-shown'

export type MarketsMapProps = {
  markets: Market[]
  tileUrl: string
  attribution: string
  /** A card asked to show a market: pan there, zoom to 8, open its popup. `seq` repeats a request. */
  focus: { id: number; seq: number } | null
  /** A popup opened (the market) or closed (null). */
  onSelect: (id: number | null) => void
}

/** Pans and zooms to a card's market and opens its popup; mirrors the zoom on the container for tests. */
function MapController({
  markers,
  focus,
  markets,
}: {
  markers: Map<number, LeafletCircleMarker>
  focus: MarketsMapProps['focus']
  markets: Market[]
}) {
  const map = useMap()
  const { t } = useTranslation()
  useEffect(() => {
    const container = map.getContainer()
    const mirror = () => {
      container.dataset.zoom = String(map.getZoom())
      const c = map.getCenter()
      container.dataset.center = `${c.lat.toFixed(2)},${c.lng.toFixed(2)}`
    }
    // Leaflet's popup close control is labelled in English; relabel it in the page's language.
    const relabel = (event: PopupEvent) => {
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', t('markets.closePopup'))
    }
    mirror()
    map.on('moveend zoomend', mirror)
    map.on('popupopen', relabel)
    return () => {
      map.off('moveend zoomend', mirror)
      map.off('popupopen', relabel)
    }
  }, [map, t])
  useEffect(() => {
    if (!focus) return
    const market = markets.find((m) => m.id === focus.id)
    const marker = markers.get(focus.id)
    if (!market || !marker) return
    map.setView([market.lat, market.lng], MARKET_FOCUS_ZOOM)
    marker.openPopup()
  }, [focus, map, markers, markets])
  return null
}

export default function MarketsMap({ markets, tileUrl, attribution, focus, onSelect }: MarketsMapProps) {
  const { t } = useTranslation()
  const markers = useRef(new Map<number, LeafletCircleMarker>()).current
  return (
    <MapContainer
      center={[MAP_CENTER.lat, MAP_CENTER.lng]}
      zoom={MAP_INITIAL_ZOOM}
      scrollWheelZoom
      zoomControl={false}
      className="markets-map z-0 w-full rounded-xl"
      style={{ height: MAP_HEIGHT_PX }}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <ZoomControl position="topleft" zoomInTitle={t('markets.zoomIn')} zoomOutTitle={t('markets.zoomOut')} />
      {markets.map((market) => (
        <CircleMarker
          key={market.id}
          ref={(marker) => {
            if (marker) markers.set(market.id, marker)
            else markers.delete(market.id)
          }}
          center={[market.lat, market.lng]}
          radius={MARKER_RADIUS}
          pathOptions={{
            color: '#c2410c',
            weight: 2,
            fillColor: '#f97316',
            fillOpacity: 0.85,
          }}
          // Set when the path is created (Leaflet's setStyle does not change classes).
          className={`market-marker market-marker-${market.id}`}
          eventHandlers={{
            popupopen: () => onSelect(market.id),
            popupclose: () => onSelect(null),
          }}
        >
          <Popup>
            <div data-testid="market-popup" data-market-id={market.id}>
              <p className="!m-0 text-base font-bold text-ink">
                {t('markets.popupTitle', { city: market.city, state: market.state })}
              </p>
              <p className="!m-0 !mt-1 text-sm text-slate-700">
                {marketShownText(t, market.shown, 'activeOperators')}
              </p>
            </div>
          </Popup>
        </CircleMarker>
      ))}
      <MapController markers={markers} focus={focus} markets={markets} />
    </MapContainer>
  )
}
