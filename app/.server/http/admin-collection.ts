import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { doneOf, type CollectionPost, type Direction, type Done } from '#app/domain/admin/collection'
import {
  snapshotFormFields,
  type HistoryEntry,
  type RestorePost,
  type Snapshot,
} from '#app/domain/admin/history'
import { optionalRowId } from '#app/domain/admin/intents'
import { ADMIN_CACHE_CONTROL, type Notice } from '#app/domain/http/replies'
import type { Lang } from '#app/domain/routing/locale'
import type { z } from '#app/domain/zod'
import { appContext, languageContext, staffContext, type AppContext } from '../context'
import type { Db } from '../db/client'
import { dbOf, type DataSource } from '../db/source'
import { pickableLibraryImages } from '../services/content/images'
import {
  changeKeepingHistory,
  findRecordSnapshot,
  recordHistory,
  type HistoryOf,
} from '../services/history/record-history'
import { adminEdge } from './admin-edge'

/**
 * The server half of an admin collection (ADR 042): the loader of its list and of the row in
 * `?edit=`, and one action for every post of its screen (save, delete, move, hide, show, and the
 * intents of its own, `own`), each answered with a notice in the visitor's language, or with the
 * refused form (what was typed, a message beside each field). A collection supplies its schema and its store (a service).
 * Every add, save, hide, show and restore keeps a version of the row (ADR 046): the edit view lists
 * them (`history`) and `intent=restore` stores an earlier one again, through the store's save.
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
  /** Whether a stored row is hidden, when that is not a field of its form: kept in its versions. */
  hidden?: (stored: Stored) => boolean
}

/** What a kind's own intent is handed (issue #43): the request's services, and the collection's answers. */
export type OwnIntentContext = {
  app: AppContext
  lang: Lang
  staff: { id: number; email: string }
  /** The collection's answer: `{ result, outcome, intent, notice }`, with its status. */
  answer: (notice: Notice | null, status?: number) => ReturnType<typeof data>
  /** Logs what was done, with the staff member and the collection. */
  log: (event: string, details: object) => void
}

/** A kind's own intent: its post, as the collection's schema read it, and what it answers. */
export type OwnIntent<Post> = (
  post: Post,
  context: OwnIntentContext,
) => Promise<Response | ReturnType<typeof data>>

export type CollectionServer<Row, Stored, Fields, Edit extends { values: object }, Own = never> = {
  /** The texts' namespace: `<texts>.notFound`, `.invalid`, and the notices of `done`. */
  texts: string
  /** The screen's path (`/admin/videos`); its form is named after it (`admin-videos`). */
  path: `/admin/${string}`
  schema: z.ZodType<CollectionPost<Fields> | RestorePost | Own>
  store: CollectionStore<Row, Stored, Fields, Edit>
  /**
   * What the kind has of its own (issue #43): a handler for each intent of its own that the schema
   * reads (`collectionActionSchema(…, own)`), run after the edge's one parse instead of the shape's
   * save and row intents, which it does not copy.
   */
  own?: {
    [I in Own extends { intent: string } ? Own['intent'] : never]: OwnIntent<Extract<Own, { intent: I }>>
  }
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
  /**
   * The new row's form filled in from the link that opened it (`?new&…`: a chat topic from an
   * unanswered question), or null when the link carries nothing for it.
   */
  prefill?: (params: URLSearchParams) => Record<string, string> | null
}

type SavePostOf<Fields> = Extract<CollectionPost<Fields>, { intent: 'save' }>

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

export function adminCollection<Row, Stored, Fields, Edit extends { values: object }, Own = never>(
  config: CollectionServer<Row, Stored, Fields, Edit, Own>,
) {
  const { store, texts } = config
  const headers = { 'Cache-Control': ADMIN_CACHE_CONTROL }
  const notFound: Notice = { tone: 'error', key: `${texts}.notFound` }
  const collection = config.path.slice('/admin/'.length)
  /**
   * A row in its versions: its form's fields as text (times in the site's zone), and whether it is
   * hidden.
   */
  const historyOf = (zone: string): HistoryOf => ({
    collection,
    async snapshot(tx: Db, id: number): Promise<Snapshot | null> {
      const stored = await store.find(tx, id)
      if (!stored) return null
      return {
        ...store.edit(stored, { zone }).values,
        ...(store.hidden ? { hidden: store.hidden(stored) } : {}),
      }
    },
  })

  async function loader({ request, context }: Args) {
    const app = context.get(appContext)
    const lang = context.get(languageContext)
    const params = new URL(request.url).searchParams
    const asked = params.get('edit')
    const editId = optionalRowId(asked)
    const zone = app.env.SITE_TIME_ZONE
    const [rows, stored, images, versions, choices] = await Promise.all([
      store.list(app, lang),
      editId ? store.find(app, editId) : null,
      config.images ? pickableLibraryImages(app) : [],
      editId ? recordHistory(app, collection, editId) : ([] as HistoryEntry[]),
      config.choices ? config.choices(app) : {},
    ])
    const editing = stored
      ? { id: editId!, name: store.name(stored, lang), ...store.edit(stored, { zone }), history: versions }
      : null
    const notice = asked !== null && !editing ? notFound : null
    const prefill = !editing && params.has('new') ? (config.prefill?.(params) ?? null) : null
    return data(
      { staff: { email: context.get(staffContext).email }, rows, editing, images, choices, notice, prefill },
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
    const staff = context.get(staffContext)
    const staffId = staff.id
    const editor = { id: staff.id, email: staff.email }
    const history = historyOf(app.env.SITE_TIME_ZONE)
    const saveContext = { staffId, zone: app.env.SITE_TIME_ZONE, now: new Date() }
    const post = edge.value as CollectionPost<Fields> | RestorePost
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

    // A kind's own intent: its handler, not the shape's save or row intents.
    const intent: string = post.intent
    const own =
      config.own && Object.hasOwn(config.own, intent)
        ? (config.own as Record<string, OwnIntent<unknown>>)[intent]
        : null
    if (own) return own(post, { app, lang, staff: editor, answer, log })

    if (post.intent === 'save') {
      const { intent: _intent, id, ...fields } = post
      const saved = await changeKeepingHistory(app, history, { id, editor }, (tx) =>
        store.save(tx, fields as Fields, id, saveContext),
      )
      if (!saved.ok)
        return saved.reason === 'field'
          ? answer(null, 400, { fieldErrors: { [saved.field]: [saved.message] } })
          : answer(notFound, 404)
      log('collection row saved', { id: saved.id, created: saved.created })
      return done(saved.created ? 'added' : 'saved', await store.find(app, saved.id))
    }
    const stored = await store.find(app, post.id)
    if (!stored) return answer(notFound, 404)
    if (post.intent === 'restore') return restore(post)
    let changed: boolean
    if (post.intent === 'delete') changed = (await store.remove?.(app, post.id)) ?? false
    else if (post.intent === 'move') changed = (await store.move?.(app, post.id, post.direction)) ?? false
    else {
      const hide = post.intent === 'hide'
      const result = await changeKeepingHistory(app, history, { id: post.id, editor }, async (tx) =>
        (await store.setHidden?.(tx, post.id, hide))
          ? { ok: true as const, id: post.id }
          : { ok: false as const },
      )
      changed = result.ok
    }
    if (!changed && post.intent !== 'move') return answer(notFound, 404)
    log(`collection row ${post.intent}`, { id: post.id })
    return done(doneOf(post, changed), stored)

    /**
     * Stores an earlier version again as a save would: its fields read by the form's own schema
     * and saved by the store, so a version that no longer passes (a picture deleted since) is
     * refused with the reason and nothing changes. A hidden flag kept beside the fields comes back too.
     */
    async function restore({ id, version }: RestorePost) {
      const values = { version }
      const kept = await findRecordSnapshot(app, history.collection, id, version)
      if (!kept) return answer({ tone: 'error', key: 'admin.history.notFound', values }, 404)
      const formData = new FormData()
      formData.set('intent', 'save')
      formData.set('id', String(id))
      for (const [name, value] of snapshotFormFields(kept.data)) formData.set(name, value)
      const submission = parseWithZod(formData, {
        schema: config.schema,
        disableAutoCoercion: config.coercion === false,
      })
      const refused = (detail: string | undefined) =>
        answer({ tone: 'error', key: 'admin.history.refused', values, detail }, 400)
      if (submission.status !== 'success')
        return refused(Object.values(submission.error ?? {}).flat()[0] ?? undefined)
      if ((submission.value as { intent: string }).intent !== 'save') return refused(undefined)
      const { intent: _intent, id: _id, ...fields } = submission.value as SavePostOf<Fields>
      const hidden = kept.data.hidden
      const saved = await changeKeepingHistory(
        app,
        history,
        { id, editor, restoredFrom: version },
        async (tx) => {
          const result = await store.save(tx, fields as Fields, id, saveContext)
          if (result.ok && typeof hidden === 'boolean' && store.hidden && store.setHidden)
            await store.setHidden(tx, id, hidden)
          return result
        },
      )
      if (!saved.ok) return saved.reason === 'field' ? refused(saved.message) : answer(notFound, 404)
      log('collection row restored', { id, version })
      const name = store.name((await store.find(app, id)) ?? stored!, lang)
      return answer({ tone: 'success', key: 'admin.history.restored', values: { name, ...values } })
    }
  }

  return { loader, action }
}
