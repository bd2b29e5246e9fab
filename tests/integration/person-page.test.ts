/**
 * A person's page (issue #34, #35) through its route, as signed-in staff: statements given and the
 * seven-day rule, the statement sent when a call is booked, e-mails from templates, edits and merges,
 * each kept on the timeline with who and when.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  claimDisclosures,
  outbox,
  people,
  personEmailTemplates,
  pipelineStages,
  submissions,
} from '#app/.server/db/schema'
import { attachPerson } from '#app/.server/repos/people'
import { applyPersonPost } from '#app/.server/services/people/person-actions'
import * as claimsAdminModule from '#app/routes/admin/earnings-claims'
import * as personModule from '#app/routes/admin/person'
import { chain } from '../support/route-chain'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { seededClaimWithBasis } from './claims-helpers'
import { createStaff, get, post, settle, signIn, testContext as adminContext } from './admin-helpers'
import { submit, statusOf, validFields } from './forms-helpers'
import { testContext } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

const personRoute = chain(personModule)
const claimsRoute = chain(claimsAdminModule)
const DAY = 86_400_000

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
let cookie: string
let staff: { id: number; email: string }
beforeAll(async () => {
  ;[t, sink] = await Promise.all([createTestDatabase(), startMailSink()])
  await createStaff(t.db, 'people-staff@example.com')
  cookie = await signIn(t.db, 'people-staff@example.com')
  const [row] = (
    (await t.db.execute(
      sql`select id from staff_accounts where email = 'people-staff@example.com'`,
    )) as unknown as {
      rows: Array<{ id: number }>
    }
  ).rows
  staff = { id: Number(row!.id), email: 'people-staff@example.com' }
})
afterAll(async () => {
  await Promise.all([sink?.stop(), t?.drop()])
})

type Page = Extract<Awaited<ReturnType<typeof personModule.loader>>, { data: unknown }>['data']

async function load(id: number, lang: 'en' | 'es' = 'en', query = '') {
  const path = `${lang === 'es' ? '/es' : ''}/admin/people/${id}${query}`
  const answer = await settle(() =>
    personRoute.loader({
      request: get(path, { Cookie: cookie }),
      context: adminContext(t.db),
      params: { id: String(id) },
    } as never),
  )
  return answer as { data: Page; init: ResponseInit | null } | Response
}
const page = async (id: number) => ((await load(id)) as { data: Page }).data

async function act(id: number, fields: Record<string, string>) {
  const answer = (await settle(() =>
    personRoute.action({
      request: post(`/admin/people/${id}`, fields, { Cookie: cookie }),
      context: adminContext(t.db),
      params: { id: String(id) },
    } as never),
  )) as {
    data: Record<string, unknown> & {
      notice?: { key: string }
      result?: { error?: Record<string, string[]> }
    }
    init: ResponseInit | null
  }
  return { status: answer.init?.status ?? 200, body: answer.data }
}

async function personOf(email: string, kind: 'lead' | 'playbook' = 'lead', lang: 'en' | 'es' = 'en') {
  expect(statusOf(await submit(kind, testContext(t), validFields(kind, email), lang))).toBe(200)
  const [row] = await t.db.select().from(people).where(eq(people.email, email.toLowerCase()))
  return row!
}

describe('Earnings Claim Statements on the person page', () => {
  it('sends the statement in the person’s language; the record keeps its claim versions after a change', async () => {
    await settle(() =>
      claimsRoute.action!({
        request: post('/admin/earnings-claims', seededClaimWithBasis(staff.email), { Cookie: cookie }),
        context: adminContext(t.db),
        params: {},
      } as never),
    )
    const person = await personOf('lucia.envio@example.com', 'lead', 'es')
    const sent = await act(person.id, { intent: 'statement' })
    expect(sent).toMatchObject({ status: 200, body: { notice: { key: 'adminPerson.done.statementQueued' } } })
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const [mail] = await sink.waitFor((m) => m.to.includes('lucia.envio@example.com'))
    expect(mail!.text).toContain('DECLARACIÓN SOBRE AFIRMACIONES DE INGRESOS EXIGIDA POR LA LEY')
    const before = await page(person.id)
    expect(before.statements).toHaveLength(1)
    expect(before.statements[0]).toMatchObject({ lang: 'es', deliveredAt: expect.any(String) })
    expect(before.statements[0]!.claims).toEqual([expect.objectContaining({ claimId: 1, version: 2 })])
    expect(
      before.timeline.some((e) => e.type === 'event' && e.kind === 'statement' && e.actor === staff.email),
    ).toBe(true)
    await settle(() =>
      claimsRoute.action!({
        request: post(
          '/admin/earnings-claims',
          { ...seededClaimWithBasis(staff.email), operatorsAchieved: '20' },
          { Cookie: cookie },
        ),
        context: adminContext(t.db),
        params: {},
      } as never),
    )
    expect((await page(person.id)).statements).toEqual(before.statements)
  })

  it('refuses a paid or signed stage without a statement, six days after it, and allows it at seven or with a reason', async () => {
    await t.db.update(pipelineStages).set({ paidOrSigned: true }).where(eq(pipelineStages.key, 'approved'))
    const person = await personOf('seven.days@example.com')
    const refused = await act(person.id, { intent: 'move', stage: 'approved' })
    expect(refused).toMatchObject({ status: 409, body: { refusal: { reason: 'no-disclosure' } } })

    expect((await act(person.id, { intent: 'statement' })).status).toBe(200)
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    // The statement's own e-mail: the lead's form sent this address another one in the same delivery.
    const [delivered] = await t.db
      .select({ sentAt: outbox.sentAt })
      .from(claimDisclosures)
      .innerJoin(outbox, eq(outbox.id, claimDisclosures.outboxId))
      .where(eq(claimDisclosures.personId, person.id))
    const sentAt = delivered!.sentAt!
    const move = (now: Date, override?: string) =>
      applyPersonPost(t.db, person.id, { intent: 'move', stage: 'approved', override }, staff, {
        timeZone: 'America/New_York',
        now,
      })
    expect(await move(new Date(sentAt.getTime() + 6 * DAY))).toEqual({
      ok: false,
      refusal: { reason: 'too-soon', allowedFrom: new Date(sentAt.getTime() + 7 * DAY).toISOString() },
    })
    expect(await move(new Date(sentAt.getTime() + 7 * DAY))).toMatchObject({ ok: true })

    // Earlier, with the reason staff record: allowed, and the timeline shows why.
    const early = await personOf('early.signer@example.com')
    const answer = await act(early.id, {
      intent: 'move',
      stage: 'approved',
      override: 'Signed at the expo, counsel approved',
    })
    expect(answer.status).toBe(200)
    const shown = await page(early.id)
    expect(shown.person.stage).toBe('approved')
    expect(shown.timeline).toContainEqual(
      expect.objectContaining({
        type: 'event',
        kind: 'stage',
        actor: staff.email,
        data: { from: 'new', to: 'approved', override: 'Signed at the expo, counsel approved' },
      }),
    )
    await t.db.update(pipelineStages).set({ paidOrSigned: false }).where(eq(pipelineStages.key, 'approved'))
  })

  it('sends the statement once when a call is booked', async () => {
    const person = await personOf('call.booked@example.com', 'playbook', 'es')
    expect((await act(person.id, { intent: 'move', stage: 'call-booked' })).status).toBe(200)
    expect((await act(person.id, { intent: 'move', stage: 'contacted' })).status).toBe(200)
    expect((await act(person.id, { intent: 'move', stage: 'call-booked' })).status).toBe(200)
    const shown = await page(person.id)
    expect(shown.statements).toHaveLength(1)
    expect(shown.statements[0]!.lang).toBe('es')
    expect(shown.timeline.filter((e) => e.type === 'event' && e.kind === 'statement')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ automatic: true }) }),
    ])
  })
})

describe('the person page', () => {
  it('e-mails a template in the person’s language through the outbox, kept on the timeline', async () => {
    const person = await personOf('marta.plantilla@example.com', 'playbook', 'es')
    const [template] = await t.db
      .select()
      .from(personEmailTemplates)
      .where(eq(personEmailTemplates.name, 'Call follow-up'))
    const preview = await load(person.id, 'es', `?template=${template!.id}`)
    expect((preview as { data: Page }).data.preview).toMatchObject({
      lang: 'es',
      subject: `Seguimiento de nuestra llamada, ${person.firstName}`,
    })
    expect(await act(person.id, { intent: 'email', templateId: String(template!.id) })).toMatchObject({
      status: 200,
    })
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const [mail] = await sink.waitFor(
      (m) => m.to.includes('marta.plantilla@example.com') && m.subject.startsWith('Seguimiento'),
    )
    expect(mail!.text).toContain('Gracias por tomarse el tiempo')
    const shown = await page(person.id)
    expect(shown.timeline).toContainEqual(
      expect.objectContaining({ type: 'event', kind: 'email', actor: staff.email }),
    )
    expect(shown.timeline).toContainEqual(
      expect.objectContaining({
        type: 'email',
        category: 'people.message',
        status: 'sent',
        sentAt: expect.any(String),
      }),
    )
  })

  it('edits details with before and after kept, and refuses an address that is another person’s', async () => {
    const person = await personOf('edit.me@example.com')
    await personOf('taken@example.com')
    const fields = {
      intent: 'edit',
      email: 'edit.me@example.com',
      firstName: 'Rosa',
      lastName: 'Vega',
      city: 'Tampa',
      state: 'fl',
      zip: '33602',
      lang: 'es',
      phone: '813 555 0100',
    }
    expect(await act(person.id, fields)).toMatchObject({
      status: 200,
      body: { notice: { key: 'adminPerson.done.edited' } },
    })
    const shown = await page(person.id)
    expect(shown.person).toMatchObject({ firstName: 'Rosa', state: 'FL', lang: 'es' })
    const edit = shown.timeline.find((e) => e.type === 'event' && e.kind === 'edit')
    expect(edit).toMatchObject({
      actor: staff.email,
      data: {
        changes: { firstName: { from: person.firstName, to: 'Rosa' }, lang: { from: 'en', to: 'es' } },
      },
    })
    const taken = await act(person.id, { ...fields, email: 'Taken@Example.com' })
    expect(taken.status).toBe(400)
    expect(taken.body.result?.error?.email).toEqual(['adminPerson.errors.emailTaken'])
    const invalid = await act(person.id, { ...fields, zip: 'abc' })
    expect(invalid.body.result?.error?.zip).toEqual(['adminPerson.errors.zip'])
  })

  it('merges another person into this one; the merged page sends staff to the kept person', async () => {
    const keep = await personOf('keep.me@example.com')
    await t.db.update(people).set({ phone: null, city: null }).where(eq(people.id, keep.id))
    const other = await personOf('Other.Me@example.com', 'playbook')
    await t.db
      .update(people)
      .set({
        city: 'Orlando',
        sourceUtmSource: 'facebook',
        sourceUtmCampaign: 'spring',
        sourceFirstSeenAt: new Date('2026-01-01T00:00:00Z'),
      })
      .where(eq(people.id, other.id))
    expect(await act(keep.id, { intent: 'merge', email: 'keep.me@example.com' })).toMatchObject({
      status: 400,
    })
    expect(await act(keep.id, { intent: 'merge', email: 'nobody@example.com' })).toMatchObject({
      status: 400,
    })
    expect(await act(keep.id, { intent: 'merge', email: 'OTHER.me@example.com' })).toMatchObject({
      status: 200,
    })
    const moved = await t.db.select().from(submissions).where(eq(submissions.personId, keep.id))
    expect(moved.map((s) => s.kind).sort()).toEqual(['lead', 'playbook'])
    const shown = await page(keep.id)
    expect(shown.person).toMatchObject({ city: 'Orlando', source: { label: 'facebook / spring' } })
    expect(shown.timeline).toContainEqual(expect.objectContaining({ kind: 'merge', actor: staff.email }))
    const redirected = (await load(other.id)) as Response
    expect(redirected.status).toBe(302)
    expect(redirected.headers.get('Location')).toBe(`/admin/people/${keep.id}`)
    // A later form with the merged address lands on the kept person, and a prospect's form makes the
    // kept person a prospect (here a customer until then), not only the merged-away row.
    await t.db.update(people).set({ prospect: false }).where(eq(people.id, keep.id))
    await personOf('other.me@example.com')
    expect((await t.db.select().from(submissions).where(eq(submissions.personId, keep.id))).length).toBe(3)
    const [kept] = await t.db.select().from(people).where(eq(people.id, keep.id))
    expect(kept!.prospect).toBe(true)
    // A buyer's order from the merged address attaches to the kept person and changes nothing else.
    await t.db.update(people).set({ prospect: false }).where(eq(people.id, keep.id))
    expect(await attachPerson(t.db, { email: 'other.me@example.com', lang: 'en', details: {} })).toBe(keep.id)
    const [still] = await t.db.select().from(people).where(eq(people.id, keep.id))
    expect(still!.prospect).toBe(false)
    expect(
      await attachPerson(t.db, { email: 'OTHER.me@example.com', lang: 'en', details: {}, prospect: true }),
    ).toBe(keep.id)
    const [after] = await t.db.select().from(people).where(eq(people.id, keep.id))
    expect(after!.prospect).toBe(true)
  })

  it('erases only after the confirmation is ticked, then shows the person without personal data', async () => {
    const person = await personOf('erase.route@example.com')
    const unconfirmed = await act(person.id, { intent: 'erase' })
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.body.result?.error?.confirm).toEqual(['adminPerson.errors.confirmErase'])
    expect(await act(person.id, { intent: 'erase', confirm: 'on' })).toMatchObject({
      status: 200,
      body: { notice: { key: 'adminPerson.done.erased' } },
    })
    const shown = await page(person.id)
    expect(shown.person).toMatchObject({ email: null, firstName: null, erasedAt: expect.any(String) })
    expect(shown.timeline).toContainEqual(expect.objectContaining({ kind: 'erased', actor: staff.email }))
  })
})
