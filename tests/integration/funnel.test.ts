import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { people, personEvents } from '#app/.server/db/schema'
import { attachPerson } from '#app/.server/repos/people'
import { movePerson } from '#app/.server/services/people/pipeline'
import { encodeFirstTouch, firstTouchOf } from '#app/domain/people/first-touch'
import type { FormKind } from '#app/domain/forms/options'
import * as funnelModule from '#app/routes/admin/funnel'
import * as peopleModule from '#app/routes/admin/people'
import * as peopleCsvModule from '#app/routes/admin/people-csv'
import { chain } from '../support/route-chain'
import { createStaff, get, settle, signIn, testContext } from './admin-helpers'
import { testContext as formContext } from './context'
import { formPost, formRoutes, STAFF, statusOf, validFields, type ActionResult } from './forms-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * Issue #34: the funnel screen shows the figures of a seeded set of people, computed here
 * independently: one address used on three forms (different case, both languages) is one lead,
 * and its first source `facebook / spring` is counted under facebook. The People list and its CSV
 * show the same person with that source.
 */
type Fn = (args: unknown) => unknown
const funnel = chain(funnelModule as never) as { loader: Fn }
const list = chain(peopleModule as never) as { loader: Fn }
const csv = chain(peopleCsvModule as never) as { loader: Fn }

let t: TestDatabase
let cookie = ''
let by = { id: 0, email: '' }
const DAY = 86_400_000
let ip = 0

beforeAll(async () => {
  t = await createTestDatabase()
  const staff = await createStaff(t.db, 'funnel-staff@example.com')
  by = { id: staff.id, email: staff.email }
  cookie = await signIn(t.db, 'funnel-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

async function send(kind: FormKind, email: string, lang: 'en' | 'es', ft: string) {
  const ctx = formContext(t, { env: { STAFF_EMAIL: STAFF }, clientIp: `198.51.100.${++ip}` })
  const path = lang === 'es' ? `/es${formRoutes[kind].path}` : formRoutes[kind].path
  const request = formPost(path, validFields(kind, email), { cookie: `ft=${ft}` })
  const answer = (await formRoutes[kind].action({
    request,
    context: ctx,
    params: {},
  } as never)) as ActionResult
  expect(statusOf(answer)).toBe(200)
}

async function seedPerson(email: string, lang: 'en' | 'es', utmSource: string | null, createdAt: Date) {
  const id = await attachPerson(t.db, {
    email,
    lang,
    details: { firstName: email.split('@')[0] },
    firstTouch: utmSource
      ? {
          utmSource,
          utmMedium: null,
          utmCampaign: null,
          referrerHost: null,
          landingPath: '/',
          at: createdAt.toISOString(),
        }
      : null,
  })
  await t.db.update(people).set({ createdAt, stageChangedAt: createdAt }).where(eq(people.id, id))
  return id
}

describe('the funnel screen', () => {
  it('shows the seeded figures, each person once per step, by source and language', async () => {
    const now = Date.now()
    const ago = (days: number) => new Date(now - days * DAY)
    const landed = firstTouchOf(
      new URL('http://localhost/?utm_source=facebook&utm_campaign=spring'),
      undefined,
      ['localhost'],
      ago(1),
    )!
    const ft = encodeFirstTouch(landed)
    await send('playbook', 'Maria.Lopez@Example.com', 'en', ft)
    await send('lead', 'maria.lopez@example.com', 'es', ft)
    await send('operator-application', 'MARIA.LOPEZ@EXAMPLE.COM', 'en', ft)
    const [maria] = await t.db.select().from(people).where(eq(people.email, 'maria.lopez@example.com'))
    const movedAt = new Date()
    expect(await movePerson(t.db, { personId: maria!.id, stage: 'call-booked' }, by, movedAt)).toMatchObject({
      ok: true,
    })

    const ana = await seedPerson('ana@example.com', 'en', 'google', ago(10))
    await movePerson(t.db, { personId: ana, stage: 'contacted' }, by, ago(9))
    await movePerson(t.db, { personId: ana, stage: 'call-booked' }, by, ago(8))
    await movePerson(t.db, { personId: ana, stage: 'approved' }, by, ago(2))
    const beto = await seedPerson('beto@example.com', 'es', null, ago(20))
    await movePerson(t.db, { personId: beto, stage: 'lost', lostReason: 'no-response' }, by, ago(19))

    // A delivery customer and a business signing up are people, but no prospective operators.
    await send('service-contact', 'carla.customer@example.com', 'en', ft)
    await send('business-registration', 'dock@example.com', 'es', ft)

    // Computed independently: leads Maria, Ana, Beto; calls Maria, Ana; an application from Maria;
    // Ana approved; nobody active.
    const page = (await settle(() =>
      funnel.loader({
        request: get('/admin/funnel?period=month', { Cookie: cookie }),
        context: testContext(t.db),
        params: {},
      }),
    )) as { data: Awaited<ReturnType<typeof funnelModule.loader>>['data'] }
    const { report } = page.data
    expect(report.period).toBe('month')
    expect(report.totals).toEqual([
      { step: 'leads', people: 3, conversion: null },
      { step: 'calls', people: 2, conversion: Math.round((2 / 3) * 100) },
      { step: 'applications', people: 1, conversion: 50 },
      { step: 'approvals', people: 1, conversion: 0 },
      { step: 'active', people: 0, conversion: 0 },
    ])
    const source = (key: string) => report.bySource.find((r) => r.key === key)?.counts
    expect(source('facebook')).toEqual({ leads: 1, calls: 1, applications: 1, approvals: 0, active: 0 })
    expect(source('google')).toEqual({ leads: 1, calls: 1, applications: 0, approvals: 1, active: 0 })
    expect(source('direct')).toEqual({ leads: 1, calls: 0, applications: 0, approvals: 0, active: 0 })
    expect(report.byLanguage).toEqual([
      { key: 'en', counts: { leads: 2, calls: 2, applications: 1, approvals: 1, active: 0 } },
      { key: 'es', counts: { leads: 1, calls: 0, applications: 0, approvals: 0, active: 0 } },
    ])
    const newStays = [movedAt.getTime() - maria!.createdAt.getTime(), DAY, DAY]
    const average = (ms: number[]) => Math.round((ms.reduce((a, b) => a + b, 0) / ms.length / DAY) * 10) / 10
    const time = (stage: string) => report.timeInStage.find((r) => r.stage === stage)
    expect(time('new')).toEqual({ stage: 'new', stays: 3, averageDays: average(newStays) })
    expect(time('contacted')).toEqual({ stage: 'contacted', stays: 1, averageDays: 1 })
    expect(time('call-booked')).toEqual({ stage: 'call-booked', stays: 1, averageDays: 6 })
    const monthTotal = report.periods.reduce((sum, p) => sum + p.counts.leads, 0)
    expect(monthTotal).toBe(3)

    // Erasing a person keeps the counts (the erased row stays without personal fields).
    await t.db
      .update(people)
      .set({ email: null, firstName: null, erasedAt: new Date() })
      .where(eq(people.id, beto))
    const after = (await settle(() =>
      funnel.loader({
        request: get('/admin/funnel?period=week', { Cookie: cookie }),
        context: testContext(t.db),
        params: {},
      }),
    )) as { data: Awaited<ReturnType<typeof funnelModule.loader>>['data'] }
    expect(after.data.report.totals[0]).toEqual({ step: 'leads', people: 3, conversion: null })
    expect(await t.db.select().from(personEvents).where(eq(personEvents.personId, beto))).toHaveLength(1)

    // The People list: Maria once among the prospective operators, with her first source; the
    // erased person is not listed; the two customers are listed as such.
    const listed = (await settle(() =>
      list.loader({
        request: get('/admin/people?source=facebook&who=prospects', { Cookie: cookie }),
        context: testContext(t.db),
        params: {},
      }),
    )) as { data: { rows: Array<{ id: number; sourceLabel: string | null; stage: string }> } }
    expect(listed.data.rows).toEqual([
      expect.objectContaining({ id: maria!.id, sourceLabel: 'facebook / spring', stage: 'call-booked' }),
    ])
    const everyone = (await settle(() =>
      list.loader({
        request: get('/admin/people', { Cookie: cookie }),
        context: testContext(t.db),
        params: {},
      }),
    )) as { data: { rows: Array<{ id: number; email: string; prospect: boolean }> } }
    expect(
      everyone.data.rows
        .filter((r) => r.prospect)
        .map((r) => r.id)
        .sort(),
    ).toEqual([maria!.id, ana].sort())
    expect(
      everyone.data.rows
        .filter((r) => !r.prospect)
        .map((r) => r.email)
        .sort(),
    ).toEqual(['carla.customer@example.com', 'dock@example.com'])
    const exported = (await settle(() =>
      csv.loader({
        request: get('/admin/people.csv?stage=call-booked', { Cookie: cookie }),
        context: testContext(t.db),
        params: {},
      }),
    )) as Response
    const text = await exported.text()
    expect(exported.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(text).toContain('maria.lopez@example.com')
    expect(text).toContain('facebook,,spring')
    expect(text).not.toContain('ana@example.com')
  })
})
