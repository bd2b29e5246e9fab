import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operators, people, personEvents } from '#app/.server/db/schema'
import * as approveModule from '#app/routes/admin/person-approve'
import * as loginModule from '#app/routes/portal/login'
import * as setPasswordModule from '#app/routes/portal/set-password'
import * as homeModule from '#app/routes/portal/home'
import * as operatorPageModule from '#app/routes/operators/operator'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { chain } from '../support/route-chain'
import { cookieValue, createStaff, get, post, settle, signIn, testContext } from './admin-helpers'
import { formPost, formRoutes, STAFF, statusOf, validFields, type ActionResult } from './forms-helpers'
import { testContext as formContext } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * Issue #34: "Approve as operator" makes the operator from the application (nothing retyped) as an
 * unpublished page, moves the person to Approved with who and when, links both ways, and invites
 * them to the portal in the language they applied in; following the e-mailed link leads into the
 * portal. A second approval makes nothing.
 */
type Fn = (args: unknown) => unknown
const approve = chain(approveModule as never) as { action: Fn }
const login = chain(loginModule as never) as { action: Fn }
const setPassword = chain(setPasswordModule as never) as { action: Fn }
const home = chain(homeModule as never) as { loader: Fn }
const operatorPage = chain(operatorPageModule as never) as { loader: Fn }

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
let staffCookie = ''
let ipCounter = 0
const ip = () => `192.0.2.${(++ipCounter % 250) + 1}`
const call = (fn: Fn, request: Request, params: Record<string, string> = {}) =>
  settle(() => fn({ request, context: testContext(t.db, { clientIp: ip() }), params }))
const status = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } }).init?.status ?? 200)

beforeAll(async () => {
  ;[t, sink] = await Promise.all([createTestDatabase(), startMailSink()])
  await createStaff(t.db, 'approver@example.com')
  staffCookie = await signIn(t.db, 'approver@example.com')
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})

describe('approve as operator', () => {
  it('makes the unpublished operator from a Spanish application, invites in Spanish, and the link leads into the portal', async () => {
    const ctx = formContext(t, { env: { STAFF_EMAIL: STAFF }, clientIp: ip() })
    const fields: Record<string, string> = {
      ...validFields('operator-application', 'Lucia.Mora@Example.com'),
      firstName: 'Lucía',
      lastName: 'Mora',
    }
    const applied = (await formRoutes['operator-application'].action({
      request: formPost('/es/service/operator-application', fields),
      context: ctx,
      params: {},
    } as never)) as ActionResult
    expect(statusOf(applied)).toBe(200)
    const [person] = await t.db.select().from(people).where(eq(people.email, 'lucia.mora@example.com'))
    expect(person?.lang).toBe('es')

    const answer = await call(
      approve.action,
      post(`/admin/people/${person!.id}/approve`, {}, { Cookie: staffCookie }),
      {
        id: String(person!.id),
      },
    )
    expect(status(answer)).toBe(302)
    const [approved] = await t.db.select().from(people).where(eq(people.id, person!.id))
    expect(approved?.stage).toBe('approved')
    expect(approved?.operatorId).toBeTypeOf('number')
    expect((answer as Response).headers.get('Location')).toBe(
      `/admin/people/${person!.id}?approved=${approved!.operatorId}`,
    )

    const [operator] = await t.db.select().from(operators).where(eq(operators.id, approved!.operatorId!))
    expect(operator).toMatchObject({
      name: 'Lucía Mora',
      customSlug: 'lucia-mora',
      contactPersonName: 'Lucía Mora',
      contactEmail: 'lucia.mora@example.com',
      contactPhone: fields['phone'],
      areaServed: `${fields['city']}, ${fields['state']}`,
      languagesSpoken: ['Spanish'],
      published: false,
    })
    // Unpublished: no public page.
    const page = await call(operatorPage.loader, get('/lucia-mora'), { slug: 'lucia-mora' })
    expect(status(page)).toBe(404)
    // Staff see it before publishing, as a private preview (the Operators tab links there);
    // a visitor asking for the preview still gets nothing.
    const preview = (await call(
      operatorPage.loader,
      get('/lucia-mora?preview=draft', { Cookie: staffCookie }),
      {
        slug: 'lucia-mora',
      },
    )) as { operator: { name: string } }
    expect(status(preview)).toBe(200)
    expect(preview.operator.name).toBe('Lucía Mora')
    const guessed = await call(operatorPage.loader, get('/lucia-mora?preview=draft'), { slug: 'lucia-mora' })
    expect(status(guessed)).toBe(404)

    const events = await t.db.select().from(personEvents).where(eq(personEvents.personId, person!.id))
    expect(events.map((e) => e.kind).sort()).toEqual(['approved', 'stage', 'stage'])
    expect(events.find((e) => e.kind === 'approved')).toMatchObject({
      data: { operatorId: operator!.id },
      actorEmail: 'approver@example.com',
    })
    // The application moved them to Applied by the site (issue #45 item 7), the approval on from there.
    const moves = events.filter((e) => e.kind === 'stage')
    expect(moves.map((e) => [e.data.from, e.data.to, e.actorEmail])).toEqual([
      ['new', 'applied', null],
      ['applied', 'approved', 'approver@example.com'],
    ])

    // Approving again makes nothing new.
    const again = await call(
      approve.action,
      post(`/admin/people/${person!.id}/approve`, {}, { Cookie: staffCookie }),
      {
        id: String(person!.id),
      },
    )
    expect(status(again)).toBe(302)
    expect(
      await t.db.select().from(operators).where(eq(operators.contactEmail, 'lucia.mora@example.com')),
    ).toHaveLength(1)

    // The invitation, in Spanish, at the SMTP peer.
    sink.clear()
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const invitations = sink.messages.filter(
      (m) => m.to.includes('lucia.mora@example.com') && m.text.includes('set-password'),
    )
    expect(invitations).toHaveLength(1)
    const invitation = invitations[0]!
    expect(invitation.text).toContain('/es/portal/set-password?token=')
    expect(invitation.subject).toMatch(/portal/i)
    expect(invitation.text).toMatch(/contraseña/i)
    const token = /set-password\?token=([\w-]{43})/.exec(invitation.text)![1]!

    const set = await call(
      setPassword.action,
      post('/es/portal/set-password', {
        token,
        password: 'operator-pass-1',
        confirmPassword: 'operator-pass-1',
      }),
    )
    expect(status(set)).toBe(302)
    const signedIn = await call(
      login.action,
      post('/portal', { email: 'lucia.mora@example.com', password: 'operator-pass-1' }),
    )
    expect(status(signedIn)).toBe(302)
    const cookie = cookieValue((signedIn as Response).headers.get('Set-Cookie')!)
    const portal = (await call(home.loader, get('/portal/home', { Cookie: cookie }))) as {
      data: { name: string; slug: string }
    }
    expect(portal.data).toMatchObject({ name: 'Lucía Mora', slug: 'lucia-mora' })
  })

  it('refuses a person without an application, and visitors', async () => {
    const [person] = await t.db
      .insert(people)
      .values({ email: 'no-application@example.com', firstName: 'Nadie' })
      .returning()
    const refused = await call(
      approve.action,
      post(`/admin/people/${person!.id}/approve`, {}, { Cookie: staffCookie }),
      {
        id: String(person!.id),
      },
    )
    expect((refused as Response).headers.get('Location')).toBe(
      `/admin/people/${person!.id}?approveError=no-application`,
    )
    const anonymous = await call(approve.action, post(`/admin/people/${person!.id}/approve`, {}), {
      id: String(person!.id),
    })
    expect(anonymous).toBeInstanceOf(Response)
    expect((anonymous as Response).headers.get('Location')).not.toContain('approve')
    const [unchanged] = await t.db.select().from(people).where(eq(people.id, person!.id))
    expect(unchanged?.operatorId).toBeNull()
  })
})
