import { Link, useSearchParams } from 'react-router'
import { secondaryButton } from './fields'

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
