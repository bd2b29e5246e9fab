import { useEffect, useRef, useState, type DragEvent } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import { secondaryButton } from '#app/components/admin/fields'
import { lostReasons, LOST_STAGE } from '#app/domain/people/pipeline'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'

export type BoardCard = {
  id: number
  name: string
  sourceLabel: string | null
  ownerEmail: string | null
  ageDays: number
  staleNew: boolean
}

export type BoardColumn = {
  key: string
  label: string
  count: number
  cards: BoardCard[]
}

const selectClass = 'mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-1 text-sm'

/**
 * The pipeline board (issue #34): a column per stage with its count, a card per person. Every card
 * is a form ("Move to" and Move), so a move works by keyboard alone and without JavaScript; once
 * the page runs its script, a card can also be dragged onto a column, which posts the same form.
 * A drop on Lost does not post: it picks Lost on the card and puts the focus on its reason.
 */
export function PipelineBoard({
  columns,
  focusPerson,
}: {
  columns: BoardColumn[]
  /** The person just moved (or refused): the focus returns to their card's "Move to". */
  focusPerson?: number | null
}) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const submit = useSubmit()
  const [hydrated, setHydrated] = useState(false)
  const [dragging, setDragging] = useState<BoardCard | null>(null)
  const forms = useRef(new Map<number, HTMLFormElement>())
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (!focusPerson) return
    const select = forms.current.get(focusPerson)?.elements.namedItem('stage') as HTMLSelectElement | null
    select?.focus()
  }, [focusPerson, columns])

  function drop(stage: string, event: DragEvent) {
    event.preventDefault()
    const card = dragging
    setDragging(null)
    const form = card && forms.current.get(card.id)
    if (!card || !form) return
    const select = form.elements.namedItem('stage') as HTMLSelectElement
    select.value = stage
    if (stage === LOST_STAGE) {
      ;(form.elements.namedItem('lostReason') as HTMLSelectElement).focus()
      return
    }
    submit(form)
  }

  return (
    <div className="overflow-x-auto pb-2" data-testid="pipeline-board">
      {dragging ? (
        <p className="sr-only" aria-live="polite">
          {t('adminPipeline.board.dropHere', { name: dragging.name })}
        </p>
      ) : null}
      <ol className="flex min-w-max gap-3">
        {columns.map((column) => (
          <li
            key={column.key}
            className="w-64 shrink-0 rounded border border-slate-200 bg-slate-50 p-2"
            data-testid="board-column"
            data-stage={column.key}
            onDragOver={hydrated ? (e) => e.preventDefault() : undefined}
            onDrop={hydrated ? (e) => drop(column.key, e) : undefined}
          >
            <h2
              className="flex items-baseline justify-between px-1 text-base font-bold text-slate-900"
              aria-label={t('adminPipeline.board.columnLabel', { stage: column.label, count: column.count })}
            >
              <span>{column.label}</span>
              <span className="text-sm font-semibold text-slate-700" data-testid="column-count">
                {column.count}
              </span>
            </h2>
            {column.cards.length === 0 ? (
              <p className="mt-2 px-1 text-sm text-slate-600">{t('adminPipeline.board.emptyColumn')}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {column.cards.map((card) => (
                  <li
                    key={card.id}
                    className="rounded border border-slate-300 bg-white p-2 text-sm shadow-sm"
                    data-testid="board-card"
                    data-person={card.id}
                    draggable={hydrated || undefined}
                    onDragStart={hydrated ? () => setDragging(card) : undefined}
                    onDragEnd={hydrated ? () => setDragging(null) : undefined}
                  >
                    <Link
                      to={href(`/admin/people/${card.id}`)}
                      className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                    >
                      {card.name}
                    </Link>
                    {card.staleNew ? (
                      <p
                        className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                        data-testid="stale-new"
                      >
                        {t('adminPipeline.board.staleNew')}
                      </p>
                    ) : null}
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-700">
                      <dt>{t('adminPipeline.board.source')}</dt>
                      <dd className="break-all">{card.sourceLabel ?? t('adminPipeline.people.direct')}</dd>
                      <dt>{t('adminPipeline.board.owner')}</dt>
                      <dd className="break-all">{card.ownerEmail ?? t('adminPipeline.people.unassigned')}</dd>
                      <dt>{t('adminPipeline.board.age')}</dt>
                      <dd>
                        {card.ageDays === 0
                          ? t('adminPipeline.board.today')
                          : t('adminPipeline.board.days', { count: card.ageDays })}
                      </dd>
                    </dl>
                    <Form
                      method="post"
                      className="mt-2 space-y-1"
                      ref={(form) => {
                        if (form) forms.current.set(card.id, form)
                        else forms.current.delete(card.id)
                      }}
                    >
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="personId" value={card.id} />
                      <label className="block text-xs font-semibold text-slate-800">
                        <span aria-hidden="true">{t('adminPipeline.board.moveTo')}</span>
                        <span className="sr-only">
                          {t('adminPipeline.board.moveToLabel', { name: card.name })}
                        </span>
                        <select name="stage" defaultValue={column.key} className={selectClass}>
                          {columns.map((c) => (
                            <option key={c.key} value={c.key}>
                              {c.label}
                            </option>
                          ))}
                        </select>
                      </label>
                      <label className="block text-xs font-semibold text-slate-800">
                        <span aria-hidden="true">{t('adminPipeline.board.lostReason')}</span>
                        <span className="sr-only">
                          {t('adminPipeline.board.lostReasonLabel', { name: card.name })}
                        </span>
                        <select name="lostReason" defaultValue="" className={selectClass}>
                          <option value="">{t('adminPipeline.board.chooseReason')}</option>
                          {lostReasons.map((r) => (
                            <option key={r} value={r}>
                              {t(`adminPipeline.lostReasons.${r}`)}
                            </option>
                          ))}
                        </select>
                      </label>
                      <button
                        type="submit"
                        className={secondaryButton}
                        aria-label={t('adminPipeline.board.moveLabel', { name: card.name })}
                      >
                        {t('adminPipeline.board.move')}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            {column.count > column.cards.length ? (
              <Link
                to={href(`/admin/people?stage=${column.key}`)}
                className="mt-2 block px-1 text-sm text-brand-800 underline"
              >
                {t('adminPipeline.board.more', { count: column.count - column.cards.length })}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  )
}
