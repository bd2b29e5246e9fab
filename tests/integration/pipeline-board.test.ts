import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { people, personEvents } from '#app/.server/db/schema'
import { attachPerson } from '#app/.server/repos/people'
import * as boardModule from '#app/routes/admin/pipeline'
import * as stagesModule from '#app/routes/admin/pipeline-stages'
import { chain } from '../support/route-chain'
import { createStaff, get, post, settle, signIn, testContext, type ActionReply } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * Issue #34: the board's moves go through movePerson (who and when kept; Lost needs a reason from
 * the list), and the stage settings rename, mark and reorder with their history, keys unchanged.
 */
type Fn = (args: unknown) => unknown
const board = chain(boardModule as never) as { loader: Fn; action: Fn }
const stages = chain(stagesModule as never) as { loader: Fn; action: Fn }

let t: TestDatabase
let cookie = ''
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'board-staff@example.com')
  cookie = await signIn(t.db, 'board-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})
const call = (fn: Fn, request: Request) =>
  settle(() => fn({ request, context: testContext(t.db), params: {} }))

describe('the pipeline board', () => {
  it('moves with who and when, refuses Lost without a reason, and counts each column', async () => {
    const id = await attachPerson(t.db, {
      email: 'board@example.com',
      lang: 'es',
      details: { firstName: 'Inés' },
    })
    const move = (fields: Record<string, string>) =>
      call(
        board.action,
        post('/es/admin/pipeline', { intent: 'move', personId: String(id), ...fields }, { Cookie: cookie }),
      ) as Promise<ActionReply>

    const lost = await move({ stage: 'lost', lostReason: '' })
    expect(lost.init?.status).toBe(409)
    expect(lost.data.notice).toMatchObject({
      tone: 'error',
      key: 'adminPipeline.board.refused.lost-reason',
      values: { name: 'Inés' },
    })

    const moved = await move({ stage: 'contacted' })
    expect(moved.data.notice).toMatchObject({
      key: 'adminPipeline.board.moved',
      values: { name: 'Inés', from: 'Nuevo', to: 'Contactado' },
    })
    const [event] = await t.db.select().from(personEvents).where(eq(personEvents.personId, id))
    expect(event).toMatchObject({
      kind: 'stage',
      data: { from: 'new', to: 'contacted' },
      actorEmail: 'board-staff@example.com',
    })

    const gone = await move({ stage: 'lost', lostReason: 'no-response' })
    expect(gone.data.notice).toMatchObject({ tone: 'success' })
    const [person] = await t.db.select().from(people).where(eq(people.id, id))
    expect(person).toMatchObject({ stage: 'lost', lostReason: 'no-response' })

    const page = (await call(board.loader, get('/admin/pipeline', { Cookie: cookie }))) as {
      data: { columns: Array<{ key: string; count: number; cards: Array<{ id: number }> }> }
    }
    const lostColumn = page.data.columns.find((c) => c.key === 'lost')!
    expect(lostColumn.cards.map((c) => c.id)).toContain(id)
    expect(lostColumn.count).toBe(lostColumn.cards.length)
    expect(page.data.columns.map((c) => c.key)).toEqual([
      'new',
      'contacted',
      'call-booked',
      'applied',
      'approved',
      'onboarding',
      'active',
      'lost',
    ])
  })

  it('shows prospective operators only: a customer is on the board once staff move them', async () => {
    const lead = await attachPerson(t.db, {
      email: 'lead@example.com',
      lang: 'en',
      details: {},
      prospect: true,
    })
    const buyer = await attachPerson(t.db, { email: 'buyer@example.com', lang: 'en', details: {} })
    const newCards = async () => {
      const page = (await call(board.loader, get('/admin/pipeline', { Cookie: cookie }))) as {
        data: { columns: Array<{ key: string; count: number; cards: Array<{ id: number }> }> }
      }
      const column = page.data.columns.find((c) => c.key === 'new')!
      expect(column.count).toBe(column.cards.length)
      return column.cards.map((c) => c.id)
    }
    expect(await newCards()).toEqual([lead])
    // The same address on a prospective operator's form later makes them one, for good.
    await attachPerson(t.db, { email: 'buyer@example.com', lang: 'en', details: {}, prospect: true })
    await attachPerson(t.db, { email: 'buyer@example.com', lang: 'en', details: {} })
    expect((await newCards()).sort()).toEqual([lead, buyer].sort())
  })
})

describe('the stage settings', () => {
  it('renames, marks paid or signed and reorders, keeping who and when', async () => {
    const save = (await call(
      stages.action,
      post(
        '/admin/pipeline/stages',
        { intent: 'save', key: 'contacted', labelEn: 'Reached', labelEs: 'Localizado', paidOrSigned: 'on' },
        { Cookie: cookie },
      ),
    )) as ActionReply
    expect(save.data.notice).toMatchObject({ key: 'adminPipeline.stages.saved' })
    const up = (await call(
      stages.action,
      post('/admin/pipeline/stages', { intent: 'up', key: 'contacted' }, { Cookie: cookie }),
    )) as ActionReply
    expect(up.data.notice).toMatchObject({ key: 'adminPipeline.stages.movedUp' })
    const empty = (await call(
      stages.action,
      post(
        '/admin/pipeline/stages',
        { intent: 'save', key: 'new', labelEn: '', labelEs: 'Nuevo' },
        { Cookie: cookie },
      ),
    )) as ActionReply
    expect(empty.init?.status).toBe(400)

    const page = (await call(stages.loader, get('/admin/pipeline/stages', { Cookie: cookie }))) as {
      data: {
        stages: Array<{ key: string; labelEn: string; labelEs: string; paidOrSigned: boolean }>
        history: Array<{ savedByEmail: string | null; changed: string[]; first: boolean }>
      }
    }
    expect(page.data.stages.slice(0, 2)).toEqual([
      { key: 'contacted', labelEn: 'Reached', labelEs: 'Localizado', paidOrSigned: true },
      { key: 'new', labelEn: 'New', labelEs: 'Nuevo', paidOrSigned: false },
    ])
    expect(page.data.history.map((h) => [h.savedByEmail, h.first])).toEqual([
      ['board-staff@example.com', false],
      ['board-staff@example.com', false],
      [null, true],
    ])
    expect(page.data.history[0]!.changed.sort()).toEqual(['contacted.position', 'new.position'])
    expect(page.data.history[1]!.changed.sort()).toEqual([
      'contacted.labelEn',
      'contacted.labelEs',
      'contacted.paidOrSigned',
    ])
  })
})
