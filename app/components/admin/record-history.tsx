import type { HistoryEntry } from '#app/domain/admin/history'
import { useTranslation } from '#app/i18n/react'
import { useFormatWhen } from './admin-table'
import { RowAction } from './row-action'

/**
 * The History section of a record's edit view (issue #33, ADR 046), for the admin collections and
 * the operators: its versions newest first, when (the site's time zone), who, which fields each
 * changed (named as the form names them, in the staff member's language), and a Restore button for
 * every version but the current one. A restore posts `intent=restore` with the record and the
 * version's number; it is stored again as a new version.
 */
export function RecordHistory(props: {
  recordId: number
  /** The record's name in the table's caption. */
  name: string
  entries: readonly HistoryEntry[]
  /** The i18n key naming a field of the snapshot (its form label). */
  fieldLabel: (field: string) => string
  testId?: string
}) {
  const { t } = useTranslation()
  const formatWhen = useFormatWhen()
  const testId = props.testId ?? 'record-history'
  const H = (key: string, values?: Record<string, string | number>) => t(`admin.history.${key}`, values)
  const label = (field: string) =>
    t(field === 'hidden' ? 'admin.history.fields.hidden' : props.fieldLabel(field))
  const what = (entry: HistoryEntry) => {
    if (entry.first) return H(entry.savedByEmail ? 'added' : 'asItWas')
    if (entry.changed.length === 0) return H('noChanges')
    return entry.changed.map(label).join(', ')
  }
  return (
    <section aria-labelledby={`${testId}-title`} className="mt-8" data-testid={testId}>
      <h2 id={`${testId}-title`} className="text-lg font-semibold text-slate-900">
        {H('title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{H('intro')}</p>
      {props.entries.length === 0 ? (
        <p className="mt-3 text-slate-600">{H('empty')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">{H('caption', { name: props.name })}</caption>
            <thead>
              <tr className="border-b border-slate-300 bg-slate-50">
                <th scope="col" className="p-2">
                  {H('version')}
                </th>
                <th scope="col" className="p-2">
                  {H('savedAt')}
                </th>
                <th scope="col" className="p-2">
                  {H('savedBy')}
                </th>
                <th scope="col" className="p-2">
                  {H('changed')}
                </th>
                <th scope="col" className="p-2">
                  {H('actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {props.entries.map((entry, index) => (
                <tr
                  key={entry.version}
                  className="border-b border-slate-200 align-top"
                  data-testid={`${testId}-version`}
                >
                  <th scope="row" className="p-2 font-semibold">
                    {entry.version}
                  </th>
                  <td className="p-2 whitespace-nowrap">
                    <time dateTime={entry.savedAt}>{formatWhen(entry.savedAt, 'medium')}</time>
                  </td>
                  <td className="p-2">{entry.savedByEmail ?? H('nobody')}</td>
                  <td className="p-2" data-testid={`${testId}-changed`}>
                    {what(entry)}
                    {entry.restoredFrom ? (
                      <span className="block text-slate-600">
                        {H('restoredFrom', { version: entry.restoredFrom })}
                      </span>
                    ) : null}
                  </td>
                  <td className="p-2">
                    {index === 0 ? (
                      <span className="font-semibold text-green-800">{H('current')}</span>
                    ) : (
                      <RowAction
                        intent="restore"
                        id={props.recordId}
                        extra={{ version: String(entry.version) }}
                        label={H('restoreShort')}
                        ariaLabel={H('restore', { version: entry.version })}
                        confirm={H('restoreConfirm', { version: entry.version })}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
