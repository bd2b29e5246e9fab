/**
 * Issue #44, first slice (ADR 062): an accepted booking becomes a delivery job with the price the
 * server quoted; its operator moves it from the portal's job screen (each change with its event,
 * the proof photo through the image pipeline); another operator's job is a 404; the customer's
 * private tracking page opens with the confirmation e-mail's token only (a forged or altered one is
 * a 404), is never cached or indexed, is in the booking's language, and its JSON state follows the
 * job; the customer is e-mailed at pick-up and at delivery, in the booking's language.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingRequests,
  deliveryJobEvents,
  deliveryJobs,
  images,
  imageVariants,
  operators,
  outbox,
  people,
} from '#app/.server/db/schema'
import { listOperatorProfiles } from '#app/.server/repos/operators'
import { submitBookingRequest } from '#app/.server/services/bookings/booking-requests'
import { reassignBooking } from '#app/.server/services/bookings/booking-workflow'
import { DELIVERY_LATE_CHANNEL, runLateCheck } from '#app/.server/services/deliveries/late-check'
import { utcToZonedLocal } from '#app/domain/time/zone'
import { operatorMailRoute } from '#app/domain/operators/sample-operator'
import { getSitemapXml } from '#app/.server/services/content/sitemap'
import { erasePerson } from '#app/.server/services/people/privacy'
import { hashTrackingToken } from '#app/.server/security/tracking-tokens'
import type { OperatorProfile } from '#app/domain/operators/operator'
import type { Lang } from '#app/domain/routing/locale'
import * as bookingsModule from '#app/routes/portal/bookings'
import * as jobModule from '#app/routes/portal/job'
import * as jobWindowModule from '#app/routes/portal/job-window'
import * as trackModule from '#app/routes/deliveries/track'
import * as trackStateModule from '#app/routes/resources/track-state'
import { renderedRow } from '../support/outbox'
import { chain } from '../support/route-chain'
import {
  createStaff,
  operatorCookie,
  get,
  ORIGIN,
  post,
  settle,
  signIn,
  testContext,
  testServices,
} from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

type Fn = (args: unknown) => unknown
const bookingsRoute = chain(bookingsModule as never) as { loader: Fn; action: Fn }
const jobRoute = chain(jobModule as never) as { loader: Fn; action: Fn }
const windowRoute = chain(jobWindowModule as never) as { loader: Fn; action: Fn }
const trackRoute = chain(trackModule as never) as { loader: Fn }
const trackState = chain(trackStateModule as never) as { loader: Fn }

let t: TestDatabase
let alpha: OperatorProfile
let beta: OperatorProfile
const cookies = { alpha: '', beta: '', staff: '' }

const call = (fn: Fn, request: Request, params: Record<string, string> = {}) =>
  settle(() => fn({ request, context: testContext(t.db), params }))
const status = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } }).init?.status ?? 200)
const dataOf = <T>(answer: unknown) => (answer as { data: T }).data
const headersOf = (answer: unknown) =>
  new Headers(
    answer instanceof Response
      ? answer.headers
      : ((answer as { init?: { headers?: HeadersInit } }).init?.headers ?? {}),
  )

const operatorSession = (operatorId: number, email: string) => operatorCookie(t.db, operatorId, email)

/** A booking from an operator's page, stored as the page's action stores it (with the app's env). */
function book(operator: OperatorProfile, lang: Lang, email: string) {
  return submitBookingRequest(
    testServices(t.db),
    operator,
    {
      name: lang === 'en' ? 'Carla Ruiz' : 'Beto Núñez',
      phone: '305 555 0199',
      email,
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: '200 Ocean Dr, Miami Beach, FL 33139',
      when: '',
      notes: '',
      quoteCents: 4500,
      quoteMiles: 12.5,
    },
    lang,
  )
}

/** The token of the booking's tracking link, as the customer's confirmation e-mail carries it. */
async function trackingLinkOf(email: string) {
  const [row] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.category, 'booking.confirmation')))
  const url = (row!.payload as { template: { data: { trackingUrl: string } } }).template.data.trackingUrl
  return { url, token: url.split('/track/')[1]!, row: row! }
}

function accept(cookie: string, id: number) {
  return call(
    bookingsRoute.action,
    post('/portal/bookings', { intent: 'accept', id: String(id) }, { Cookie: cookie }),
  )
}

async function jobOf(bookingId: number) {
  const [job] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.bookingId, bookingId))
  return job!
}

const eventsOf = (jobId: number) =>
  t.db
    .select()
    .from(deliveryJobEvents)
    .where(eq(deliveryJobEvents.jobId, jobId))
    .orderBy(asc(deliveryJobEvents.id))

/** A step posted from the job screen: a plain form, or multipart with the photo. */
function step(
  cookie: string,
  jobId: number,
  fields: Record<string, string>,
  photo?: Blob,
  lang: Lang = 'en',
  signature?: Blob,
) {
  const path = `${lang === 'es' ? '/es' : ''}/portal/jobs/${jobId}`
  if (!photo) return call(jobRoute.action, post(path, fields, { Cookie: cookie }), { id: String(jobId) })
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.set(k, v)
  body.set('photo', photo, 'proof.jpg')
  if (signature) body.set('signature', signature, 'signature.png')
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', Cookie: cookie },
    body,
  })
  return call(jobRoute.action, request, { id: String(jobId) })
}

const outboxCount = async () => (await t.db.select({ id: outbox.id }).from(outbox)).length

async function photo() {
  const sharp = (await import('sharp')).default
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer()
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' })
}

/** A signature as the job screen's pad hands it over: a PNG of strokes on white. */
async function signaturePng() {
  const sharp = (await import('sharp')).default
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160"><rect width="600" height="160" fill="#fff"/><path d="M20 120 C 120 20, 220 150, 320 60 S 520 100, 580 40" stroke="#0f172a" stroke-width="3" fill="none"/></svg>'
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  return new Blob([new Uint8Array(png)], { type: 'image/png' })
}

beforeAll(async () => {
  t = await createTestDatabase()
  ;[alpha, beta] = (await listOperatorProfiles(t.db)).slice(0, 2) as [OperatorProfile, OperatorProfile]
  cookies.alpha = await operatorSession(alpha.id, 'jobs-alpha@example.com')
  cookies.beta = await operatorSession(beta.id, 'jobs-beta@example.com')
  await createStaff(t.db, 'jobs-staff@example.com')
  cookies.staff = await signIn(t.db, 'jobs-staff@example.com')
})
afterAll(async () => {
  await t?.drop()
})

describe('a booking becomes a delivery job', () => {
  it("stores the tracking token's hash only, and e-mails the link in the booking's language", async () => {
    const id = await book(alpha, 'es', 'link-es@example.com')
    const { url, token, row } = await trackingLinkOf('link-es@example.com')
    expect(new URL(url).pathname).toBe(`/es/track/${token}`)
    expect(token).toMatch(/^[\w-]{43}$/)
    const [booking] = await t.db.select().from(bookingRequests).where(eq(bookingRequests.id, id))
    expect(booking!.trackingTokenHash).toBe(hashTrackingToken(token))
    expect(JSON.stringify(booking)).not.toContain(token)
    const { text } = await renderedRow(t.db, row)
    expect(text).toContain('Seguir mi entrega')
    expect(text).toContain(`/es/track/${token}`)
  })

  it("accepting it makes the job in the same step, with the server's quoted price and its first event", async () => {
    const id = await book(alpha, 'en', 'accept@example.com')
    expect(status(await accept(cookies.alpha, id))).toBe(200)
    const job = await jobOf(id)
    expect(job).toMatchObject({
      operatorId: alpha.id,
      status: 'accepted',
      priceCents: 4500,
      recipientName: null,
    })
    expect(await eventsOf(job.id)).toMatchObject([
      { status: 'accepted', actorKind: 'operator', actorId: alpha.id, reason: '' },
    ])
    // The portal's list links the booking to its job.
    const list = dataOf<{ bookings: Array<{ id: number; jobId?: number | null }> }>(
      await call(bookingsRoute.loader, get('/portal/bookings', { Cookie: cookies.alpha })),
    )
    expect(list.bookings.find((b) => b.id === id)?.jobId).toBe(job.id)
    // A second accept changes nothing and makes no second job.
    expect(status(await accept(cookies.alpha, id))).toBe(409)
    expect(await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.bookingId, id))).toHaveLength(1)
  })

  it('a reassignment before pick-up takes the job away; after pick-up the booking stays', async () => {
    const id = await book(alpha, 'en', 'moved-job@example.com')
    await accept(cookies.alpha, id)
    const first = await jobOf(id)
    expect(await reassignBooking(t.db, id, beta.id)).toMatchObject({ ok: true })
    expect(await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.bookingId, id))).toEqual([])
    await accept(cookies.beta, id)
    const second = await jobOf(id)
    expect(second).toMatchObject({ operatorId: beta.id, status: 'accepted' })
    expect(second.id).not.toBe(first.id)
    expect(status(await step(cookies.beta, second.id, { to: 'picked_up' }))).toBe(302)
    expect(await reassignBooking(t.db, id, alpha.id)).toEqual({ ok: false, reason: 'notAllowed' })
  })
})

describe("the operator's job screen", () => {
  it('moves the job step by step, each with its event; the proof photo is checked and resized', async () => {
    const id = await book(alpha, 'es', 'steps@example.com')
    await accept(cookies.alpha, id)
    const job = await jobOf(id)

    const screen = await call(
      jobRoute.loader,
      get(`/es/portal/jobs/${job.id}?to=picked_up`, { Cookie: cookies.alpha }),
      {
        id: String(job.id),
      },
    )
    expect(status(screen)).toBe(200)
    expect(headersOf(screen).get('Cache-Control')).toBe('private, no-store')
    expect(
      dataOf<{ job: { status: string; next: string[]; priceCents: number }; confirming: string }>(screen),
    ).toMatchObject({
      job: { status: 'accepted', next: ['picked_up', 'cancelled'], priceCents: 4500 },
      confirming: 'picked_up',
    })
    // A step its status does not allow is not offered.
    const skipping = await call(
      jobRoute.loader,
      get(`/portal/jobs/${job.id}?to=delivered`, { Cookie: cookies.alpha }),
      {
        id: String(job.id),
      },
    )
    expect(dataOf<{ confirming: string | null }>(skipping).confirming).toBeNull()

    const picked = (await step(cookies.alpha, job.id, { to: 'picked_up' }, undefined, 'es')) as Response
    expect(picked.status).toBe(302)
    expect(picked.headers.get('Location')).toBe(`/es/portal/jobs/${job.id}?saved=picked_up`)
    // A second tap (or another tab) finds it moved: nothing more stored.
    expect(status(await step(cookies.alpha, job.id, { to: 'picked_up' }))).toBe(409)
    expect(status(await step(cookies.alpha, job.id, { to: 'in_transit' }))).toBe(302)

    const noReason = await step(cookies.alpha, job.id, { to: 'failed_attempt', reason: '  ' })
    expect(status(noReason)).toBe(400)
    expect(dataOf<{ reply: { error: string; field: string } }>(noReason).reply).toMatchObject({
      error: 'reasonRequired',
      field: 'reason',
    })
    expect(status(await step(cookies.alpha, job.id, { to: 'failed_attempt', reason: 'Nadie en casa' }))).toBe(
      302,
    )

    const noPhoto = await step(cookies.alpha, job.id, { to: 'delivered', recipientName: 'Ana Paz' })
    expect(status(noPhoto)).toBe(400)
    expect(dataOf<{ reply: { error: string; field: string } }>(noPhoto).reply).toMatchObject({
      error: 'photoMissing',
      field: 'photo',
    })
    const notImage = await step(
      cookies.alpha,
      job.id,
      { to: 'delivered', recipientName: 'Ana Paz' },
      new Blob(['not a photo'], { type: 'image/jpeg' }),
    )
    expect(dataOf<{ reply: { error: string } }>(notImage).reply.error).toBe('photo')
    expect((await jobOf(id)).status).toBe('failed_attempt')

    const delivered = await step(
      cookies.alpha,
      job.id,
      { to: 'delivered', recipientName: ' Ana Paz ' },
      await photo(),
    )
    expect(status(delivered)).toBe(302)
    const done = await jobOf(id)
    expect(done).toMatchObject({ status: 'delivered', recipientName: 'Ana Paz' })
    const [image] = await t.db.select().from(images).where(eq(images.id, done.proofImageId!))
    expect(image).toMatchObject({ sourceType: 'jpeg', width: 900, createdBy: null })
    const widths = (
      await t.db
        .select({ w: imageVariants.width })
        .from(imageVariants)
        .where(eq(imageVariants.imageId, image!.id))
    ).map((r) => r.w)
    expect(widths.sort((a, b) => a - b)).toEqual([320, 640, 900])
    // Delivered completes the booking.
    const [booking] = await t.db.select().from(bookingRequests).where(eq(bookingRequests.id, id))
    expect(booking).toMatchObject({ status: 'completed' })
    expect((await eventsOf(job.id)).map((e) => [e.status, e.reason, e.actorKind, e.actorId])).toEqual([
      ['accepted', '', 'operator', alpha.id],
      ['picked_up', '', 'operator', alpha.id],
      ['in_transit', '', 'operator', alpha.id],
      ['failed_attempt', 'Nadie en casa', 'operator', alpha.id],
      ['delivered', '', 'operator', alpha.id],
    ])
    // Over: no step is offered, and none is taken.
    const final = await call(jobRoute.loader, get(`/portal/jobs/${job.id}`, { Cookie: cookies.alpha }), {
      id: String(job.id),
    })
    expect(
      dataOf<{ job: { next: string[]; proof: { recipientName: string; photoUrl: string } } }>(final).job,
    ).toMatchObject({
      next: [],
      proof: { recipientName: 'Ana Paz', photoUrl: `/images/u/${image!.id}-640.webp` },
    })
    expect(status(await step(cookies.alpha, job.id, { to: 'cancelled', reason: 'Too late' }))).toBe(409)
  })

  it('takes a phone camera’s photo of a few MB (the registry gives the screen the upload limit)', async () => {
    const id = await book(alpha, 'en', 'big-photo@example.com')
    await accept(cookies.alpha, id)
    const job = await jobOf(id)
    await step(cookies.alpha, job.id, { to: 'picked_up' })
    const sharp = (await import('sharp')).default
    const { randomBytes } = await import('node:crypto')
    const [width, height] = [1000, 1000]
    const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(png.byteLength).toBeGreaterThan(2 * 1000 * 1000)
    const answer = await step(
      cookies.alpha,
      job.id,
      { to: 'delivered', recipientName: 'Front desk' },
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
    )
    expect(status(answer)).toBe(302)
    const done = await jobOf(id)
    const [image] = await t.db.select().from(images).where(eq(images.id, done.proofImageId!))
    expect(image).toMatchObject({ sourceType: 'png', width, height })
  })

  it("e-mails the customer at pick-up and at delivery, in the booking's language, with the proof", async () => {
    const rows = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'steps@example.com'))
      .orderBy(asc(outbox.id))
    expect(rows.map((r) => [r.category, r.lang])).toEqual([
      ['booking.confirmation', 'es'],
      ['booking.accept', 'es'],
      ['delivery.picked_up', 'es'],
      ['delivery.delivered', 'es'],
    ])
    const pickedUp = rows[2]!
    expect(pickedUp.subject).toBe(`${alpha.name} recogió su entrega`)
    const delivered = rows[3]!
    expect(delivered.subject).toBe(`Su entrega con ${alpha.name} fue entregada`)
    const { text } = await renderedRow(t.db, delivered)
    expect(text).toContain('Recibida por')
    expect(text).toContain('Ana Paz')
    expect(text).toMatch(/\/images\/u\/[0-9a-f]{16}-640\.webp/)
    // In transit and the failed attempt are on the tracking page, not in the mailbox.
    expect(rows.some((r) => r.category === 'delivery.in_transit')).toBe(false)
  })

  it("refuses another operator's job (404): screen, step and `.data` URL; nothing changes, nobody is e-mailed", async () => {
    const id = await book(alpha, 'en', 'private-job@example.com')
    await accept(cookies.alpha, id)
    const job = await jobOf(id)
    const before = await outboxCount()
    for (const url of [`/portal/jobs/${job.id}`, `/es/portal/jobs/${job.id}.data`]) {
      const seen = await call(jobRoute.loader, get(url, { Cookie: cookies.beta }), { id: String(job.id) })
      expect(status(seen), url).toBe(404)
      expect(JSON.stringify(seen)).not.toContain('private-job@example.com')
    }
    const attempts: Array<Record<string, string>> = [
      { to: 'picked_up' },
      { to: 'cancelled', reason: 'Mine now' },
    ]
    for (const fields of attempts) {
      expect(status(await step(cookies.beta, job.id, fields)), fields.to).toBe(404)
    }
    // No job of that id at all: the same 404.
    expect(
      status(
        await call(jobRoute.loader, get('/portal/jobs/999999', { Cookie: cookies.alpha }), { id: '999999' }),
      ),
    ).toBe(404)
    expect(
      status(await call(jobRoute.loader, get('/portal/jobs/x', { Cookie: cookies.alpha }), { id: 'x' })),
    ).toBe(404)
    expect((await jobOf(id)).status).toBe('accepted')
    expect(await eventsOf(job.id)).toHaveLength(1)
    expect(await outboxCount()).toBe(before)
  })

  it('a staff session or none is sent to the portal sign-in: screen and step', async () => {
    const id = await book(alpha, 'en', 'signed-out@example.com')
    await accept(cookies.alpha, id)
    const job = await jobOf(id)
    for (const cookie of [cookies.staff, '']) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
      const seen = (await call(jobRoute.loader, get(`/portal/jobs/${job.id}`, headers), {
        id: String(job.id),
      })) as Response
      expect(seen.status).toBe(302)
      expect(seen.headers.get('Location')).toBe('/portal')
      const posted = (await call(
        jobRoute.action,
        post(`/portal/jobs/${job.id}`, { to: 'picked_up' }, headers),
        {
          id: String(job.id),
        },
      )) as Response
      expect(posted.headers.get('Location')).toBe('/portal')
    }
    expect((await jobOf(id)).status).toBe('accepted')
  })

  it('a cross-site post is refused even with the operator’s session', async () => {
    const id = await book(alpha, 'en', 'cross-site@example.com')
    await accept(cookies.alpha, id)
    const job = await jobOf(id)
    const answer = await call(
      jobRoute.action,
      new Request(`${ORIGIN}/portal/jobs/${job.id}`, {
        method: 'POST',
        headers: { Origin: 'https://evil.example', Cookie: cookies.alpha },
        body: new URLSearchParams({ to: 'picked_up' }),
      }),
      { id: String(job.id) },
    )
    expect(status(answer)).toBe(403)
    expect((await jobOf(id)).status).toBe('accepted')
  })
})

type TrackingData = {
  token: string
  view: {
    lang: string
    operatorName: string
    stage: string
    events: Array<{ status: string; reason: string }>
    courier: { firstName: string; phone: string | null } | null
    proof: { recipientName: string; photoUrl: string | null } | null
  }
}

describe('the private tracking page', () => {
  it('opens with its token: private, not indexed, in the booking’s language, following the job', async () => {
    const id = await book(alpha, 'es', 'track-es@example.com')
    const { token } = await trackingLinkOf('track-es@example.com')
    const open = (path: string) => call(trackRoute.loader, get(path), { token })

    const waiting = await open(`/es/track/${token}`)
    expect(status(waiting)).toBe(200)
    expect(headersOf(waiting).get('Cache-Control')).toBe('private, no-store')
    expect(headersOf(waiting).get('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(new Headers(trackModule.headers()).get('Cache-Control')).toBe('private, no-store')
    expect(dataOf<TrackingData>(waiting).view).toMatchObject({
      lang: 'es',
      stage: 'requested',
      events: [{ status: 'requested' }],
      courier: null,
      proof: null,
    })
    // Opened in English, it goes to the booking's language.
    const english = (await open(`/track/${token}`)) as Response
    expect(english.status).toBe(302)
    expect(english.headers.get('Location')).toBe(`/es/track/${token}`)
    expect(english.headers.get('Cache-Control')).toBe('private, no-store')

    await accept(cookies.alpha, id)
    const job = await jobOf(id)
    await step(cookies.alpha, job.id, { to: 'picked_up' })
    const moving = dataOf<TrackingData>(await open(`/es/track/${token}`)).view
    expect(moving.stage).toBe('picked_up')
    expect(moving.events.map((e) => e.status)).toEqual(['requested', 'accepted', 'picked_up'])
    const [operator] = await t.db.select().from(operators).where(eq(operators.id, alpha.id))
    expect(moving.courier?.firstName).toBe(operator!.contactPersonName?.split(' ')[0] ?? alpha.name)

    // The open page's JSON state: the same view, as private.
    const state = (await call(trackState.loader, get(`/track/${token}/state`), { token })) as Response
    expect(state.status).toBe(200)
    expect(state.headers.get('Cache-Control')).toBe('private, no-store')
    expect(state.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await state.json()).toMatchObject({ stage: 'picked_up', lang: 'es' })

    await step(cookies.alpha, job.id, { to: 'delivered', recipientName: 'Ana Paz' }, await photo())
    const over = dataOf<TrackingData>(await open(`/es/track/${token}`)).view
    expect(over).toMatchObject({ stage: 'delivered', proof: { recipientName: 'Ana Paz' } })
    expect(over.proof?.photoUrl).toMatch(/^\/images\/u\/[0-9a-f]{16}-640\.webp$/)
  })

  it('a forged, altered or malformed token is a 404 (page and state); another token opens only its own booking', async () => {
    await book(alpha, 'en', 'track-a@example.com')
    await book(beta, 'en', 'track-b@example.com')
    const a = (await trackingLinkOf('track-a@example.com')).token
    const b = (await trackingLinkOf('track-b@example.com')).token
    const altered = `${a.slice(0, 10)}${a[10] === 'x' ? 'y' : 'x'}${a.slice(11)}`
    for (const token of [
      'A'.repeat(43),
      altered,
      a.slice(0, 42),
      `${a}=`,
      'not-a-token',
      hashTrackingToken(a),
    ]) {
      const page = await call(trackRoute.loader, get(`/track/${encodeURIComponent(token)}`), { token })
      expect(status(page), token).toBe(404)
      expect(headersOf(page).get('Cache-Control')).toBe('private, no-store')
      const state = (await call(trackState.loader, get(`/track/${encodeURIComponent(token)}/state`), {
        token,
      })) as Response
      expect(state.status, token).toBe(404)
      expect(state.headers.get('Cache-Control')).toBe('private, no-store')
    }
    const other = dataOf<TrackingData>(await call(trackRoute.loader, get(`/track/${b}`), { token: b }))
    expect(other.view.operatorName).toBe(beta.name)
    expect(JSON.stringify(other)).not.toContain('track-a@example.com')
  })

  it("a privacy erasure removes the delivery's proof and ends the tracking link (ADR 050)", async () => {
    const id = await book(alpha, 'en', 'erase-me@example.com')
    const { token } = await trackingLinkOf('erase-me@example.com')
    await accept(cookies.alpha, id)
    const job = await jobOf(id)
    await step(cookies.alpha, job.id, { to: 'picked_up' })
    await step(cookies.alpha, job.id, { to: 'in_transit' })
    await step(cookies.alpha, job.id, { to: 'failed_attempt', reason: 'Carla was out' })
    await step(
      cookies.alpha,
      job.id,
      { to: 'delivered', recipientName: 'Carla Ruiz' },
      await photo(),
      'en',
      await signaturePng(),
    )
    const imageId = (await jobOf(id)).proofImageId!
    const signatureId = (await jobOf(id)).signatureImageId!
    expect(signatureId).toBeTruthy()
    const [person] = await t.db.select().from(people).where(eq(people.email, 'erase-me@example.com'))
    expect(await erasePerson(t.db, person!.id, { id: 1, email: 'admin@example.com' })).toMatchObject({
      ok: true,
    })
    expect(await jobOf(id)).toMatchObject({
      status: 'delivered',
      recipientName: null,
      proofImageId: null,
      signatureImageId: null,
    })
    expect(await t.db.select().from(images).where(eq(images.id, signatureId))).toEqual([])
    expect((await eventsOf(job.id)).map((e) => e.reason)).toEqual(['', '', '', '', ''])
    expect(await t.db.select().from(images).where(eq(images.id, imageId))).toEqual([])
    expect(status(await call(trackRoute.loader, get(`/track/${token}`), { token }))).toBe(404)
  })

  it('a signature drawn on the screen is kept with the proof, and the customer sees it; one that is not an image is refused beside it', async () => {
    const id = await book(alpha, 'es', 'signed@example.com')
    const { token } = await trackingLinkOf('signed@example.com')
    await accept(cookies.alpha, id)
    const job = await jobOf(id)
    await step(cookies.alpha, job.id, { to: 'picked_up' })
    const bad = await step(
      cookies.alpha,
      job.id,
      { to: 'delivered', recipientName: 'Beto Núñez' },
      await photo(),
      'en',
      new Blob(['not a picture'], { type: 'image/png' }),
    )
    expect(status(bad)).toBe(400)
    expect(dataOf<{ reply: { field: string; error: string } }>(bad).reply).toMatchObject({
      field: 'signature',
      error: 'signature',
    })
    expect((await jobOf(id)).status).toBe('picked_up')
    await step(
      cookies.alpha,
      job.id,
      { to: 'delivered', recipientName: 'Beto Núñez' },
      await photo(),
      'en',
      await signaturePng(),
    )
    const stored = await jobOf(id)
    expect(stored).toMatchObject({ status: 'delivered', recipientName: 'Beto Núñez' })
    const [image] = await t.db.select().from(images).where(eq(images.id, stored.signatureImageId!))
    expect(image).toMatchObject({ altEn: `Signature of Beto Núñez, booking #${id}` })
    const state = (await (
      (await call(trackState.loader, get(`/track/${token}/state`), { token })) as Response
    ).json()) as { proof: { signatureUrl: string | null } }
    expect(state.proof.signatureUrl).toMatch(new RegExp(`^/images/u/${stored.signatureImageId}`))
  })

  it('is not in the sitemap', async () => {
    expect(await getSitemapXml(t.db, 'http://site.test')).not.toContain('/track')
  })
})

describe('the pick-up window and the late check (issue #44)', () => {
  const zone = 'America/New_York'
  const local = (at: Date) => utcToZonedLocal(at, zone)
  const windowPost = (cookie: string, jobId: number, fields: Record<string, string>, lang: Lang = 'en') =>
    call(
      windowRoute.action,
      post(
        `${lang === 'es' ? '/es' : ''}/portal/jobs/${jobId}/window`,
        { intent: 'window', ...fields },
        { Cookie: cookie },
      ),
      { id: String(jobId) },
    )
  const lateMails = (jobId: number) =>
    t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.category, 'delivery.late'),
          sql`(${outbox.payload}->'template'->'data'->>'jobId')::int = ${jobId}`,
        ),
      )

  it('the operator gives a window; the customer sees it; its end schedules one check', async () => {
    const id = await book(alpha, 'es', 'window-es@example.com')
    await accept(cookies.alpha, id)
    const job = await jobOf(id)
    const from = new Date(Date.now() + 3_600_000)
    const by = new Date(Date.now() + 2 * 3_600_000)
    from.setUTCSeconds(0, 0)
    by.setUTCSeconds(0, 0)
    const saved = await windowPost(
      cookies.alpha,
      job.id,
      { pickupFrom: local(from), pickupBy: local(by) },
      'es',
    )
    expect(saved).toBeInstanceOf(Response)
    expect((saved as Response).headers.get('Location')).toBe(`/es/portal/jobs/${job.id}?saved=window`)
    expect(await jobOf(id)).toMatchObject({ pickupFrom: from, pickupBy: by, lateNotifiedAt: null })
    const checks = await t.db.select().from(outbox).where(eq(outbox.channel, DELIVERY_LATE_CHANNEL))
    const check = checks.find((row) => (row.payload as { jobId: number }).jobId === job.id)!
    expect(check).toMatchObject({ status: 'pending', nextAttemptAt: by })
    // The customer's page shows it; the operator's screen too.
    const { token } = await trackingLinkOf('window-es@example.com')
    const state = (await (
      (await call(trackState.loader, get(`/track/${token}/state`), { token })) as Response
    ).json()) as { pickupWindow: unknown }
    expect(state.pickupWindow).toEqual({ from: from.toISOString(), by: by.toISOString() })
    const screen = dataOf<{ job: { pickupWindow: unknown; late: boolean }; saved: string }>(
      await call(jobRoute.loader, get(`/es/portal/jobs/${job.id}?saved=window`, { Cookie: cookies.alpha }), {
        id: String(job.id),
      }),
    )
    expect(screen).toMatchObject({ saved: 'window', job: { late: false } })
    // Another operator's job is not found; a refused window keeps what was typed beside its field.
    expect(
      status(await windowPost(cookies.beta, job.id, { pickupFrom: local(from), pickupBy: local(by) })),
    ).toBe(404)
    const refused = await windowPost(cookies.alpha, job.id, { pickupFrom: local(by), pickupBy: local(from) })
    expect(status(refused)).toBe(400)
    expect(dataOf(refused)).toEqual({
      reply: { error: 'windowOrder', field: 'pickupBy', pickupFrom: local(by), pickupBy: local(from) },
    })
  })

  it('still not picked up at the end of its window: staff and the operator are told once; picked up: nobody', async () => {
    const lateId = await book(alpha, 'en', 'late@example.com')
    const onTimeId = await book(alpha, 'en', 'ontime@example.com')
    await accept(cookies.alpha, lateId)
    await accept(cookies.alpha, onTimeId)
    const late = await jobOf(lateId)
    const onTime = await jobOf(onTimeId)
    const by = new Date(Date.now() + 3_600_000)
    by.setUTCSeconds(0, 0)
    const from = new Date(by.getTime() - 1_800_000)
    for (const job of [late, onTime])
      expect(
        status(await windowPost(cookies.alpha, job.id, { pickupFrom: local(from), pickupBy: local(by) })),
      ).toBe(302)
    await step(cookies.alpha, onTime.id, { to: 'picked_up' })
    const env = { STAFF_EMAIL: 'late-staff@example.com' }
    const after = new Date(by.getTime() + 60_000)
    // Before its end, nothing; after it, once, however often the job runs (two workers, a retry).
    expect(
      await runLateCheck(
        t.db,
        { jobId: late.id, by: by.toISOString() },
        { env, now: new Date(by.getTime() - 1) },
      ),
    ).toBe('notLate')
    const runs = await Promise.all(
      [1, 2, 3].map(() => runLateCheck(t.db, { jobId: late.id, by: by.toISOString() }, { env, now: after })),
    )
    expect(runs.filter((r) => r === 'late')).toHaveLength(1)
    expect(await runLateCheck(t.db, { jobId: onTime.id, by: by.toISOString() }, { env, now: after })).toBe(
      'notLate',
    )
    const mails = await lateMails(late.id)
    // A sample operator's mail goes to staff (issue #45): then one e-mail, to staff.
    const operatorTo = operatorMailRoute(alpha, { staff: env.STAFF_EMAIL, fallback: env.STAFF_EMAIL }).to
    expect(mails.map((m) => m.recipient).sort()).toEqual([...new Set([env.STAFF_EMAIL, operatorTo])].sort())
    expect(mails.every((m) => m.lang === 'en')).toBe(true)
    expect(mails[0]!.subject).toContain(`Delivery #${late.id} not picked up by`)
    expect(await lateMails(onTime.id)).toEqual([])
    const { html } = await renderedRow(t.db, mails[0]!)
    expect(html).toContain('Pick-up window')
    expect(html).toContain(alpha.name)
    expect((await jobOf(lateId)).lateNotifiedAt).toEqual(after)
  })
})
