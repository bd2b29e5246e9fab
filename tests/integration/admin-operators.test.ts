import { chain } from '../support/route-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zipCentroid } from '#app/.server/adapters/distance/zip'
import { getOperatorPage } from '#app/.server/services/operators/operators'
import { testimonialLine } from '#app/domain/operators/admin-form'
import { operatorStructuredData } from '#app/domain/operators/operator'
import * as operatorsModule from '#app/routes/admin/operators'
import { eq } from 'drizzle-orm'
import { operators } from '#app/.server/db/schema'
import { WEEK, type Weekday } from '#app/domain/operators/hours'
import type { WeeklyHoursValues } from '#app/domain/operators/hours-form'
import { hoursFieldsOf, hoursFormFields } from '../support/hours-fields'
import { get, post, settle, signIn, createStaff, testContext, insertLibraryImage } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const { action, loader } = chain(operatorsModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'ops@example.com')
  cookie = await signIn(t.db, 'ops@example.com')
})
afterAll(async () => {
  await t?.drop()
})

const save = (fields: Record<string, string>) =>
  settle(() =>
    action({
      request: post('/admin/operators', { intent: 'save', ...fields }, { Cookie: cookie }),
      context: testContext(t.db),
      params: {},
    } as never),
  )

const statusOf = (r: unknown) =>
  r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200)
const errorsOf = (r: unknown) => (r as { data: { errors: Record<string, string> } }).data.errors

describe('the staff Operators tab', () => {
  it('refuses visitors without a session', async () => {
    const r = await settle(() =>
      loader({ request: get('/admin/operators'), context: testContext(t.db), params: {} } as never),
    )
    expect(r).toBeInstanceOf(Response)
    expect([302, 303, 401, 403]).toContain((r as Response).status)
  })

  it('creates an operator whose page exists at once, edits and deletes it', async () => {
    const created = await save({
      name: 'Jupiter Courier',
      customSlug: 'jupiter-courier',
      areaServed: 'Jupiter, FL',
      businessServices: 'Same-day\nRush',
      testimonials: '5 | Pat | Excellent',
      rushDeliveryAvailable: 'on',
    })
    expect(statusOf(created)).toBe(302)
    const page = await getOperatorPage(t.db, 'jupiter-courier')
    expect(page).toMatchObject({
      name: 'Jupiter Courier',
      businessServices: ['Same-day', 'Rush'],
      testimonials: [{ rating: 5, author: 'Pat', text: 'Excellent' }],
      rushDeliveryAvailable: true,
    })

    expect(
      statusOf(
        await save({ id: String(page!.id), name: 'Jupiter Courier Co.', customSlug: 'jupiter-courier' }),
      ),
    ).toBe(302)
    expect((await getOperatorPage(t.db, 'jupiter-courier'))?.name).toBe('Jupiter Courier Co.')

    const deleted = await settle(() =>
      action({
        request: post(
          '/admin/operators',
          { intent: 'delete', id: String(page!.id), name: 'x' },
          { Cookie: cookie },
        ),
        context: testContext(t.db),
        params: {},
      } as never),
    )
    expect(statusOf(deleted)).toBe(302)
    expect(await getOperatorPage(t.db, 'jupiter-courier')).toBeUndefined()
  })

  it('enforces the slug rules and uniqueness on the server', async () => {
    const reserved = await save({ name: 'X', customSlug: 'operators' })
    expect(statusOf(reserved)).toBe(400)
    expect(errorsOf(reserved)).toEqual({ customSlug: 'slug.reserved' })
    const taken = await save({ name: 'X', customSlug: 'delray-beach-courier' })
    expect(statusOf(taken)).toBe(409)
    expect(errorsOf(taken)).toEqual({ customSlug: 'slug.taken' })
  })

  it('places an operator at its ZIP code centre unless staff type a position; refuses an unknown ZIP', async () => {
    const centre = await zipCentroid('33432')
    const fromZip = await save({ name: 'Boca Rush', customSlug: 'boca-rush', zipCode: '33432' })
    expect(statusOf(fromZip)).toBe(302)
    const placed = await getOperatorPage(t.db, 'boca-rush')
    expect(placed).toMatchObject({
      zipCode: '33432',
      latitude: centre!.lat,
      longitude: centre!.lng,
      positionFromZip: true,
    })

    const typed = { id: String(placed!.id), name: 'Boca Rush', customSlug: 'boca-rush', zipCode: '33432' }
    expect(statusOf(await save({ ...typed, latitude: '26.4', longitude: '-80.1' }))).toBe(302)
    expect(await getOperatorPage(t.db, 'boca-rush')).toMatchObject({
      latitude: 26.4,
      longitude: -80.1,
      positionFromZip: false,
    })

    const before = await getOperatorPage(t.db, 'boca-rush')
    const unknown = await save({ ...typed, zipCode: '00000' })
    expect(statusOf(unknown)).toBe(400)
    expect(errorsOf(unknown)).toEqual({ zipCode: 'zipUnknown' })
    const malformed = await save({ ...typed, zipCode: 'abc' })
    expect(statusOf(malformed)).toBe(400)
    expect(errorsOf(malformed)).toEqual({ zipCode: 'zip' })
    expect(await getOperatorPage(t.db, 'boca-rush')).toEqual(before)
  })

  it('stores the service radius staff set (50 miles when left empty) and refuses one out of range', async () => {
    expect(statusOf(await save({ name: 'Radius Runs', customSlug: 'radius-runs', zipCode: '33444' }))).toBe(
      302,
    )
    const created = await getOperatorPage(t.db, 'radius-runs')
    expect(created?.serviceRadiusMiles).toBe(50)
    const fields = {
      id: String(created!.id),
      name: 'Radius Runs',
      customSlug: 'radius-runs',
      zipCode: '33444',
    }
    expect(statusOf(await save({ ...fields, serviceRadiusMiles: '15' }))).toBe(302)
    expect((await getOperatorPage(t.db, 'radius-runs'))?.serviceRadiusMiles).toBe(15)
    for (const bad of ['0', '2.5', '1000', 'far']) {
      const refused = await save({ ...fields, serviceRadiusMiles: bad })
      expect(statusOf(refused)).toBe(400)
      expect(errorsOf(refused)).toEqual({ serviceRadiusMiles: 'radius' })
    }
    expect((await getOperatorPage(t.db, 'radius-runs'))?.serviceRadiusMiles).toBe(15)
  })

  it('keeps seeded reviews marked as samples until staff enter the real ones (issue #30 item 3)', async () => {
    const seeded = (await getOperatorPage(t.db, 'windy-city-courier'))!
    expect(seeded.sampleReviews).toBe(true)
    const fields = {
      id: String(seeded.id),
      name: seeded.name,
      customSlug: seeded.slug,
      latitude: String(seeded.latitude),
      longitude: String(seeded.longitude),
      averageRating: String(seeded.averageRating),
      totalReviews: String(seeded.totalReviews),
      testimonials: seeded.testimonials.map(testimonialLine).join('\n'),
      testimonialsEs: seeded.testimonialsEs.map(testimonialLine).join('\n'),
    }
    // Another field edited, the reviews left as they were: still samples, still no structured data.
    expect(statusOf(await save({ ...fields, tagline: 'Chicago same-day' }))).toBe(302)
    expect((await getOperatorPage(t.db, 'windy-city-courier'))?.sampleReviews).toBe(true)
    // Staff enter the operator's real rating and count: they are the staff's now.
    expect(statusOf(await save({ ...fields, averageRating: '4.6', totalReviews: '38' }))).toBe(302)
    const real = (await getOperatorPage(t.db, 'windy-city-courier'))!
    expect(real).toMatchObject({ sampleReviews: false, averageRating: 4.6, totalReviews: 38 })
    expect(
      operatorStructuredData(real, 'https://x.test/windy-city-courier', 'https://x.test/i.png'),
    ).toMatchObject({
      aggregateRating: { ratingValue: 4.6, reviewCount: 38 },
    })
  })

  it('takes the profile image picked from the Image Manager; refuses a picture not there', async () => {
    await insertLibraryImage(
      t.db,
      { id: '00112233445566aa', fileName: 'driver.jpg', width: 800, height: 800 },
      [320, 640],
    )
    const screen = (await settle(() =>
      loader({
        request: get('/admin/operators?new', { Cookie: cookie }),
        context: testContext(t.db),
        params: {},
      } as never),
    )) as { data: { images: Array<{ id: string; fileName: string }> } }
    expect(screen.data.images).toContainEqual(
      expect.objectContaining({ id: '00112233445566aa', fileName: 'driver.jpg' }),
    )

    const fields = {
      name: 'Lake Worth Courier',
      customSlug: 'lake-worth-courier',
      profileImageUrl: '/old.png',
    }
    const missing = await save({ ...fields, profileImageId: 'ffffffffffffffff' })
    expect(statusOf(missing)).toBe(400)
    expect(errorsOf(missing)).toEqual({ profileImageId: 'imageNotFound' })
    expect(await getOperatorPage(t.db, 'lake-worth-courier')).toBeUndefined()

    expect(statusOf(await save({ ...fields, profileImageId: '00112233445566aa' }))).toBe(302)
    expect((await getOperatorPage(t.db, 'lake-worth-courier'))?.profileImageUrl).toBe(
      '/images/u/00112233445566aa-320.webp',
    )
  })
})

describe("the operator's hours, day by day (issue #45 item 6)", () => {
  const closed = { closed: 'on', opens: '', closes: '' }
  /** The controls as a browser posts them: the days given open at their times, the others closed. */
  const week = (days: Partial<Record<Weekday, [string, string]>>) =>
    hoursFormFields(
      Object.fromEntries(
        WEEK.map((d) => [d, days[d] ? { closed: '', opens: days[d][0], closes: days[d][1] } : closed]),
      ) as WeeklyHoursValues,
    )
  const nineToFive: [string, string] = ['09:00', '17:00']

  it('stores the chosen week as the text the page, its data and the booking form read', async () => {
    const fields = {
      name: 'Hours Courier',
      customSlug: 'hours-courier',
      ...week({
        monday: nineToFive,
        tuesday: nineToFive,
        wednesday: nineToFive,
        thursday: nineToFive,
        friday: nineToFive,
        saturday: ['10:00', '14:00'],
      }),
    }
    expect(statusOf(await save(fields))).toBe(302)
    const page = (await getOperatorPage(t.db, 'hours-courier'))!
    expect(page.hoursOfOperation).toBe('Mon–Fri 9:00 AM–5:00 PM, Sat 10:00 AM–2:00 PM, Sun closed')
    expect(
      operatorStructuredData(page, 'https://x.test/hours-courier', 'https://x.test/i.png'),
    ).toMatchObject({
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '17:00',
        },
        { dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
      ],
    })
  })

  it('refuses a closing time before the opening one and a missing time beside each, keeping what was chosen', async () => {
    const before = (await getOperatorPage(t.db, 'hours-courier'))!
    const refused = (await save({
      id: String(before.id),
      name: before.name,
      customSlug: before.slug,
      ...hoursFieldsOf(before.hoursOfOperation),
      'hoursOfOperation.wednesday.closes': '08:00',
      'hoursOfOperation.thursday.opens': '',
    })) as { data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } } }
    expect(statusOf(refused)).toBe(400)
    expect(refused.data.result.error).toEqual({
      'hoursOfOperation.wednesday.closes': ['hours.order'],
      'hoursOfOperation.thursday.opens': ['hours.opens'],
    })
    expect(refused.data.result.initialValue.hoursOfOperation).toMatchObject({
      wednesday: { opens: '09:00', closes: '08:00' },
      thursday: { closes: '17:00' },
    })
    expect(await getOperatorPage(t.db, 'hours-courier')).toEqual(before)
  })

  it('restores a version whose hours were typed as text before the controls, read as that week', async () => {
    const { id, name, slug } = (await getOperatorPage(t.db, 'peachtree-courier'))!
    // As an install before the controls kept it: the hours as staff typed them, no version yet.
    await t.db
      .update(operators)
      .set({ hoursOfOperation: 'Mon-Fri 8am-6pm, closed weekends' })
      .where(eq(operators.id, id))
    expect(statusOf(await save({ id: String(id), name, customSlug: slug, ...week({}) }))).toBe(302)
    expect((await getOperatorPage(t.db, slug))?.hoursOfOperation).toBe('Mon–Sun closed')
    // Version 1 is the operator as it was before that save.
    const restored = await settle(() =>
      action({
        request: post(
          '/admin/operators',
          { intent: 'restore', id: String(id), version: '1' },
          { Cookie: cookie },
        ),
        context: testContext(t.db),
        params: {},
      } as never),
    )
    expect(statusOf(restored)).toBe(302)
    expect((await getOperatorPage(t.db, slug))?.hoursOfOperation).toBe(
      'Mon–Fri 8:00 AM–6:00 PM, Sat–Sun closed',
    )
  })
})
