// The Coverage Gaps map (issue #21 item 5): loaded in the browser only (coverage-gaps.tsx renders it
// after hydration, like the markets map), so Leaflet never runs on the server.
import 'leaflet/dist/leaflet.css'
import type { PopupEvent } from 'leaflet'
import { useEffect } from 'react'
import { CircleMarker, MapContainer, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet'
import { MAP_CENTER, MAP_HEIGHT_PX, MAP_INITIAL_ZOOM } from '#app/domain/markets/markets'
import { gapMarkerRadius } from '#app/domain/quotes/quote-log'
import { useTranslation } from '#app/i18n/react'

export type GapPoint = { zip: string; place: string | null; lat: number; lng: number; total: number }

export type CoverageGapsMapProps = { points: GapPoint[]; tileUrl: string; attribution: string }

/** Leaflet's popup close control is labelled in English; relabel it in the page's language. */
function PopupLabels() {
  const map = useMap()
  const { t } = useTranslation()
  useEffect(() => {
    const relabel = (event: PopupEvent) => {
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', t('adminCoverageGaps.closePopup'))
    }
    map.on('popupopen', relabel)
    return () => {
      map.off('popupopen', relabel)
    }
  }, [map, t])
  return null
}

export default function CoverageGapsMap({ points, tileUrl, attribution }: CoverageGapsMapProps) {
  const { t } = useTranslation()
  const largest = Math.max(0, ...points.map((p) => p.total))
  return (
    <MapContainer
      center={[MAP_CENTER.lat, MAP_CENTER.lng]}
      zoom={MAP_INITIAL_ZOOM}
      zoomControl={false}
      className="z-0 w-full rounded-xl"
      style={{ height: MAP_HEIGHT_PX }}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <ZoomControl
        position="topleft"
        zoomInTitle={t('adminCoverageGaps.zoomIn')}
        zoomOutTitle={t('adminCoverageGaps.zoomOut')}
      />
      {points.map((p) => (
        <CircleMarker
          key={p.zip}
          center={[p.lat, p.lng]}
          radius={gapMarkerRadius(p.total, largest)}
          pathOptions={{ color: '#b91c1c', weight: 2, fillColor: '#ef4444', fillOpacity: 0.5 }}
          className={`gap-marker gap-marker-${p.zip}`}
        >
          <Popup>
            <p className="!m-0 text-sm text-ink" data-testid="gap-popup">
              {t('adminCoverageGaps.popup', {
                zip: p.zip,
                place: p.place ?? t('adminCoverageGaps.unknownPlace'),
                total: p.total,
              })}
            </p>
          </Popup>
        </CircleMarker>
      ))}
      <PopupLabels />
    </MapContainer>
  )
}
