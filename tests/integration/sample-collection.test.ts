/**
 * Adding an admin collection (issue #43, ADR 068, docs/conventions.md): the sample collection of
 * the test tree (tests/support/sample-collection: its config, its table, its two text files and its
 * registry entry, nothing else) is registered the documented way and has, through the middleware
 * of its place in the route tree, its list, its form (refusals beside the fields), its history with
 * a restore, its row intents, and the permission wall of every admin page.
 */
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectionPage, collectionTab } from '#app/collections/registry'
import { collectionServer } from '#app/.server/collections/server'
import type { HistoryEntry } from '#app/domain/admin/history'
import { pages } from '#app/pages'
import { routeTree } from '#app/routes'
import { chain, routeFilesFor } from '../support/route-chain'
import { sampleEntry, sampleRegistry } from '../support/sample-collection/registry'
import { createSampleTable, sampleNotes } from '../support/sample-collection/table'
import { createStaff, get, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

// The staff page registry as app/pages/staff.ts makes it, with the sample's entry among them.
const tree = routeTree([...pages, collectionPage(sampleEntry)])
const route = chain(collectionServer(sampleRegistry), tree)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createSampleTable(t.db)
  await createStaff(t.db, 'sample-staff@example.com')
  cookie = await signIn(t.db, 'sample-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

type Row = { id: number; title_en: string; title_es: string; hidden: boolean; position: number }
type Screen = {
  data: {
    rows: Row[]
    editing: { id: number; name: string; values: Record<string, string>; history: HistoryEntry[] } | null
    notice: { key: string } | null
  }
}
type Reply = {
  data: {
    notice?: { tone: string; key: string; values?: Record<string, unknown> } | null
    result?: { initialValue?: Record<string, string>; error?: Record<string, string[]> }
  }
  init?: { status?: number }
}

const PATH = '/admin/sample-notes'
const run = (fn: ((args: never) => unknown) | undefined, request: Request) =>
  settle(() => fn!({ request, context: testContext(t.db), params: {} } as never))
const screen = async (path = PATH) => (await run(route.loader, get(path, { Cookie: cookie }))) as Screen
const send = async (fields: Record<string, string>, headers: Record<string, string> = { Cookie: cookie }) =>
  (await run(route.action, post(PATH, fields, headers))) as Reply
const stored = async () => (await t.db.select({ n: count() }).from(sampleNotes))[0]!.n
const note = {
  intent: 'save',
  titleEn: 'First note',
  titleEs: 'Primera nota',
  bodyEn: 'Hello',
  bodyEs: 'Hola',
}

describe('a collection added in five files: the sample', () => {
  it('is a staff page under the staff layout in both languages, with its tab', () => {
    for (const path of [PATH, `/es${PATH}`])
      expect(routeFilesFor(path, tree)).toEqual([
        'root.tsx',
        'routes/layouts/admin.tsx',
        'routes/layouts/staff.tsx',
        'routes/admin/collection.tsx',
      ])
    expect(collectionTab(sampleEntry)).toEqual({ path: PATH, key: 'sampleNotes.tab' })
    // The markets, registered in app/collections/registry.ts, are the same kind of page.
    expect(routeFilesFor('/admin/markets').at(-1)).toBe('routes/admin/collection.tsx')
    expect(pages.find((p) => p.path === 'admin/markets')).toMatchObject(
      collectionPage({ ...sampleEntry, segment: 'markets' }),
    )
  })

  it('refuses a request without a staff session, as every admin page does, storing nothing', async () => {
    const page = (await run(route.loader, get(PATH))) as Response
    expect(page).toBeInstanceOf(Response)
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toMatch(/^\/admin/)
    const answer = (await run(route.action, post(PATH, note))) as Response
    expect(answer).toBeInstanceOf(Response)
    expect(answer.status).toBe(302)
    expect(await stored()).toBe(0)
  })

  it('has its list and its form: a refusal beside the field keeps what was typed and stores nothing', async () => {
    expect((await screen()).data.rows).toEqual([])
    const refused = await send({ ...note, titleEn: '' })
    expect(refused.init?.status).toBe(400)
    expect(refused.data.result?.error).toEqual({ titleEn: ['sampleNotes.errors.required'] })
    expect(refused.data.result?.initialValue).toMatchObject({ titleEs: 'Primera nota' })
    expect(await stored()).toBe(0)

    const added = await send(note)
    expect(added.data.notice).toEqual({
      tone: 'success',
      key: 'sampleNotes.added',
      values: { note: 'First note' },
    })
    await send({ ...note, titleEn: 'Second note', titleEs: 'Segunda nota' })
    const rows = (await screen()).data.rows
    expect(rows.map((r) => [r.title_en, r.title_es, r.position])).toEqual([
      ['First note', 'Primera nota', 1],
      ['Second note', 'Segunda nota', 2],
    ])
  })

  it('moves, hides and shows a row', async () => {
    const [first, second] = (await screen()).data.rows
    expect((await send({ intent: 'move', id: String(second!.id), direction: 'up' })).data.notice?.key).toBe(
      'sampleNotes.moved',
    )
    expect((await send({ intent: 'move', id: String(second!.id), direction: 'up' })).data.notice?.key).toBe(
      'sampleNotes.notMoved',
    )
    expect((await screen()).data.rows.map((r) => r.id)).toEqual([second!.id, first!.id])
    expect((await send({ intent: 'hide', id: String(first!.id) })).data.notice?.key).toBe(
      'sampleNotes.hidden',
    )
    expect((await screen()).data.rows.find((r) => r.id === first!.id)?.hidden).toBe(true)
    expect((await send({ intent: 'show', id: String(first!.id) })).data.notice?.key).toBe('sampleNotes.shown')
  })

  it('keeps its history: a changed title restored is the earlier title again, as a new version', async () => {
    const id = (await screen()).data.rows.find((r) => r.title_en === 'First note')!.id
    const editing = (await screen(`${PATH}?edit=${id}`)).data.editing!
    expect(editing.values).toEqual({
      titleEn: 'First note',
      titleEs: 'Primera nota',
      bodyEn: 'Hello',
      bodyEs: 'Hola',
    })
    const saved = await send({ ...editing.values, intent: 'save', id: String(id), titleEn: 'Renamed note' })
    expect(saved.data.notice?.key).toBe('sampleNotes.saved')
    const history = (await screen(`${PATH}?edit=${id}`)).data.editing!.history
    expect(history[0]).toMatchObject({ changed: ['titleEn'], savedByEmail: 'sample-staff@example.com' })
    const before = history.find((v) => v.changed.includes('hidden') && v.version < history[0]!.version)!

    const restored = await send({ intent: 'restore', id: String(id), version: String(before.version) })
    expect(restored.data.notice).toMatchObject({
      key: 'admin.history.restored',
      values: { name: 'First note' },
    })
    const after = (await screen(`${PATH}?edit=${id}`)).data.editing!
    expect(after.values.titleEn).toBe('First note')
    expect(after.history[0]).toMatchObject({ restoredFrom: before.version, changed: ['titleEn'] })
  })

  it('deletes a row; a deleted one is not found', async () => {
    const id = (await screen()).data.rows[0]!.id
    expect((await send({ intent: 'delete', id: String(id) })).data.notice?.key).toBe('sampleNotes.deleted')
    expect((await screen(`${PATH}?edit=${id}`)).data.notice?.key).toBe('sampleNotes.notFound')
    expect(await stored()).toBe(1)
  })
})
