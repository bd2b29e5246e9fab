import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingRequests, outbox } from '#app/.server/db/schema'
import { jobHandlers } from '#app/.server/jobs/handlers'
import { createSmtpTransport } from '#app/.server/mail/transport'
import { createOutboxWorker } from '#app/.server/mail/worker'
import { listOperatorProfiles } from '#app/.server/repos/operators'
import { submitBookingRequest } from '#app/.server/services/bookings/booking-requests'
import {
  acceptBooking,
  answerBookingAs,
  completeBooking,
  declineBooking,
  getBookingForOperator,
  listAllBookings,
  listBookingsForOperator,
  reassignBooking,
  toBookingItem,
} from '#app/.server/services/bookings/booking-workflow'
import { bookingAnswerSchema } from '#app/domain/bookings/status'
import type { OperatorProfile } from '#app/domain/operators/operator'
import type { Lang } from '#app/domain/routing/locale'
import type { Env } from '#app/.server/env'
import * as bookingsRouteModule from '#app/routes/admin/bookings'
import { startMailSink } from '../support/mail-sink.js'
import { chain } from '../support/route-chain'
import { createStaff, get, post, settle, signIn, testContext, type ActionReply } from './admin-helpers'
import { deliverOutbox } from '../support/outbox'
import { testEnv } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * Issue #21 item 3: an operator answers the bookings of their page (accept, decline with a message,
 * complete), the customer is e-mailed at each step in the booking's language; another operator's
 * booking is not found; staff reassign; a request unanswered for two hours is e-mailed to staff by a
 * stored outbox job, with a controlled clock and a worker restart in between.
 */
let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
let alpha: OperatorProfile
let beta: OperatorProfile
const HOUR = 60 * 60_000
const STAFF = 'bookings-staff@example.com'
/** Staff e-mails about one booking (other tests leave pending bookings that escalate too). */
const aboutBooking = (id: number) => (m: { to: string[]; subject: string }) =>
  m.to.includes(STAFF) && m.subject.includes(`#${id} `)

async function book(operator: OperatorProfile, lang: Lang, email: string, now = new Date()) {
  return submitBookingRequest(
    t.db,
    operator,
    {
      name: lang === 'en' ? 'Carla Ruiz' : 'Beto Núñez',
      phone: '305 555 0199',
      email,
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: '200 Ocean Dr, Miami Beach, FL 33139',
      when: '2026-12-02T10:30',
      notes: '',
      quoteCents: 4500,
      quoteMiles: 12.5,
    },
    lang,
    undefined,
    now,
  )
}

async function mailTo(address: string, env?: Partial<Env>) {
  sink.clear()
  await deliverOutbox(t.db, { smtpUrl: sink.url, env })
  return sink.messages.filter((m) => m.to.includes(address))
}

beforeAll(async () => {
  ;[t, sink] = await Promise.all([createTestDatabase(), startMailSink()])
  const operators = await listOperatorProfiles(t.db)
  alpha = operators[0]!
  beta = operators[1]!
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})

describe('operator answers', () => {
  it('accepts, then completes, e-mailing the customer in English', async () => {
    const id = await book(alpha, 'en', 'carla@example.com')
    await mailTo('carla@example.com')
    const accepted = await acceptBooking(t.db, alpha.id, id)
    expect(accepted).toMatchObject({ ok: true, booking: { status: 'accepted' } })
    const [mail] = await mailTo('carla@example.com')
    expect(mail?.subject).toBe(`${alpha.name} accepted your booking request`)
    expect(mail?.text).toContain('200 Ocean Dr, Miami Beach')
    // The pickup time in the site's time zone, not the form's "2026-12-02T10:30" (issue #30 item 9).
    expect(mail?.text).toMatch(/Dec 2, 2026, 10:30\sAM EST/)

    expect(await acceptBooking(t.db, alpha.id, id)).toEqual({ ok: false, reason: 'notAllowed' })
    const done = await answerBookingAs(
      t.db,
      alpha.id,
      bookingAnswerSchema.parse({ intent: 'complete', id: String(id) }),
    )
    expect(done).toMatchObject({ ok: true, booking: { status: 'completed' } })
    expect(done.ok && done.booking.completedAt).toBeInstanceOf(Date)
    const [completed] = await mailTo('carla@example.com')
    expect(completed?.subject).toBe(`Your delivery with ${alpha.name} is completed`)
  })

  it("shows the pickup time in the site's time zone (SITE_TIME_ZONE), not New York's", async () => {
    const id = await book(alpha, 'es', 'zona@example.com')
    await mailTo('zona@example.com')
    const answer = bookingAnswerSchema.parse({ intent: 'accept', id: String(id) })
    expect(await answerBookingAs(t.db, alpha.id, answer)).toMatchObject({ ok: true })
    // The worker renders it, in its SITE_TIME_ZONE.
    const [mail] = await mailTo('zona@example.com', { SITE_TIME_ZONE: 'America/Los_Angeles' })
    // The form's 10:30 is 10:30 where the site is: Pacific time, named in Spanish.
    expect(mail?.text).toMatch(/2 dic 2026, 10:30\sa\.\s?m\.\sPST/)
    expect(mail?.text).not.toContain('EST')
  })

  it('declines with the message, in Spanish for a Spanish booking', async () => {
    const id = await book(alpha, 'es', 'beto@example.com')
    await mailTo('beto@example.com')
    expect(await declineBooking(t.db, alpha.id, id, '   ')).toEqual({ ok: false, reason: 'notAllowed' })
    const declined = await declineBooking(t.db, alpha.id, id, 'No tenemos camión ese día.')
    expect(declined).toMatchObject({ ok: true, booking: { status: 'declined' } })
    const [mail] = await mailTo('beto@example.com')
    expect(mail?.subject).toBe(`${alpha.name} no puede atender su solicitud de reserva`)
    expect(mail?.text).toContain('No tenemos camión ese día.')
    expect(mail?.text).toContain('Recogida')
    const [row] = await t.db.select().from(outbox).where(eq(outbox.category, 'booking.decline'))
    expect(row?.lang).toBe('es')
    expect(await completeBooking(t.db, alpha.id, id)).toEqual({ ok: false, reason: 'notAllowed' })
  })

  it("does not show or change another operator's booking", async () => {
    const id = await book(alpha, 'en', 'private@example.com')
    expect(await getBookingForOperator(t.db, beta.id, id)).toBeNull()
    expect(toBookingItem((await getBookingForOperator(t.db, alpha.id, id))!)).toMatchObject({
      id,
      email: 'private@example.com',
      status: 'pending',
    })
    expect((await listBookingsForOperator(t.db, beta.id)).map((b) => b.id)).not.toContain(id)
    expect((await listBookingsForOperator(t.db, alpha.id, { status: 'pending' })).map((b) => b.id)).toContain(
      id,
    )
    expect(await acceptBooking(t.db, beta.id, id)).toEqual({ ok: false, reason: 'notFound' })
    expect(await declineBooking(t.db, beta.id, id, 'nope')).toEqual({ ok: false, reason: 'notFound' })
    expect(await completeBooking(t.db, beta.id, id)).toEqual({ ok: false, reason: 'notFound' })
    // The portal action's one call, with a form's answer, is held to the same operator.
    const answer = bookingAnswerSchema.parse({ intent: 'accept', id: String(id) })
    expect(await answerBookingAs(t.db, beta.id, answer)).toEqual({ ok: false, reason: 'notFound' })
    const [row] = await t.db.select().from(bookingRequests).where(eq(bookingRequests.id, id))
    expect(row).toMatchObject({ status: 'pending', answeredAt: null })
    const customerMails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'private@example.com'), eq(outbox.category, 'booking.accept')))
    expect(customerMails).toEqual([])
  })
})

describe('staff reassign', () => {
  it('moves an accepted booking to another operator, pending again, and e-mails them', async () => {
    const id = await book(alpha, 'en', 'moved@example.com')
    await acceptBooking(t.db, alpha.id, id)
    const result = await reassignBooking(t.db, id, beta.id)
    expect(result).toMatchObject({
      ok: true,
      booking: {
        operatorId: beta.id,
        operatorName: beta.name,
        status: 'pending',
        reassignedFromOperatorId: alpha.id,
      },
    })
    expect(await getBookingForOperator(t.db, alpha.id, id)).toBeNull()
    expect(await getBookingForOperator(t.db, beta.id, id)).toMatchObject({ status: 'pending' })
    expect((await listAllBookings(t.db, { operatorId: beta.id })).map((b) => b.id)).toContain(id)
    const [row] = await t.db.select().from(outbox).where(eq(outbox.category, 'booking.reassigned'))
    expect(row?.subject).toBe('Booking request from Carla Ruiz assigned to you')
    // The seeded operator is a sample (issue #45): its .example address reaches nobody, so staff get
    // the e-mail, and it says whose it was.
    expect(row?.recipient).not.toBe(beta.contactEmail)
    expect(row?.payload).toMatchObject({
      template: { data: { sampleOperator: { operator: beta.name, address: beta.contactEmail } } },
    })

    await declineBooking(t.db, beta.id, id, 'Busy')
    expect(await reassignBooking(t.db, id, alpha.id)).toEqual({ ok: false, reason: 'notAllowed' })
  })

  it("tells the new operator the pickup time in the site's time zone", async () => {
    const id = await book(alpha, 'en', 'moved-west@example.com')
    expect(await reassignBooking(t.db, id, beta.id)).toMatchObject({ ok: true })
    // The worker renders it, in its SITE_TIME_ZONE.
    sink.clear()
    await deliverOutbox(t.db, { smtpUrl: sink.url, env: { SITE_TIME_ZONE: 'America/Chicago' } })
    const text = sink.messages
      .filter((m) => m.subject.endsWith('assigned to you'))
      .map((m) => m.text)
      .find((body) => body.includes('moved-west@example.com'))
    expect(text).toMatch(/Dec 2, 2026, 10:30\sAM CST/)
  })
})

describe('two-hour escalation', () => {
  it('e-mails staff once, from a stored job that survives a worker restart', async () => {
    const created = new Date(Date.now() - 60_000)
    const id = await book(beta, 'es', 'late@example.com', created)
    const answered = await book(beta, 'en', 'answered@example.com', created)
    await acceptBooking(t.db, beta.id, answered)
    let clock = new Date(created.getTime() + HOUR)
    const env = testEnv({ STAFF_EMAIL: STAFF })
    const startWorker = () => {
      const transport = createSmtpTransport(sink.url)
      return createOutboxWorker({
        db: t.db,
        env,
        logger: pino({ level: 'silent' }),
        transport,
        handlers: jobHandlers,
        now: () => clock,
      })
    }
    sink.clear()
    const first = startWorker()
    await first.runOnce()
    await first.runOnce()
    expect(sink.messages.filter(aboutBooking(id))).toEqual([])
    expect((await getBookingForOperator(t.db, beta.id, id))?.escalatedAt).toBeNull()
    await first.stop()

    // The server restarts; the new worker finds the stored job when it is due.
    clock = new Date(created.getTime() + 2 * HOUR + 60_000)
    const second = startWorker()
    await second.runOnce()
    await second.runOnce()
    const toStaff = sink.messages.filter(aboutBooking(id))
    expect(toStaff.map((m) => m.subject)).toEqual([`Booking request #${id} unanswered for two hours`])
    expect(toStaff[0]?.text).toContain('late@example.com')
    // When it came in: in the site's zone, as a person reads it, not an ISO string (issue #30 item 10).
    expect(toStaff[0]?.text).not.toContain(created.toISOString())
    expect(toStaff[0]?.text).toMatch(/\d{1,2}:\d{2}\s[AP]M E[SD]T/)
    expect((await getBookingForOperator(t.db, beta.id, id))?.escalatedAt?.getTime()).toBe(clock.getTime())

    clock = new Date(created.getTime() + 5 * HOUR)
    await second.runOnce()
    await second.runOnce()
    await second.stop()
    expect(sink.messages.filter(aboutBooking(id))).toHaveLength(1)
    expect(sink.messages.filter(aboutBooking(answered))).toEqual([])
    expect((await getBookingForOperator(t.db, beta.id, answered))?.escalatedAt).toBeNull()

    // Staff reassign it: the new operator gets their own two hours, then staff are told again.
    const reassignedAt = clock
    expect(await reassignBooking(t.db, id, alpha.id, reassignedAt)).toMatchObject({
      ok: true,
      booking: { escalatedAt: null },
    })
    const third = startWorker()
    clock = new Date(reassignedAt.getTime() + HOUR)
    await third.runOnce()
    await third.runOnce()
    expect(sink.messages.filter(aboutBooking(id))).toHaveLength(1)
    clock = new Date(reassignedAt.getTime() + 2 * HOUR + 60_000)
    await third.runOnce()
    await third.runOnce()
    await third.stop()
    expect(sink.messages.filter(aboutBooking(id))).toHaveLength(2)
    expect((await getBookingForOperator(t.db, alpha.id, id))?.escalatedAt?.getTime()).toBe(clock.getTime())
  })
})

describe('the staff Bookings tab', () => {
  const bookingsRoute = chain(bookingsRouteModule)
  it('reassigns through the admin edge, lists with the filters, and is closed to visitors', async () => {
    await createStaff(t.db, 'bookings-tab@example.com')
    const cookie = await signIn(t.db, 'bookings-tab@example.com')
    const id = await book(alpha, 'es', 'tab@example.com')
    const reassign = (fields: Record<string, string>, headers: Record<string, string> = { Cookie: cookie }) =>
      settle(() =>
        bookingsRoute.action({
          request: post('/admin/bookings', fields, headers),
          context: testContext(t.db),
          params: {},
        } as never),
      ) as Promise<ActionReply>

    const missing = await reassign({ intent: 'reassign', id: String(id), operatorId: '' })
    expect(missing.init?.status).toBe(400)
    const done = await reassign({ intent: 'reassign', id: String(id), operatorId: String(beta.id) })
    expect(done.data.notice).toMatchObject({
      key: 'adminBookings.reassigned',
      values: { id, operator: beta.name },
    })
    expect(await getBookingForOperator(t.db, beta.id, id)).toMatchObject({ status: 'pending' })
    const again = await reassign({ intent: 'reassign', id: String(id), operatorId: String(beta.id) })
    expect(again.init?.status).toBe(409)

    // Without a staff session, nothing is changed.
    const anonymous = (await reassign(
      { intent: 'reassign', id: String(id), operatorId: String(alpha.id) },
      {},
    )) as unknown
    expect(anonymous).toBeInstanceOf(Response)
    expect(await getBookingForOperator(t.db, beta.id, id)).not.toBeNull()

    const listed = (await settle(() =>
      bookingsRoute.loader({
        request: get(`/admin/bookings?status=pending&operator=${beta.id}`, { Cookie: cookie }),
        context: testContext(t.db),
        params: {},
      } as never),
    )) as { data: { rows: Array<{ id: number; operatorId: number; status: string }> } }
    expect(listed.data.rows.map((r) => r.id)).toContain(id)
    expect(listed.data.rows.every((r) => r.operatorId === beta.id && r.status === 'pending')).toBe(true)

    // The wished pickup time in the site's time zone and the reader's language (issue #30 item 9).
    for (const [path, pattern] of [
      ['/admin/bookings', /^Dec 2, 2026, 10:30\sAM EST$/],
      ['/es/admin/bookings', /^2 dic 2026.*10:30.*$/],
    ] as const) {
      const page = (await settle(() =>
        bookingsRoute.loader({
          request: get(path, { Cookie: cookie }),
          context: testContext(t.db),
          params: {},
        } as never),
      )) as { data: { rows: Array<{ id: number; requestedTime: string }> } }
      expect(page.data.rows.find((r) => r.id === id)!.requestedTime, path).toMatch(pattern)
    }
  })
})
