import { useRef, useState } from 'react'
import { useNearViewport } from '../use-near-viewport'
import { Form, Link, useRevalidator } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { cardServices, FALLBACK_PROFILE_IMAGE } from '#app/domain/operators/operator'
import type { OperatorDirectory as Directory } from '#app/.server/services/operators/operators'
import { useLocalizedPath, useSiteSettings } from '#app/i18n/use-lang'
import type { MapOperator, OperatorsMapProps } from './operators-map'
import { lazyMap, MapPlaceholder, MapSlot, MapUnavailable } from '../maps/map-slot'
import { SampleBadge } from '../sample-badge'
import { isSampleOperator } from '#app/domain/operators/sample-operator'

const MAP_HEIGHT = 420

const OperatorsMap = lazyMap<OperatorsMapProps>(() => import('./operators-map'))

const field = 'mt-1 w-full rounded border border-slate-400 bg-white px-3 py-2'

/** /operators (§2.3): search, state filter, ZIP search in the URL; cards; the map. */
export function OperatorDirectory({ directory, loading }: { directory: Directory; loading: boolean }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const settings = useSiteSettings()
  const mapRef = useRef<HTMLDivElement>(null)
  // The map (Leaflet and its tiles) loads when the visitor gets near it, or asks for an operator on it.
  const { near: mounted, force: loadMap } = useNearViewport(mapRef)
  const [focus, setFocus] = useState<{ id: number; seq: number } | null>(null)
  const { query, operators } = directory
  const mapOperators: MapOperator[] = operators.flatMap((o) =>
    o.latitude != null && o.longitude != null
      ? [{ id: o.id, name: o.name, areaServed: o.areaServed, lat: o.latitude, lng: o.longitude }]
      : [],
  )

  return (
    <div className="bg-slate-50 pb-16">
      <header className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('operators.directory.title')}</h1>
          <p className="mt-3 text-lg">{t('operators.directory.subtitle')}</p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Form
          method="get"
          role="search"
          className="grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_1fr_auto]"
          data-testid="directory-search"
        >
          <div>
            <label htmlFor="directory-q" className="text-sm font-semibold text-slate-800">
              {t('operators.directory.searchLabel')}
            </label>
            <input
              id="directory-q"
              name="q"
              type="search"
              defaultValue={query.q}
              placeholder={t('operators.directory.searchPlaceholder')}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="directory-state" className="text-sm font-semibold text-slate-800">
              {t('operators.directory.stateLabel')}
            </label>
            <select id="directory-state" name="state" defaultValue={query.state} className={field}>
              <option value="">{t('operators.directory.allStates')}</option>
              {directory.states.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="directory-zip" className="text-sm font-semibold text-slate-800">
              {t('operators.directory.zipLabel')}
            </label>
            <input
              id="directory-zip"
              name="zip"
              inputMode="numeric"
              defaultValue={query.zip}
              placeholder={t('operators.directory.zipPlaceholder')}
              maxLength={10}
              className={field}
            />
          </div>
          <div className="flex items-end gap-2">
            <button
              type="submit"
              className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t('operators.directory.search')}
            </button>
            {query.q || query.state || query.zip ? (
              <Link
                to={href('/operators')}
                className="rounded border border-slate-400 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
              >
                {t('operators.directory.clear')}
              </Link>
            ) : null}
          </div>
        </Form>

        <div aria-live="polite" className="mt-6" data-testid="directory-status">
          {directory.zip.status === 'found' && directory.zip.served ? (
            <p className="font-semibold text-ink">
              {t('operators.directory.zipFound', {
                zip: query.zip,
                city: directory.zip.city,
                state: directory.zip.state,
                miles: directory.zip.limitMiles,
              })}
            </p>
          ) : directory.zip.status === 'found' ? (
            // Nobody serves it: said first, and the cards below are only the nearest, with distances.
            <p className="font-semibold text-amber-900" data-testid="directory-unserved">
              {t(
                operators.length > 0
                  ? 'operators.directory.zipUnserved'
                  : 'operators.directory.zipUnservedNone',
                {
                  zip: query.zip,
                  city: directory.zip.city,
                  state: directory.zip.state,
                  miles: directory.zip.limitMiles,
                },
              )}
            </p>
          ) : directory.zip.status === 'unknown' ? (
            <p className="font-semibold text-red-800">
              {t('operators.directory.zipUnknown', { zip: query.zip })}
            </p>
          ) : null}
          <p className="text-slate-700" data-testid="directory-count">
            {t('operators.directory.count', { count: operators.length })}
          </p>
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]" aria-busy={loading}>
          <ul className="grid content-start gap-4 sm:grid-cols-2" data-testid="operator-cards">
            {operators.map((o) => {
              const { shown, more } = cardServices(o.businessServices)
              return (
                <li
                  key={o.id}
                  className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                  data-testid="operator-card"
                  data-slug={o.slug}
                >
                  <div className="flex items-center gap-3">
                    <img
                      src={o.profileImageUrl || FALLBACK_PROFILE_IMAGE}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      className="h-14 w-14 rounded-full object-cover"
                    />
                    <div>
                      <h2 className="text-lg font-bold text-ink">{o.name}</h2>
                      {isSampleOperator(o) ? <SampleBadge testId="sample-operator-badge" /> : null}
                      {o.areaServed ? <p className="text-sm text-slate-700">{o.areaServed}</p> : null}
                      {o.miles != null ? (
                        <p className="text-sm text-slate-600">
                          {t('operators.directory.milesAway', { miles: o.miles.toFixed(1) })}
                        </p>
                      ) : null}
                    </div>
                  </div>
                  {o.tagline ? <p className="mt-3 text-sm text-slate-700">{o.tagline}</p> : null}
                  {shown.length > 0 ? (
                    <ul className="mt-3 flex flex-wrap gap-2" data-testid="card-services">
                      {shown.map((s) => (
                        <li
                          key={s}
                          className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
                        >
                          {s}
                        </li>
                      ))}
                      {more > 0 ? (
                        <li
                          className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700"
                          data-testid="card-more"
                        >
                          {t('operators.directory.more', { count: more })}
                        </li>
                      ) : null}
                    </ul>
                  ) : null}
                  <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
                    <Link
                      to={href(`/${o.slug}`)}
                      className="rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                    >
                      {t('operators.directory.viewProfile')}
                      <span className="sr-only">: {o.name}</span>
                    </Link>
                    {o.latitude != null && o.longitude != null ? (
                      <button
                        type="button"
                        onClick={() => {
                          loadMap()
                          setFocus((f) => ({ id: o.id, seq: (f?.seq ?? 0) + 1 }))
                        }}
                        className="text-sm font-semibold text-brand-700 underline underline-offset-4"
                      >
                        {t('operators.directory.showOnMap')}
                        <span className="sr-only">: {o.name}</span>
                      </button>
                    ) : null}
                  </div>
                </li>
              )
            })}
          </ul>
          {operators.length === 0 ? (
            <p className="text-slate-700" data-testid="directory-empty">
              {t('operators.directory.empty')}
            </p>
          ) : null}
          <div
            ref={mapRef}
            role="region"
            aria-label={t('operators.directory.mapLabel')}
            className="lg:sticky lg:top-24 lg:self-start"
            data-testid="operators-map"
          >
            <MapSlot
              shown={mounted}
              loading={<MapPlaceholder label={t('operators.directory.mapLoading')} height={MAP_HEIGHT} />}
              unavailable={
                <MapUnavailable
                  message={t('operators.directory.mapUnavailable')}
                  note={t('operators.directory.mapUnavailableNote')}
                />
              }
            >
              <OperatorsMap
                operators={mapOperators}
                tileUrl={settings.mapTileUrl}
                attribution={settings.mapTileAttribution}
                height={MAP_HEIGHT}
                focus={focus}
              />
            </MapSlot>
          </div>
        </div>
      </div>
    </div>
  )
}

/** The directory could not load: the message and Try Again (§2.3, §8). */
export function DirectoryError({ message }: { message: string | null }) {
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="directory-error">
      <h1 className="text-2xl font-bold text-ink">{t('operators.directory.title')}</h1>
      <p className="mt-4 text-red-800">
        {message ? t('operators.directory.loadError', { message }) : t('operators.directory.unexpected')}
      </p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        className="mt-6 rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('operators.directory.tryAgain')}
      </button>
    </section>
  )
}
