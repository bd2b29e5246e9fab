import { useRef, useState } from 'react'
import { useNearViewport } from '../use-near-viewport'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import {
  LARGER_MAP_ZOOM,
  largerMapUrl,
  MAP_CENTER,
  MAP_HEIGHT_PX,
  type Market,
} from '#app/domain/markets/markets'
import { useLocalizedPath, useSiteSettings } from '#app/i18n/use-lang'
import { lazyMap, MapPlaceholder, MapSlot, MapUnavailable } from '../maps/map-slot'
import { marketShownText } from './market-shown'
import type { MarketsMapProps } from './markets-map'

/**
 * Leaflet and the map load only once the section nears the viewport. A failed download or a map
 * that fails leaves the "map unavailable" note (the map slot), so the cards keep working.
 */
const MarketsMap = lazyMap<MarketsMapProps>(() => import('./markets-map'))

/** Starts loading the map this far before the map's box scrolls into view. */
const PRELOAD_MARGIN = '100px 0px'

/** The Map Locator section (marketing-site.md §2): map, legend, larger-map link, city cards. */
export function MarketsSection({ markets }: { markets: Market[] }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const settings = useSiteSettings()
  const mapAreaRef = useRef<HTMLDivElement>(null)
  const { near: nearViewport, force: loadMap } = useNearViewport(mapAreaRef, PRELOAD_MARGIN)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [focus, setFocus] = useState<{ id: number; seq: number } | null>(null)

  function showMarket(id: number) {
    setSelectedId(id)
    setFocus((previous) => ({ id, seq: (previous?.seq ?? 0) + 1 }))
    loadMap()
    const area = mapAreaRef.current
    if (area && area.getBoundingClientRect().top < 0) area.scrollIntoView({ block: 'start' })
  }

  return (
    <section aria-labelledby="markets-title" className="bg-slate-50 py-16" data-testid="markets-section">
      <div className="mx-auto max-w-7xl px-4">
        <div className="max-w-3xl">
          <h2 id="markets-title" className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
            {t('markets.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t('markets.subtitle')}</p>
        </div>

        <div ref={mapAreaRef} className="mt-8 scroll-mt-24">
          <div role="region" aria-label={t('markets.mapLabel')} data-testid="markets-map">
            <MapSlot
              shown={nearViewport}
              loading={<MapPlaceholder label={t('markets.loading')} height={MAP_HEIGHT_PX} />}
              unavailable={<MapUnavailable message={t('markets.unavailable')} />}
            >
              <MarketsMap
                markets={markets}
                tileUrl={settings.mapTileUrl}
                attribution={settings.mapTileAttribution}
                focus={focus}
                onSelect={setSelectedId}
              />
            </MapSlot>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <p
              className="flex items-center gap-2 text-sm font-semibold text-slate-700"
              data-testid="map-legend"
            >
              <span
                aria-hidden="true"
                className="h-3.5 w-3.5 rounded-full border-2 border-brand-700 bg-brand-500"
              />
              {t('markets.legend')}
            </p>
            <a
              href={largerMapUrl(settings.mapsSiteUrl, MAP_CENTER, LARGER_MAP_ZOOM)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {t('markets.viewLarger')}
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
          </div>
        </div>

        <ul
          aria-label={t('markets.cardsLabel')}
          className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          data-testid="market-cards"
        >
          {markets.map((market) => {
            const selected = market.id === selectedId
            return (
              <li key={market.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => showMarket(market.id)}
                  data-market-id={market.id}
                  className={`h-full w-full rounded-lg border bg-white p-4 text-left shadow-sm transition hover:border-brand-700 ${
                    selected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'
                  }`}
                >
                  <span className="block font-bold text-ink">
                    {market.city}, {market.state}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">
                    {marketShownText(t, market.shown, 'operators')}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>

        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <p className="text-slate-700">{t('markets.ctaText')}</p>
          <Link
            to={href('/contact')}
            className="rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t('markets.checkAvailability')}
          </Link>
        </div>
      </div>
    </section>
  )
}
