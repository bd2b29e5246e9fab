/**
 * A kind's own intents in the admin collection shape (issue #43, ADR 042): a post of an intent the
 * shape does not know goes to the collection's `own` handler, read once by its schema, while the
 * shape's save and row intents stay the shape's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCollection, type CollectionStore } from '#app/.server/http/admin-collection'
import { languageContext, staffContext } from '#app/.server/context'
import { collectionActionSchema, requiredText } from '#app/domain/admin/collection'
import { rowId } from '#app/domain/admin/intents'
import { z } from '#app/domain/zod'
import { createStaff, post, settle, testContext, type ActionReply } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

type Row = { id: number; title: string; published: boolean }
const rows = new Map<number, Row>()

const store: CollectionStore<Row, Row, { title: string }, { values: { title: string } }> = {
  list: async () => [...rows.values()],
  find: async (_source, id) => rows.get(id),
  name: (row) => row.title,
  edit: (row) => ({ values: { title: row.title } }),
  async save(_source, fields, id) {
    const next = id ?? rows.size + 1
    if (id && !rows.has(id)) return { ok: false, reason: 'not-found' }
    rows.set(next, { id: next, title: fields.title, published: rows.get(next)?.published ?? false })
    return { ok: true, id: next, created: !id }
  },
  remove: async (_source, id) => rows.delete(id),
}

const publish = z.object({ intent: z.literal('publish'), id: rowId })
const schema = collectionActionSchema({ title: requiredText('required', 100, 'tooLong') }, ['delete'], null, [
  publish,
])
const published: number[] = []
const server = adminCollection({
  path: '/admin/samples',
  texts: 'adminSamples',
  nameKey: 'title',
  schema,
  store,
  own: {
    async publish(post, { answer, log, staff }) {
      const row = rows.get(post.id)
      if (!row) return answer({ tone: 'error', key: 'adminSamples.notFound' }, 404)
      row.published = true
      published.push(post.id)
      log('sample published', { id: post.id, by: staff.email })
      return answer({ tone: 'success', key: 'adminSamples.published', values: { title: row.title } })
    },
  },
})

let t: TestDatabase
let staff: { id: number; email: string }
beforeAll(async () => {
  t = await createTestDatabase()
  staff = await createStaff(t.db, 'samples@example.com')
})
afterAll(async () => {
  await t?.drop()
})

function send(fields: Record<string, string>) {
  const context = testContext(t.db)
  context.set(languageContext, 'en')
  context.set(staffContext, staff as never)
  return settle(() =>
    server.action({ request: post('/admin/samples', fields), context }),
  ) as Promise<ActionReply>
}

describe("a collection's own intents (issue #43)", () => {
  it('hands an own post, as the schema read it, to its handler, which answers with the collection’s reply', async () => {
    rows.set(1, { id: 1, title: 'First', published: false })
    const reply = await send({ intent: 'publish', id: '1' })
    expect(published).toEqual([1])
    expect(rows.get(1)?.published).toBe(true)
    expect(reply.data).toMatchObject({
      intent: 'publish',
      notice: { tone: 'success', key: 'adminSamples.published', values: { title: 'First' } },
    })
    expect((await send({ intent: 'publish', id: '9' })).init?.status).toBe(404)
  })

  it('refuses an own post the schema does not pass, before its handler', async () => {
    const reply = await send({ intent: 'publish', id: 'nine' })
    expect(reply.init?.status).toBe(400)
    expect(published).toEqual([1])
  })

  it("keeps the shape's save and row intents, and refuses an intent neither offers", async () => {
    const saved = await send({ intent: 'save', id: '1', title: 'Renamed' })
    expect(saved.data.notice).toMatchObject({ key: 'adminSamples.saved', values: { title: 'Renamed' } })
    const deleted = await send({ intent: 'delete', id: '1' })
    expect(deleted.data.notice).toMatchObject({ key: 'adminSamples.deleted', values: { title: 'Renamed' } })
    expect(rows.has(1)).toBe(false)
    expect((await send({ intent: 'toString', id: '1' })).init?.status).toBe(400)
  })
})
