import { data, type RouterContextProvider } from 'react-router'
import { doneOf, type CollectionPost, type Direction, type Done } from '#app/domain/admin/collection'
import { optionalRowId } from '#app/domain/admin/intents'
import { ADMIN_CACHE_CONTROL, type Notice } from '#app/domain/http/replies'
import type { Lang } from '#app/domain/routing/locale'
import type { z } from '#app/domain/zod'
import { appContext, languageContext, staffContext } from '../context'
import { dbOf, type DataSource } from '../db/source'
import { pickableLibraryImages } from '../services/content/images'
import { adminEdge } from './admin-edge'

/**
 * The server half of an admin collection (ADR 042): the loader of its list and of the row in
 * `?edit=`, and one action for every post of its screen (save, delete, move, hide, show), each
 * answered with a notice in the visitor's language, or with the refused form (what was typed, a
 * message beside each field). A collection supplies its schema and its store (a service).
 */

export type SaveResult =
  | { ok: true; id: number; created: boolean }
  | { ok: false; reason: 'not-found' }
  /** A refusal only the database can make (a picture deleted meanwhile), beside its field: an i18n key. */
  | { ok: false; reason: 'field'; field: string; message: string }

/** What a save or the edit form may need besides the row: who saves, the site's time zone, the time. */
export type SaveContext = { staffId: number; zone: string; now: Date }

/** What a collection's service offers the screen; the row operations a collection has not are absent. */
export type CollectionStore<Row, Stored, Fields, Edit extends { values: object }> = {
  /** Every row of the list, in its order (hidden ones too). */
  list: (source: DataSource, lang: Lang) => Promise<Row[]>
  find: (source: DataSource, id: number) => Promise<Stored | null | undefined>
  /** A stored row's name in the notices and the edit form's heading. */
  name: (stored: Stored, lang: Lang) => string
  /** A stored row in the edit form: its fields as text (`values`), and what else the form shows. */
  edit: (stored: Stored, context: Pick<SaveContext, 'zone'>) => Edit
  /** Adds a row (no `id`) or changes one, from the form's checked values. */
  save: (
    source: DataSource,
    fields: Fields,
    id: number | undefined,
    context: SaveContext,
  ) => Promise<SaveResult>
  remove?: (source: DataSource, id: number) => Promise<boolean>
  /** False when the row is already at that end. */
  move?: (source: DataSource, id: number, direction: Direction) => Promise<boolean>
  setHidden?: (source: DataSource, id: number, hidden: boolean) => Promise<boolean>
}

export type CollectionServer<Row, Stored, Fields, Edit extends { values: object }> = {
  /** The texts' namespace: `<texts>.notFound`, `.invalid`, and the notices of `done`. */
  texts: string
  /** The screen's path (`/admin/videos`); its form is named after it (`admin-videos`). */
  path: `/admin/${string}`
  schema: z.ZodType<CollectionPost<Fields>>
  store: CollectionStore<Row, Stored, Fields, Edit>
  /** The name's value in the notices (`{{title}}`, `{{market}}`…). */
  nameKey: string
  /** The notices' keys under `texts` where they are not the names of `Done`. */
  done?: Partial<Record<Done, string>>
  /** The form reads the raw text (no Conform coercion: an empty field is ''). */
  coercion?: false
  /** The form picks a picture from the Image Manager. */
  images?: boolean
  /** More the form offers (a select's choices: the operators a story can name), by name. */
  choices?: (source: DataSource) => Promise<Record<string, Array<{ value: string; label: string }>>>
}

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** A list kept in order: moves a row one place, the whole list numbered again, in one transaction. */
export function orderedMove<Tx>(order: {
  ids: (tx: Tx) => Promise<number[]>
  set: (tx: Tx, ids: number[]) => Promise<unknown>
  next: (ids: readonly number[], id: number, direction: Direction) => number[] | null
}) {
  return (source: DataSource, id: number, direction: Direction) =>
    dbOf(source).transaction(async (tx) => {
      const ids = await order.ids(tx as Tx)
      const next = order.next(ids, id, direction)
      if (next) await order.set(tx as Tx, next)
      return next !== null
    })
}

export function adminCollection<Row, Stored, Fields, Edit extends { values: object }>(
  config: CollectionServer<Row, Stored, Fields, Edit>,
) {
  const { store, texts } = config
  const headers = { 'Cache-Control': ADMIN_CACHE_CONTROL }
  const notFound: Notice = { tone: 'error', key: `${texts}.notFound` }

  async function loader({ request, context }: Args) {
    const app = context.get(appContext)
    const lang = context.get(languageContext)
    const asked = new URL(request.url).searchParams.get('edit')
    const editId = optionalRowId(asked)
    const [rows, stored, images, choices] = await Promise.all([
      store.list(app, lang),
      editId ? store.find(app, editId) : null,
      config.images ? pickableLibraryImages(app) : [],
      config.choices ? config.choices(app) : {},
    ])
    const zone = app.env.SITE_TIME_ZONE
    const editing = stored
      ? { id: editId!, name: store.name(stored, lang), ...store.edit(stored, { zone }) }
      : null
    const notice = asked !== null && !editing ? notFound : null
    return data(
      { staff: { email: context.get(staffContext).email }, rows, editing, images, choices, notice },
      { headers },
    )
  }

  async function action(args: Args) {
    const { context } = args
    const edge = await adminEdge(args, {
      form: `admin-${config.path.slice('/admin/'.length)}`,
      schema: config.schema,
      failure: `${texts}.invalid`,
      coercion: config.coercion,
    })
    if (!edge.ok) return edge.response
    const app = context.get(appContext)
    const lang = context.get(languageContext)
    const staffId = context.get(staffContext).id
    const post = edge.value as CollectionPost<Fields>
    const answer = (notice: Notice | null, status = 200, reply?: Parameters<typeof edge.reply>[0]) =>
      data({ ...edge.reply(reply), intent: post.intent, notice }, { status, headers })
    /** The notice of what was done, naming the row (as it was, for a deleted one). */
    const done = (what: Done, stored: Stored | null | undefined) => {
      const values = stored ? { [config.nameKey]: store.name(stored, lang) } : undefined
      const key = `${texts}.${config.done?.[what] ?? what}`
      return answer({ tone: 'success', key, values }, 200, what === 'added' ? { resetForm: true } : undefined)
    }
    const log = (event: string, details: object) =>
      app.logger.info({ staffId, collection: config.path, ...details }, event)

    if (post.intent === 'save') {
      const { intent: _intent, id, ...fields } = post
      const saved = await store.save(app, fields as Fields, id, {
        staffId,
        zone: app.env.SITE_TIME_ZONE,
        now: new Date(),
      })
      if (!saved.ok)
        return saved.reason === 'field'
          ? answer(null, 400, { fieldErrors: { [saved.field]: [saved.message] } })
          : answer(notFound, 404)
      log('collection row saved', { id: saved.id, created: saved.created })
      return done(saved.created ? 'added' : 'saved', await store.find(app, saved.id))
    }
    const stored = await store.find(app, post.id)
    if (!stored) return answer(notFound, 404)
    let changed: boolean
    if (post.intent === 'delete') changed = (await store.remove?.(app, post.id)) ?? false
    else if (post.intent === 'move') changed = (await store.move?.(app, post.id, post.direction)) ?? false
    else changed = (await store.setHidden?.(app, post.id, post.intent === 'hide')) ?? false
    if (!changed && post.intent !== 'move') return answer(notFound, 404)
    log(`collection row ${post.intent}`, { id: post.id })
    return done(doneOf(post, changed), stored)
  }

  return { loader, action }
}
