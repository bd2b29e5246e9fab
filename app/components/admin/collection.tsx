import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { RowIntent } from '#app/domain/admin/collection'
import type { HistoryEntry } from '#app/domain/admin/history'
import type { Notice } from '#app/domain/http/replies'
import type { Lang } from '#app/domain/routing/locale'
import { useTranslation } from '#app/i18n/react'
import type { TFunction } from '#app/i18n/translate'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'
import { AdminLayout, NoticeBanner } from './admin-layout'
import type { statusTones } from './admin-table'
import { AdminTable, StatusBadge, type Column } from './admin-table'
import { CollectionForm, type Choices, type FormConfig, type PickableImage } from './collection-form'
import { primaryButton, secondaryButton } from './fields'
import { RecordHistory } from './record-history'
import { replyNotice, saveReply } from './route-helpers'
import { Actions, RowAction } from './row-action'

/**
 * The screen half of an admin collection (ADR 042): the list, in its order, with the row actions
 * the collection offers (move up or down, edit, hide or show, delete), and the add or edit form. A
 * collection supplies its texts, its columns and its form's fields; the server half
 * (`app/.server/http/admin-collection.ts`) supplies the data. Below the edit form, the row's
 * History (ADR 046), its fields named by the form's labels.
 */

type Texts = {
  /** The screen's texts: `<texts>.title`, `.intro`, `.invalid`. */
  texts: string
  /** The list's texts' prefix (`<list>caption`, `empty`, `editLabel`…); `<texts>.list.` by default. */
  list?: string
  /** Where the list's texts are named otherwise (`{ up: 'moveUp' }`: `moveUp`, `moveUpLabel`). */
  keys?: Partial<Record<'order' | 'up' | 'down', string>>
  /** The list has a heading, `<list>title` (none: the page's title says it). */
  listTitle?: boolean
}

export type CollectionScreenConfig<Row extends { id: number }> = Texts &
  FormConfig & {
    path: string
    intents: readonly RowIntent[]
    /** The value of `{{name}}`-like placeholders in the row's labels: its key and a row's name. */
    nameKey: string
    name: (row: Row, lang: Lang) => string
    /** The collection's own columns, between the order and the status. */
    columns: (t: TFunction, lang: Lang) => Array<Column<Row & { position: number }>>
    testIds: { list: string; row: string; form: string; status?: string }
    minWidth?: 'min-w-[48rem]' | 'min-w-[56rem]'
    /**
     * Hide and show: the badge's tones, whether a row is hidden, and whether it may be (a row the
     * site always needs offers no Hide).
     */
    visibility?: {
      tones: keyof typeof statusTones
      hidden: (row: Row) => boolean
      canHide?: (row: Row) => boolean
    }
    /** The form opens from an "add" link (`?new`) instead of always standing below the list. */
    addLink?: string
  }

type LoaderData<Row> = {
  staff: { email: string }
  rows: Row[]
  editing:
    ({ id: number; name: string; values: object; history?: HistoryEntry[] } & Record<string, unknown>) | null
  images: PickableImage[]
  /** A select's choices from the data (the operators a story can name), by name. */
  choices?: Choices
  notice: Notice | null
  /** A new row's fields filled in by the link that opened the form (CollectionServer `prefill`). */
  prefill?: Record<string, string> | null
}

export function CollectionScreen<Row extends { id: number }>(props: {
  config: CollectionScreenConfig<Row>
  loaderData: LoaderData<Row>
  actionData: unknown
  intro?: ReactNode
}) {
  const { config, loaderData } = props
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const [params] = useSearchParams()
  const { editing } = loaderData
  const lastResult = saveReply(props.actionData)
  const open = !config.addLink || editing || params.has('new') || lastResult
  const list = <CollectionList config={config} rows={loaderData.rows} />
  return (
    <AdminLayout email={loaderData.staff.email} title={t(`${config.texts}.title`)}>
      <NoticeBanner
        notice={replyNotice(props.actionData as never, `${config.texts}.invalid`) ?? loaderData.notice}
      />
      <p className="mb-6 max-w-3xl text-slate-700">{props.intro ?? t(`${config.texts}.intro`)}</p>
      {config.addLink && !open ? (
        <div className="mb-4 flex justify-end">
          <Link to={href(`${config.path}?new`)} className={primaryButton}>
            {t(config.addLink)}
          </Link>
        </div>
      ) : null}
      {config.listTitle ? (
        <section aria-labelledby={`${config.testIds.list}-title`} className="mb-8">
          <h2 id={`${config.testIds.list}-title`} className="mb-3 text-lg font-semibold text-slate-900">
            {t(`${config.list ?? `${config.texts}.list.`}title`)}
          </h2>
          {list}
        </section>
      ) : (
        <div className="mb-8">{list}</div>
      )}
      {open ? (
        <CollectionForm
          // A new version (a save, a restore) starts the form again from the stored values.
          key={editing ? `edit-${editing.id}-${editing.history?.[0]?.version ?? 0}` : 'new'}
          config={config}
          initial={loaderData.prefill ? { ...config.empty, ...loaderData.prefill } : undefined}
          path={config.path}
          testId={config.testIds.form}
          editing={editing}
          images={loaderData.images}
          choices={loaderData.choices ?? {}}
          lastResult={lastResult}
          cancel={Boolean(editing || config.addLink)}
        />
      ) : null}
      {editing?.history ? (
        <RecordHistory
          recordId={editing.id}
          name={editing.name}
          entries={editing.history}
          fieldLabel={(field) => `${config.labels}${field}`}
        />
      ) : null}
    </AdminLayout>
  )
}

function CollectionList<Row extends { id: number }>(props: {
  config: CollectionScreenConfig<Row>
  rows: readonly Row[]
}) {
  const { config } = props
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const L = (key: string, row?: Row) =>
    t(`${config.list ?? `${config.texts}.list.`}${key}`, row && { [config.nameKey]: config.name(row, lang) })
  const key = (k: 'order' | 'up' | 'down') => config.keys?.[k] ?? k
  const offers = (intent: RowIntent) => config.intents.includes(intent)
  type Listed = Row & { position: number }
  const columns: Array<Column<Listed>> = []
  if (offers('move'))
    columns.push({
      key: 'order',
      header: L(key('order')),
      cell: (row) => (
        <Actions>
          <span className="w-6 pt-1.5 font-semibold">{row.position}</span>
          {(['up', 'down'] as const).map((direction) => (
            <RowAction
              key={direction}
              intent="move"
              id={row.id}
              extra={{ direction }}
              label={L(key(direction))}
              ariaLabel={L(`${key(direction)}Label`, row)}
              disabled={row.position === (direction === 'up' ? 1 : props.rows.length)}
            />
          ))}
        </Actions>
      ),
    })
  columns.push(...config.columns(t, lang))
  const visibility = config.visibility
  if (visibility)
    columns.push({
      key: 'status',
      header: L('status'),
      cell: (row) => {
        const status = visibility.hidden(row) ? 'hidden' : 'shown'
        return (
          <StatusBadge list={visibility.tones} status={status} testId={config.testIds.status ?? ''}>
            {L(status)}
          </StatusBadge>
        )
      },
    })
  columns.push({
    key: 'actions',
    header: L('actions'),
    cell: (row) => {
      const hidden = visibility?.hidden(row)
      return (
        <Actions>
          <Link
            to={href(`${config.path}?edit=${row.id}`)}
            className={secondaryButton}
            aria-label={L('editLabel', row)}
          >
            {L('edit')}
          </Link>
          {visibility && (hidden || (visibility.canHide?.(row) ?? true)) ? (
            <RowAction
              intent={hidden ? 'show' : 'hide'}
              id={row.id}
              label={L(hidden ? 'show' : 'hide')}
              ariaLabel={L(hidden ? 'showLabel' : 'hideLabel', row)}
            />
          ) : null}
          {offers('delete') ? (
            <RowAction
              intent="delete"
              id={row.id}
              label={L('delete')}
              ariaLabel={L('deleteLabel', row)}
              danger
              confirm={L('deleteConfirm')}
            />
          ) : null}
        </Actions>
      )
    },
  })
  if (props.rows.length === 0) return <p className="text-slate-700">{L('empty')}</p>
  return (
    <AdminTable
      rows={props.rows.map((row, i) => ({ ...row, position: i + 1 }))}
      columns={columns}
      testId={config.testIds.list}
      rowTestId={config.testIds.row}
      caption={L('caption')}
      minWidth={config.minWidth}
    />
  )
}
