import { Link, useSearchParams } from 'react-router'
import { adminInputClass, primaryButton, secondaryButton } from './fields'

/** A link target that changes some of the current query parameters (null removes one). */
export function useQueryLink() {
  const [params] = useSearchParams()
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k)
      else next.set(k, v)
    }
    const query = next.toString()
    return query ? `?${query}` : '?'
  }
}

/** Newer / Older links of a paged admin list (newest first). */
export function Pager(props: { page: number; hasMore: boolean; newer: string; older: string }) {
  const withParams = useQueryLink()
  if (props.page <= 1 && !props.hasMore) return null
  return (
    <div className="mt-4 flex gap-3">
      {props.page > 1 ? (
        <Link to={withParams({ page: String(props.page - 1), id: null })} className={secondaryButton}>
          {props.newer}
        </Link>
      ) : null}
      {props.hasMore ? (
        <Link to={withParams({ page: String(props.page + 1), id: null })} className={secondaryButton}>
          {props.older}
        </Link>
      ) : null}
    </div>
  )
}

/** The text search of an admin list's filter form (parameter `q`). */
export function FilterSearch(props: { id: string; label: string; defaultValue?: string }) {
  return (
    <div className="lg:col-span-2">
      <label htmlFor={props.id} className="block text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <input
        id={props.id}
        name="q"
        type="search"
        maxLength={100}
        defaultValue={props.defaultValue}
        className={adminInputClass}
      />
    </div>
  )
}

/**
 * A select of an admin list's filter form, with an 'any' choice first (empty value); `required`
 * makes that first choice a prompt the browser does not let through.
 */
export function FilterSelect(props: {
  id: string
  name: string
  label: string
  anyLabel: string
  defaultValue?: string | null
  options: ReadonlyArray<{ value: string; label: string }>
  required?: boolean
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.defaultValue ?? ''}
        required={props.required}
        className={adminInputClass}
      >
        <option value="">{props.anyLabel}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Apply, Clear (when something is filtered) and the CSV export of the filtered list. */
export function FilterActions(props: {
  applyLabel: string
  clearLabel: string
  filtered: boolean
  exportHref: string
  exportLabel: string
  exportTestId: string
  className?: string
}) {
  return (
    <div className={`flex flex-wrap items-end gap-2 ${props.className ?? ''}`}>
      <button type="submit" className={primaryButton}>
        {props.applyLabel}
      </button>
      {props.filtered ? (
        <Link to="?" className={secondaryButton}>
          {props.clearLabel}
        </Link>
      ) : null}
      <a href={props.exportHref} download className={secondaryButton} data-testid={props.exportTestId}>
        {props.exportLabel}
      </a>
    </div>
  )
}

/** The current query without some parameters (`?a=1`, or '' when nothing is left): export links. */
export function queryWithout(params: URLSearchParams, names: string[]): string {
  const next = new URLSearchParams(params)
  for (const name of names) next.delete(name)
  const query = next.toString()
  return query ? `?${query}` : ''
}
