import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import {
  emptyMarketForm,
  marketActionSchema,
  positionFromText,
  type MarketFormText,
  type Position,
} from '#app/domain/markets/market-form'
import { marketStatuses } from '#app/domain/markets/markets'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath, useSiteSettings } from '#app/i18n/use-lang'
import type { MarketPositionMapProps } from './market-position-map'
import { adminInputClass, Control, primaryButton, secondaryButton, TextField } from './fields'

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

/** Click the map to place the market: the latitude and longitude fields take the point, the ZIP is emptied. */
function PositionPicker(props: { position: Position | null; onPick: (position: Position) => void }) {
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
            position={props.position}
            onPick={props.onPick}
            tileUrl={settings.mapTileUrl}
            attribution={settings.mapTileAttribution}
          />
        </Suspense>
      </MapBoundary>
    </div>
  )
}

/**
 * The Markets screen's add and edit form (Conform, with the schema the action parses through the
 * admin edge): city, state, the position by ZIP code, typed or clicked on the map, and the status. A refused post
 * comes back in `lastResult` with what was typed and the messages beside the fields.
 */
export function MarketForm(props: {
  /** The market being edited; null: a new one. */
  editing: { id: number; values: MarketFormText } | null
  lastResult: unknown
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
  const [form, fields] = useForm({
    id: props.editing ? `market-${props.editing.id}` : 'market-new',
    lastResult: props.lastResult as never,
    defaultValue: props.editing?.values ?? emptyMarketForm,
    constraint: getZodConstraint(marketActionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: marketActionSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const text = (name: 'city' | 'state' | 'zip' | 'lat' | 'lng', hint?: string) => (
    <TextField
      label={t(`adminMarkets.form.${name}`)}
      inputProps={getInputProps(fields[name], { type: 'text' })}
      errors={fields[name].errors}
      errorId={fields[name].errorId}
      hint={hint}
    />
  )
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="max-w-3xl space-y-5 rounded border border-slate-300 p-4"
      data-testid="market-form"
      aria-labelledby="market-form-title"
    >
      <h2 id="market-form-title" className="text-lg font-semibold text-slate-900">
        {props.editing
          ? t('adminMarkets.form.editTitle', { id: props.editing.id })
          : t('adminMarkets.form.addTitle')}
      </h2>
      <input type="hidden" name="intent" value="save" />
      {props.editing ? <input type="hidden" name="id" value={props.editing.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('city')}
        {text('state', t('adminMarkets.form.stateHint'))}
      </div>
      {text('zip', t('adminMarkets.form.zipHint'))}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('lat', t('adminMarkets.form.positionHint'))}
        {text('lng')}
      </div>
      <PositionPicker
        position={positionFromText(String(fields.lat.value ?? ''), String(fields.lng.value ?? ''))}
        onPick={(position) => {
          form.update({ name: fields.zip.name, value: '' })
          form.update({ name: fields.lat.name, value: String(position.lat) })
          form.update({ name: fields.lng.name, value: String(position.lng) })
        }}
      />
      <Control
        field={fields.status}
        label={t('adminMarkets.form.status')}
        hint={t('adminMarkets.form.statusHint')}
      >
        {(describedBy) => {
          const { key, ...rest } = getSelectProps(fields.status)
          return (
            <select key={key} {...rest} aria-describedby={describedBy} className={adminInputClass}>
              {marketStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`adminMarkets.status.${status}`)}
                </option>
              ))}
            </select>
          )
        }}
      </Control>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {props.editing ? t('adminMarkets.form.save') : t('adminMarkets.form.add')}
        </button>
        {props.editing ? (
          <Link to={href('/admin/markets')} className={secondaryButton}>
            {t('adminMarkets.form.cancel')}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
