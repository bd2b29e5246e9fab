import { useTranslation } from '#app/i18n/react'
import { zipPreview, type ServiceArea } from '#app/domain/service-areas/search'
import { ChevronIcon } from '../icons/icon'
import { MapPinIcon } from './icons'

/**
 * One service area. Its button toggles the card open (selected) to show up to 12 ZIP codes then
 * '+N more'. Without JavaScript the button submits a GET form that opens or closes it in the URL.
 */
export function AreaCard({
  area,
  open,
  highlightedZip,
  query,
  openIdsAfterToggle,
  onToggle,
}: {
  area: ServiceArea
  open: boolean
  /** The searched ZIP code, when this area serves it. */
  highlightedZip?: string
  query: string
  openIdsAfterToggle: number[]
  onToggle: () => void
}) {
  const { t } = useTranslation()
  const { shown, more } = zipPreview(area.zipCodes)
  const panelId = `area-${area.id}-zips`
  const highlighted = highlightedZip !== undefined
  return (
    <li
      id={`area-${area.id}`}
      data-testid="area-card"
      data-selected={open}
      data-highlighted={highlighted}
      className={`scroll-mt-24 rounded-xl border-2 bg-white shadow-sm transition-colors ${
        open ? 'border-blue-700 bg-blue-50' : 'border-slate-200'
      } ${highlighted ? 'ring-4 ring-amber-400' : ''}`}
    >
      <form method="get" action={`#area-${area.id}`}>
        {query ? <input type="hidden" name="q" value={query} /> : null}
        {openIdsAfterToggle.map((id) => (
          <input key={id} type="hidden" name="open" value={id} />
        ))}
        <button
          type="submit"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={(event) => {
            event.preventDefault()
            onToggle()
          }}
          className="flex w-full items-center gap-3 rounded-xl p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <MapPinIcon className="h-6 w-6 flex-none text-blue-700" />
          <span className="flex-1">
            <span className="block text-lg font-bold text-slate-900">
              {area.city}, {area.state}
            </span>
            <span className="block text-sm text-slate-700" data-testid="zip-count">
              {t('servicePages.areas.zipCount', { count: area.zipCodes.length })}
            </span>
          </span>
          <ChevronIcon
            className={`h-5 w-5 flex-none text-slate-600 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </form>
      {highlighted ? (
        <p className="mx-4 mb-3 rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-950">
          {t('servicePages.areas.zipServed', { zip: highlightedZip })}
        </p>
      ) : null}
      <div id={panelId} hidden={!open} className="px-4 pb-4">
        <ul
          aria-label={t('servicePages.areas.zipListLabel', { city: area.city })}
          className="flex flex-wrap gap-2"
          data-testid="zip-list"
        >
          {shown.map((zip) => (
            <li
              key={zip}
              className={`rounded px-2 py-1 font-mono text-sm ${
                zip === highlightedZip
                  ? 'bg-amber-300 font-bold text-slate-950'
                  : 'bg-white text-slate-800 ring-1 ring-slate-300'
              }`}
            >
              {zip}
            </li>
          ))}
        </ul>
        {more > 0 ? (
          <p className="mt-2 text-sm font-semibold text-slate-700" data-testid="zip-more">
            {t('servicePages.areas.more', { count: more })}
          </p>
        ) : null}
      </div>
    </li>
  )
}
