import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zipDistanceProvider } from '#app/.server/adapters/distance/zip'
import { bookingRequests, deliveryJobs, operators, outbox, submissions } from '#app/.server/db/schema'
import {
  acceptBooking,
  bookingsOverview,
  reassignBooking,
} from '#app/.server/services/bookings/booking-workflow'
import { quoteAddresses } from '#app/.server/services/operators/operators'
import { HONEYPOT_FIELD } from '#app/domain/forms/options'
import type { BookingResponse } from '#app/domain/operators/booking'
import type { ServiceOrderStart } from '#app/.server/services/bookings/service-order'
import * as orderFormModule from '#app/routes/service/order-form'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { chain } from '../support/route-chain'
import { routeArgs, testContext } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * Issue #44, ordering from the service section (ADR 066): the calculator's link opens the order
 * page with its ZIP codes and the server's price; the order goes to the operator whose coverage
 * holds the pickup ZIP with the server's price whatever price was posted, and an order from a ZIP
 * nobody covers is stored for staff; both are then handled like a booking from an operator's page.
 */
const orderRoute = chain(orderFormModule)
const STAFF = 'orders-staff@example.com'
const DELRAY_EMAIL = 'dispatch@delraycourier.com'

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
let delrayId: number
let ips = 0
const ctx = () => testContext(t, { env: { STAFF_EMAIL: STAFF }, clientIp: `198.51.100.${++ips}` })

async function open(query: string, lang: 'en' | 'es' = 'en') {
  const path = `${lang === 'es' ? '/es' : ''}/service/order/new${query}`
  return (await orderRoute.loader(
    routeArgs(new Request(`http://localhost${path}`), ctx()),
  )) as ServiceOrderStart
}

async function order(fields: Record<string, string>, lang: 'en' | 'es' = 'en') {
  const path = `${lang === 'es' ? '/es' : ''}/service/order/new`
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { Origin: 'http://localhost', Accept: 'application/json' },
    body: new URLSearchParams({
      name: 'Rosa Díaz',
      phone: '(561) 276-4410',
      email: 'rosa@example.com',
      when: '',
      notes: '',
      ...fields,
    }),
  })
  const answer = (await orderRoute.action(routeArgs(request, ctx()))) as {
    data: BookingResponse
    init: ResponseInit | null
  }
  return { answer: answer.data, status: answer.init?.status ?? 200 }
}

const bookingsTo = (email: string) =>
  t.db.select().from(bookingRequests).where(eq(bookingRequests.email, email))
const mailsOf = async (category: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.category, category))).map((row) => ({
    to: row.recipient,
    lang: row.lang,
    data: (row.payload as { template?: { data?: Record<string, unknown> } }).template?.data ?? {},
  }))

beforeAll(async () => {
  ;[t, sink] = await Promise.all([createTestDatabase(), startMailSink()])
  // Delray Beach Courier becomes a real operator (the seed's are all samples): its mail reaches it.
  const [delray] = await t.db
    .update(operators)
    .set({ contactEmail: DELRAY_EMAIL, contactPhone: '(561) 276-1234' })
    .where(eq(operators.customSlug, 'delray-beach-courier'))
    .returning({ id: operators.id })
  delrayId = delray!.id
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})

describe(`ordering from the service section (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('opens with the calculator’s ZIP codes and its price; a price in the link is not read', async () => {
    const start = await open('?from=33435&to=33432&price=1&quoteCents=1')
    expect(start.pickup).toBe('33435')
    expect(start.delivery).toBe('33432')
    const expected = await quoteAddresses(zipDistanceProvider, { pickup: '33435', delivery: '33432' })
    expect(expected.status).toBe('priced')
    expect(start.quote?.price).toEqual(expected.status === 'priced' ? expected.price : null)
    // Outside the service areas the calculator gives no price, nor does the order page.
    expect((await open('?from=32801&to=32803')).quote).toBeNull()
    expect(await open('?from=abc')).toEqual({ pickup: '', delivery: '', quote: null })
  })

  it('goes to the operator covering the pickup ZIP, with the server’s price, whatever price was posted', async () => {
    const email = 'boynton-order@example.com'
    const pickup = '1500 N Federal Hwy, Boynton Beach, FL 33435'
    const delivery = '200 E Palmetto Park Rd, Boca Raton, FL 33432'
    const { answer, status } = await order({
      email,
      pickup,
      delivery,
      quoteCents: '1',
      quoteMiles: '0.1',
      price: '1',
    })
    // Boynton Quick Runs is nearer, but a sample; Delray Beach Courier covers 33435 and is real.
    expect(status).toBe(200)
    expect(answer).toEqual({ status: 'sent', operatorName: 'Delray Beach Courier' })
    const [booking] = await bookingsTo(email)
    const server = await quoteAddresses(zipDistanceProvider, { pickup, delivery })
    expect(server.status).toBe('priced')
    if (server.status !== 'priced') return
    expect(booking).toMatchObject({
      operatorId: delrayId,
      operatorSlug: 'delray-beach-courier',
      status: 'pending',
      quoteCents: server.price.totalCents,
      quoteMiles: server.price.miles,
      lang: 'en',
    })
    expect(booking!.quoteCents).not.toBe(1)
    // The same price the page showed for the calculator's ZIP codes.
    expect((await open('?from=33435&to=33432')).quote?.price.totalCents).toBe(server.price.totalCents)
    expect(booking!.trackingTokenHash).toMatch(/^[\w-]{43}$/)

    // E-mailed like a booking from an operator's page: the operator's (saying where it came from)
    // and the customer's confirmation with the tracking link.
    const toOperator = (await mailsOf('booking.operator')).filter((m) => m.to === DELRAY_EMAIL)
    expect(toOperator).toHaveLength(1)
    expect(toOperator[0]!.data.serviceOrder).toEqual({ routedToStaff: false, pickupZip: '33435' })
    const confirmation = (await mailsOf('booking.confirmation')).find((m) => m.to === email)
    expect(confirmation?.data).toMatchObject({ operatorName: 'Delray Beach Courier', lang: 'en' })
    expect(String(confirmation?.data.trackingUrl)).toMatch(/^http:\/\/localhost\/track\/[\w-]{43}$/)
    const [submission] = await t.db.select().from(submissions).where(eq(submissions.email, email))
    expect(submission?.sourcePath).toBe('/service/order/new')

    // The operator's accept makes its delivery job, with the server's price.
    const accepted = await acceptBooking(t.db, delrayId, booking!.id)
    expect(accepted.ok).toBe(true)
    const [job] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.bookingId, booking!.id))
    expect(job).toMatchObject({ operatorId: delrayId, priceCents: server.price.totalCents })
  })

  it('is stored for staff when nobody covers the pickup ZIP, then assigned and accepted', async () => {
    const email = 'orlando-order@example.com'
    const { answer } = await order(
      {
        email,
        pickup: '400 S Orange Ave, Orlando, FL 32801',
        delivery: 'Orlando, FL 32803',
        quoteCents: '99',
      },
      'es',
    )
    expect(answer).toEqual({ status: 'sent', operatorName: null })
    const [booking] = await bookingsTo(email)
    expect(booking).toMatchObject({ operatorId: null, operatorName: '', operatorSlug: '', lang: 'es' })
    expect(booking!.quoteCents).toBeGreaterThan(1200)
    expect(booking!.quoteCents).not.toBe(99)
    // Staff are e-mailed at once (no two-hour wait: nobody else would answer) and see it in Bookings.
    const toStaff = (await mailsOf('booking.operator')).filter(
      (m) => m.to === STAFF && (m.data.booking as { email: string }).email === email,
    )
    expect(toStaff).toHaveLength(1)
    expect(toStaff[0]!.data.serviceOrder).toEqual({ routedToStaff: true, pickupZip: '32801' })
    const confirmation = (await mailsOf('booking.confirmation')).find((m) => m.to === email)
    expect(confirmation).toMatchObject({ lang: 'es', data: { operatorName: 'Courier Network' } })
    // Sent: staff read why it came to them, the customer reads the confirmation in Spanish.
    sink.clear()
    await deliverOutbox(t.db, { smtpUrl: sink.url, env: { STAFF_EMAIL: STAFF } })
    const staffMail = sink.messages.find((m) => m.to.includes(STAFF) && m.text.includes('Rosa'))
    expect(staffMail?.text.replace(/\s+/g, ' ')).toContain('pickup ZIP code (32801), so it came to staff')
    const customerMail = sink.messages.find((m) => m.to.includes(email))
    expect(customerMail?.subject).toContain('Courier Network')
    expect(customerMail?.text).toMatch(/\/es\/track\/[\w-]{43}/)
    const overview = await bookingsOverview(t.db, {})
    expect(overview.rows.some((r) => r.id === booking!.id && r.operatorId === null)).toBe(true)

    // No two-hour escalation while it is staff's own; the reassignment starts the operator's.
    const escalations = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.channel, 'booking-escalation'))).filter(
        (row) => (row.payload as { bookingId?: number }).bookingId === booking!.id,
      )
    expect(await escalations()).toHaveLength(0)
    // Staff assign it; the operator's accept makes the delivery job, as for any booking.
    expect((await reassignBooking(t.db, booking!.id, delrayId)).ok).toBe(true)
    expect(await escalations()).toHaveLength(1)
    expect((await acceptBooking(t.db, delrayId, booking!.id)).ok).toBe(true)
    const [job] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.bookingId, booking!.id))
    expect(job).toMatchObject({ operatorId: delrayId, priceCents: booking!.quoteCents })
  })

  it('refuses beside the field with what was typed kept, and stores nothing for a honeypot', async () => {
    const refused = await order({ email: 'not-an-email', pickup: '33444', delivery: '' })
    expect(refused.status).toBe(400)
    expect(refused.answer).toMatchObject({
      status: 'invalid',
      errors: { email: 'email', delivery: 'required' },
      values: { email: 'not-an-email', pickup: '33444' },
    })
    const trap = await order({
      email: 'bot@example.com',
      pickup: '33444',
      delivery: '33432',
      [HONEYPOT_FIELD]: 'x',
    })
    expect(trap.answer.status).not.toBe('sent')
    expect(await bookingsTo('bot@example.com')).toHaveLength(0)
  })
})
