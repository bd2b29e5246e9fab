import { useId, useState } from 'react'
import { Form, useSearchParams } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { estimateForDistanceInput } from '#app/domain/quote/calculator'
import { PriceEstimate } from './price-estimate'

/** What an `<input type=number>` can hold from the URL: a finite number as typed, else nothing. */
function numberInputValue(raw: string | null): string {
  const text = raw?.trim() ?? ''
  return text !== '' && Number.isFinite(Number(text)) ? text : ''
}

/**
 * Price by distance (network-site.md §2.6): the estimate appears as you type, only when the distance
 * parses to a number greater than 0. Without JavaScript the form is a GET with `?miles=`, priced by the
 * same function during the server render.
 */
export function DistanceCalculator() {
  const { t } = useTranslation()
  const id = useId()
  const [params] = useSearchParams()
  const fromUrl = numberInputValue(params.get('miles'))
  const [value, setValue] = useState(fromUrl)
  // A submitted form changes the URL: take its value (adjusting state during render, not in an effect).
  const [urlSeen, setUrlSeen] = useState(fromUrl)
  if (urlSeen !== fromUrl) {
    setUrlSeen(fromUrl)
    setValue(fromUrl)
  }
  const price = estimateForDistanceInput(value)
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t('servicePages.calculator.distance.title')}
      </h2>
      <Form method="get" replace preventScrollReset noValidate className="mt-4">
        <label htmlFor={`${id}-miles`} className="block font-medium text-slate-800">
          {t('servicePages.calculator.distance.label')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-miles`}
            name="miles"
            type="number"
            min="0"
            step="0.1"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-describedby={`${id}-hint`}
            className="w-full rounded-lg border border-slate-400 px-3 py-2 text-lg focus:border-blue-700 focus:outline-2 focus:outline-blue-700"
            data-testid="miles-input"
          />
          <button
            type="submit"
            className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {t('servicePages.calculator.distance.submit')}
          </button>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t('servicePages.calculator.distance.hint')}
        </p>
      </Form>
      <div aria-live="polite" className="mt-6">
        {price ? (
          <PriceEstimate price={price} testId="distance-estimate" />
        ) : (
          <p className="text-slate-700" data-testid="distance-empty">
            {t('servicePages.calculator.distance.empty')}
          </p>
        )}
      </div>
    </section>
  )
}
