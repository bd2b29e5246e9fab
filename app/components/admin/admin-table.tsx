import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { secondaryButton } from './fields'
import { useQueryLink } from './list-parts'
import { formatInZone } from '#app/domain/time/format'
import { useLang, useSiteTimeZone } from '#app/i18n/use-lang'

/**
 * The table, status badge, filter pills and detail panel every admin list shares (orders,
 * submissions, mail, subscribers, newsletters): one look, one set of test ids, one place to change.
 */

export type Column<Row> = {
  key: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** Classes of the column's cells (the header gets the alignment too). */
  className?: string
  align?: 'right'
}

export function AdminTable<Row extends { id: string | number }>(props: {
  rows: readonly Row[]
  columns: ReadonlyArray<Column<Row>>
  testId: string
  rowTestId: string
  /**
   * A caption only screen readers hear (the page's heading says it to the eye); it also names the
   * region the table scrolls in.
   */
  caption: string
  /** The table's minimum width, as a whole Tailwind class. */
  minWidth?: 'min-w-[48rem]' | 'min-w-[56rem]'
}) {
  const last = props.columns.length - 1
  const right = (c: Column<Row>) => (c.align === 'right' ? 'text-right' : '')
  const captionId = useId()
  return (
    <TableScroll labelledBy={captionId}>
      <table
        className={`w-full ${props.minWidth ?? 'min-w-[48rem]'} text-left text-sm`}
        data-testid={props.testId}
      >
        <caption id={captionId} className="sr-only">
          {props.caption}
        </caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {props.columns.map((c, i) => (
              <th key={c.key} scope="col" className={`py-2 ${i === last ? '' : 'pr-3'} ${right(c)}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 align-top" data-testid={props.rowTestId}>
              {props.columns.map((c, i) => (
                <td
                  key={c.key}
                  className={`py-2 ${i === last ? '' : 'pr-3'} ${right(c)} ${c.className ?? ''}`}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}

/**
 * The frame of a table wider than a phone (issue #30 item 8): it scrolls sideways inside the page,
 * which itself never does, and as a named region that takes focus, a keyboard can scroll it too
 * and a screen reader says what it holds.
 */
export function TableScroll(props: { labelledBy: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={props.labelledBy}
      tabIndex={0}
      className={`max-w-full overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${props.className ?? ''}`}
    >
      {props.children}
    </div>
  )
}

const badgeTones = {
  amber: 'bg-amber-100 text-amber-900',
  sky: 'bg-sky-100 text-sky-900',
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  slate: 'bg-slate-200 text-slate-900',
  muted: 'bg-slate-100 text-slate-800',
} as const
export type BadgeTone = keyof typeof badgeTones

/** The colour of each status of each list: waiting amber, under way sky, done green, failed red. */
export const statusTones = {
  orders: { placed: 'amber', paid: 'sky', shipped: 'green', cancelled: 'slate', refunded: 'muted' },
  submissions: { new: 'amber', contacted: 'sky', closed: 'slate' },
  chatQuestions: { open: 'amber', handled: 'green' },
  mail: { pending: 'amber', sending: 'sky', sent: 'green', failed: 'red', held: 'slate', skipped: 'muted' },
  subscribers: { pending: 'amber', active: 'green', unsubscribed: 'slate', bounced: 'red' },
  newsletters: { draft: 'slate', scheduled: 'amber', sending: 'sky', sent: 'green', failed: 'red' },
  videos: { shown: 'green', hidden: 'slate' },
  articles: { draft: 'slate', scheduled: 'amber', live: 'green' },
  products: { shown: 'green', hidden: 'slate' },
  markets: { active: 'green', recruiting: 'amber', comingSoon: 'sky' },
  bookings: { pending: 'amber', accepted: 'sky', completed: 'green', declined: 'slate' },
  deliveries: {
    accepted: 'amber',
    picked_up: 'sky',
    in_transit: 'sky',
    delivered: 'green',
    failed_attempt: 'red',
    cancelled: 'slate',
  },
} as const satisfies Record<string, Record<string, BadgeTone>>

/** A status as a coloured label; `list` picks the colours of one list's statuses. */
export function StatusBadge(props: {
  list: keyof typeof statusTones
  status: string
  testId: string
  children: ReactNode
}) {
  const tones: Record<string, BadgeTone> = statusTones[props.list]
  const tone = tones[props.status]
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${tone ? badgeTones[tone] : ''}`}
      data-testid={props.testId}
    >
      {props.children}
    </span>
  )
}

/** The status (or kind) filter of a list, as links with counts; the first one is 'all'. */
export function FilterPills(props: {
  label: string
  param: string
  current: string | null
  values: readonly string[]
  counts: Partial<Record<string, number>>
  name: (value: string) => string
  allLabel: string
  testIdPrefix: string
}) {
  const withParams = useQueryLink()
  const total = Object.values(props.counts).reduce<number>((a, b) => a + (b ?? 0), 0)
  return (
    <nav aria-label={props.label} className="mb-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {[null, ...props.values].map((value) => {
          const current = props.current === value
          const count = value ? (props.counts[value] ?? 0) : total
          return (
            <li key={value ?? 'all'}>
              <Link
                to={withParams({ [props.param]: value, page: null, id: null })}
                aria-current={current ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1 font-semibold ${current ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
                data-testid={`${props.testIdPrefix}-${value ?? 'all'}`}
              >
                {value ? props.name(value) : props.allLabel} ({count})
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The panel of one row (?id=) above a list, with its title and a Close link. */
export function DetailPanel(props: {
  id: string
  title: string
  closeLabel: string
  testId: string
  children: ReactNode
}) {
  const withParams = useQueryLink()
  return (
    <section
      aria-labelledby={props.id}
      className="mb-6 rounded border border-slate-300 bg-slate-50 p-4"
      data-testid={props.testId}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={props.id} className="text-lg font-bold text-slate-900">
          {props.title}
        </h2>
        <Link to={withParams({ id: null })} className={secondaryButton}>
          {props.closeLabel}
        </Link>
      </div>
      {props.children}
    </section>
  )
}

/** Term and description rows of a detail panel. */
export function DetailList(props: { rows: ReadonlyArray<[ReactNode, ReactNode] | null | false> }) {
  return (
    <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {props.rows.map((row, i) =>
        row ? (
          <div key={i} className="contents">
            <dt className="font-semibold text-slate-700">{row[0]}</dt>
            <dd className="break-words">{row[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  )
}

/**
 * Dates and times as the lists show them: in the page's language and the site's time zone, with its
 * abbreviation (formatInZone), not the server's or the browser's zone.
 */
export function useFormatWhen() {
  const lang = useLang()
  const zone = useSiteTimeZone()
  return (iso: string, timeStyle: 'short' | 'medium' = 'short') =>
    formatInZone(iso, zone, lang, { seconds: timeStyle === 'medium' })
}

/** The status column of a list: the row's status as a badge. */
export function statusColumn<Row extends { id: string | number; status: string }>(options: {
  list: keyof typeof statusTones
  header: string
  name: (status: string) => string
  testId: string
}): Column<Row> {
  return {
    key: 'status',
    header: options.header,
    cell: (row) => (
      <StatusBadge list={options.list} status={row.status} testId={options.testId}>
        {options.name(row.status)}
      </StatusBadge>
    ),
  }
}

/** The link that opens a row's detail panel (?id=). */
export function ViewLink(props: { id: string | number; label: string; ariaLabel?: string }) {
  const withParams = useQueryLink()
  return (
    <Link to={withParams({ id: String(props.id) })} className={secondaryButton} aria-label={props.ariaLabel}>
      {props.label}
    </Link>
  )
}

/** The last column of a list: the link to a row's detail panel. */
export function viewColumn<Row extends { id: string | number }>(
  header: string,
  label: string,
  ariaLabel: (row: Row) => string,
): Column<Row> {
  return {
    key: 'actions',
    header,
    cell: (row) => <ViewLink id={row.id} label={label} ariaLabel={ariaLabel(row)} />,
  }
}
