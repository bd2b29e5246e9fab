/**
 * My page of the operator portal (issue #21 item 2): the operator's edits are kept as a draft and
 * the public page never shows them until staff approve; approving publishes at once; a rejection
 * needs a reason and e-mails it (outbox → SMTP peer) in the operator's portal language; and an
 * operator reads and writes only their own page, whatever the request names.
 */
import { asc, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashSessionId, newSessionId } from '#app/.server/auth/session-cookie'
import { images, operatorPageDrafts, operators, outbox } from '#app/.server/db/schema'
import { upsertOperatorAccount } from '#app/.server/repos/operator-accounts'
import { insertSession } from '#app/.server/repos/sessions'
import * as changesModule from '#app/routes/admin/operator-changes'
import * as operatorRouteModule from '#app/routes/operators/operator'
import * as pageModule from '#app/routes/portal/page'
import { startMailSink } from '../support/mail-sink.js'
import { hoursFieldsOf } from '../support/hours-fields'
import { deliverOutbox } from '../support/outbox'
import { chain } from '../support/route-chain'
import { createStaff, get, ORIGIN, post, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

type Fn = (args: unknown) => unknown
const portalPage = chain(pageModule as never) as { loader: Fn; action: Fn }
const changes = chain(changesModule as never) as { loader: Fn; action: Fn }
const publicPage = chain(operatorRouteModule as never) as { loader: Fn }

type Op = {
  id: number
  slug: string
  bioEs: string | null
  serviceAreas: string[]
  cookie: string
  email: string
}

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
let staffCookie = ''
let a: Op
let b: Op
let c: Op

async function operatorWithSession(row: typeof operators.$inferSelect, email: string): Promise<Op> {
  const account = (await upsertOperatorAccount(t.db, row.id, email))!
  const sid = newSessionId()
  await insertSession(t.db, 'operator', {
    idHash: hashSessionId(sid),
    accountId: account.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  })
  return {
    id: row.id,
    slug: row.customSlug,
    bioEs: row.bioEs,
    serviceAreas: row.serviceAreas ?? [],
    cookie: `operator_session=${sid}`,
    email,
  }
}

beforeAll(async () => {
  t = await createTestDatabase()
  sink = await startMailSink()
  await createStaff(t.db, 'page-staff@example.com')
  staffCookie = await signIn(t.db, 'page-staff@example.com')
  const rows = await t.db.select().from(operators).orderBy(asc(operators.id)).limit(3)
  a = await operatorWithSession(rows[0]!, 'a-owner@example.com')
  b = await operatorWithSession(rows[1]!, 'b-owner@example.com')
  c = await operatorWithSession(rows[2]!, 'c-owner@example.com')
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})

const call = (fn: Fn, request: Request, params: Record<string, string> = {}) =>
  settle(() => fn({ request, context: testContext(t.db), params }))
const status = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } }).init?.status ?? 200)
const dataOf = <T>(answer: unknown) => (answer as { data: T }).data

type PortalData = {
  slug: string
  values: { id: number; slug: string; bioEs: string | null; serviceAreas: string[]; name: string }
  preview: { bioEs: string | null; bio: string | null; serviceAreas: string[] }
  status: { kind: string; reason?: string }
}

async function myPage(op: Op, path = '/portal/page') {
  const answer = await call(portalPage.loader, get(path, { Cookie: op.cookie }))
  expect(status(answer)).toBe(200)
  return dataOf<PortalData>(answer)
}

/** The form as the page posts it: the current values with `changes` over them. */
async function postPage(op: Op, intent: 'save' | 'submit', changes: Record<string, string>, lang = '') {
  const { values } = await myPage(op)
  const v = values as unknown as Record<string, unknown>
  const fields: Record<string, string> = {}
  for (const key of [
    'contactPersonName',
    'contactPhone',
    'contactEmail',
    'tagline',
    'taglineEs',
    'bio',
    'bioEs',
    'yearsExperience',
    'operatingSince',
    'serviceRadiusMiles',
    'territoryDescription',
    'territoryDescriptionEs',
    'responseTimeGuarantee',
    'responseTimeGuaranteeEs',
    'weightLimit',
    'weightLimitEs',
    'sizeLimit',
    'sizeLimitEs',
  ])
    fields[key] = v[key] == null ? '' : String(v[key])
  for (const key of [
    'languagesSpoken',
    'languagesSpokenEs',
    'businessServices',
    'businessServicesEs',
    'serviceAreas',
    'vehicleTypes',
    'vehicleTypesEs',
    'paymentMethods',
    'paymentMethodsEs',
    'certifications',
    'certificationsEs',
  ])
    fields[key] = ((v[key] as string[]) ?? []).join('\n')
  if (v.rushDeliveryAvailable) fields.rushDeliveryAvailable = 'on'
  if (v.recurringServices) fields.recurringServices = 'on'
  // The hours as the form shows them, day by day (issue #45 item 6).
  Object.assign(fields, hoursFieldsOf((v.hoursOfOperation as string | null) ?? null))
  return call(
    portalPage.action,
    post(`${lang}/portal/page`, { ...fields, intent, ...changes }, { Cookie: op.cookie }),
  )
}

async function publicEs(op: Op) {
  const answer = await call(publicPage.loader, get(`/es/${op.slug}`), { slug: op.slug })
  const { operator } = answer as { operator: { slug: string; bio: string | null; serviceAreas: string[] } }
  expect(operator.slug).toBe(op.slug)
  return operator
}

async function queue() {
  const answer = await call(changes.loader, get('/admin/operator-changes', { Cookie: staffCookie }))
  expect(status(answer)).toBe(200)
  return dataOf<{
    drafts: {
      id: number
      operatorId: number
      changes: { field: string; published: string; proposed: string }[]
    }[]
  }>(answer).drafts
}

describe('a draft, then approval', () => {
  it('a saved draft changes the form and preview, never the public page; approval publishes it at once', async () => {
    const before = await publicEs(a)
    const newBio = 'Nueva biografía de prueba, entregas el mismo día.'
    const zips = [...a.serviceAreas, '33483'].join('\n')

    const saved = await postPage(a, 'save', { bioEs: newBio, serviceAreas: zips })
    expect(status(saved)).toBe(302)
    expect((saved as Response).headers.get('Location')).toBe('/portal/page?saved')
    const draft = await myPage(a)
    expect(draft.status).toEqual({ kind: 'draft' })
    expect(draft.values.bioEs).toBe(newBio)
    expect(draft.values.serviceAreas).toContain('33483')
    // The preview in Spanish reads the draft's Spanish bio.
    expect((await myPage(a, '/es/portal/page')).preview.bio).toBe(newBio)
    // The public page is unchanged; so is the operators row.
    expect(await publicEs(a)).toEqual(before)
    const [row] = await t.db.select().from(operators).where(eq(operators.id, a.id))
    expect(row!.bioEs).toBe(a.bioEs)
    // Only what differs from the page is kept.
    const [stored] = await t.db
      .select()
      .from(operatorPageDrafts)
      .where(eq(operatorPageDrafts.operatorId, a.id))
    expect(Object.keys(stored!.data).sort()).toEqual(['bioEs', 'serviceAreas'])
    // Not in staff's queue until submitted.
    expect((await queue()).map((d) => d.operatorId)).not.toContain(a.id)

    const submitted = await postPage(a, 'submit', {})
    expect((submitted as Response).headers.get('Location')).toBe('/portal/page?submitted')
    expect((await myPage(a)).status).toEqual({ kind: 'submitted' })
    expect((await publicEs(a)).bio).toBe(before.bio)

    const waiting = (await queue()).find((d) => d.operatorId === a.id)!
    expect(waiting.changes).toEqual([
      { field: 'bioEs', published: a.bioEs ?? '', proposed: newBio, kind: 'text' },
      {
        field: 'serviceAreas',
        published: a.serviceAreas.join('\n'),
        proposed: zips,
        kind: 'text',
      },
    ])

    const approved = await call(
      changes.action,
      post('/admin/operator-changes', { intent: 'approve', id: String(waiting.id) }, { Cookie: staffCookie }),
    )
    expect(status(approved)).toBe(200)
    const after = await publicEs(a)
    expect(after.bio).toBe(newBio)
    expect(after.serviceAreas).toContain('33483')
    expect((await myPage(a)).status).toEqual({ kind: 'published' })
    expect((await queue()).map((d) => d.operatorId)).not.toContain(a.id)
    // Deciding twice is refused.
    const again = await call(
      changes.action,
      post('/admin/operator-changes', { intent: 'approve', id: String(waiting.id) }, { Cookie: staffCookie }),
    )
    expect(status(again)).toBe(409)
  })

  it('a draft equal to the page is not kept and cannot be submitted; an invalid field is refused beside it, nothing stored', async () => {
    const same = await postPage(c, 'submit', {})
    expect(status(same)).toBe(409)
    // A draft saved back to what the page shows is no draft any more.
    const [published] = await t.db.select().from(operators).where(eq(operators.id, c.id))
    expect(status(await postPage(c, 'save', { tagline: 'A passing idea' }))).toBe(302)
    expect((await myPage(c)).status).toEqual({ kind: 'draft' })
    expect(status(await postPage(c, 'save', { tagline: published!.tagline ?? '' }))).toBe(302)
    expect((await myPage(c)).status).toEqual({ kind: 'published' })
    const invalid = await postPage(c, 'save', { contactEmail: 'nope', bioEs: 'x' })
    expect(status(invalid)).toBe(400)
    const reply = dataOf<{
      result: { error: Record<string, string[]>; initialValue: Record<string, string> }
    }>(invalid)
    expect(reply.result.error.contactEmail).toEqual(['email'])
    expect(reply.result.initialValue.contactEmail).toBe('nope')
    expect(
      await t.db.select().from(operatorPageDrafts).where(eq(operatorPageDrafts.operatorId, c.id)),
    ).toEqual([])
  })

  it('two saves at once leave one open draft', async () => {
    const [first, second] = await Promise.all([
      postPage(a, 'save', { taglineEs: 'Uno' }),
      postPage(a, 'save', { taglineEs: 'Dos' }),
    ])
    expect([status(first), status(second)]).toEqual([302, 302])
    const open = (
      await t.db.select().from(operatorPageDrafts).where(eq(operatorPageDrafts.operatorId, a.id))
    ).filter((d) => d.status !== 'approved')
    expect(open).toHaveLength(1)
  })

  it('a new photo is checked and re-encoded by the image library; a file that is no image is refused', async () => {
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .png()
      .toBuffer()
    const form = (file: Blob, name: string) => {
      const body = new FormData()
      body.set('intent', 'save')
      body.set('serviceRadiusMiles', '50')
      body.set('photo', file, name)
      return new Request(`${ORIGIN}/portal/page`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', Cookie: c.cookie },
        body,
      })
    }
    const refused = await call(portalPage.action, form(new Blob(['not an image']), 'x.png'))
    expect(status(refused)).toBe(400)
    expect(dataOf<{ photoError: boolean }>(refused).photoError).toBe(true)

    const saved = await call(
      portalPage.action,
      form(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png'),
    )
    expect(status(saved)).toBe(302)
    const [draft] = await t.db
      .select()
      .from(operatorPageDrafts)
      .where(eq(operatorPageDrafts.operatorId, c.id))
    const url = draft!.data.profileImageUrl!
    expect(url).toMatch(/^\/images\/u\/[0-9a-f]{16}-40\.webp$/)
    const [image] = await t.db
      .select()
      .from(images)
      .where(eq(images.id, url.slice(10, 26)))
    expect(image).toMatchObject({ sourceType: 'png', width: 40, height: 30, createdBy: null })
  })

  // Issue #31: the form says "up to 8 MB", but the server refused anything over 1 MiB (413).
  it('takes a 6 MB photo, as the form promises, and shows it in the preview', async () => {
    const sharp = (await import('sharp')).default
    const { randomBytes } = await import('node:crypto')
    const [width, height] = [1400, 1450]
    const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(png.byteLength).toBeGreaterThan(6 * 1000 * 1000)
    expect(png.byteLength).toBeLessThan(8 * 1024 * 1024)
    const body = new FormData()
    body.set('intent', 'save')
    body.set('serviceRadiusMiles', '50')
    body.set('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'big.png')
    const request = new Request(`${ORIGIN}/portal/page`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', Cookie: c.cookie },
      body,
    })
    expect(status(await call(portalPage.action, request))).toBe(302)
    const [draft] = await t.db
      .select()
      .from(operatorPageDrafts)
      .where(eq(operatorPageDrafts.operatorId, c.id))
    const url = draft!.data.profileImageUrl!
    const [image] = await t.db
      .select()
      .from(images)
      .where(eq(images.id, url.slice(10, 26)))
    expect(image).toMatchObject({ width, height })
    const page = await call(
      portalPage.loader,
      new Request(`${ORIGIN}/portal/page`, { headers: { Cookie: c.cookie } }),
    )
    expect(JSON.stringify(dataOf(page))).toContain(url)
  })
})

describe('rejection', () => {
  it('needs a reason; the reason is e-mailed to the operator in their portal language; the page stays', async () => {
    const before = await publicEs(b)
    expect(status(await postPage(b, 'submit', { bioEs: 'Texto que no pasa.' }, '/es'))).toBe(302)
    const waiting = (await queue()).find((d) => d.operatorId === b.id)!

    const noReason = await call(
      changes.action,
      post(
        '/admin/operator-changes',
        { intent: 'reject', id: String(waiting.id), reason: '  ' },
        { Cookie: staffCookie },
      ),
    )
    expect(status(noReason)).toBe(400)
    expect(dataOf<{ rejectError: { id: number; key: string } }>(noReason).rejectError).toEqual({
      id: waiting.id,
      key: 'adminOperatorChanges.errors.reasonRequired',
    })
    expect((await myPage(b)).status).toEqual({ kind: 'submitted' })

    const reason = 'La biografía debe describir sus servicios.'
    const rejected = await call(
      changes.action,
      post(
        '/admin/operator-changes',
        { intent: 'reject', id: String(waiting.id), reason, name: 'B' },
        { Cookie: staffCookie },
      ),
    )
    expect(status(rejected)).toBe(200)
    const [mail] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1)
    expect(mail).toMatchObject({ recipient: b.email, lang: 'es', category: 'portal.pageRejected' })
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const [message] = await sink.waitFor((m) => m.to.includes(b.email))
    expect(message!.subject).toBe('Los cambios de su página no fueron aprobados')
    expect(message!.text).toContain(reason)
    expect(message!.text).toContain('/es/portal/page')

    // The operator sees the reason and keeps the draft to correct; the public page is unchanged.
    const page = await myPage(b)
    expect(page.status).toEqual({ kind: 'rejected', reason })
    expect(page.values.bioEs).toBe('Texto que no pasa.')
    expect(await publicEs(b)).toEqual(before)
    expect((await queue()).map((d) => d.operatorId)).not.toContain(b.id)
  })
})

describe('access: an operator has only their own page', () => {
  it('posted ids and slugs are ignored: the draft is always the session operator’s', async () => {
    const answer = await postPage(c, 'save', {
      id: String(b.id),
      operatorId: String(b.id),
      slug: b.slug,
      customSlug: b.slug,
      name: 'Hijacked',
      tagline: 'Tagline from C',
    })
    expect(status(answer)).toBe(302)
    const drafts = await t.db.select().from(operatorPageDrafts)
    expect(drafts.find((d) => d.operatorId === c.id)!.data).toMatchObject({ tagline: 'Tagline from C' })
    expect(drafts.filter((d) => d.operatorId === b.id).map((d) => d.data.tagline)).not.toContain(
      'Tagline from C',
    )
    const [row] = await t.db.select().from(operators).where(eq(operators.id, c.id))
    expect(row!.name).not.toBe('Hijacked')
  })

  it('the page and its .data answer only with the session operator’s page, whatever the URL names', async () => {
    for (const path of [
      '/portal/page',
      '/portal/page.data',
      `/portal/page.data?id=${b.id}&slug=${b.slug}&operatorId=${b.id}`,
      `/es/portal/page.data?slug=${b.slug}`,
    ]) {
      const page = await myPage(c, path)
      expect(page.slug).toBe(c.slug)
      expect(page.values.id).toBe(c.id)
    }
  })

  it('without an operator session the page and its action go to sign-in; a staff session is no operator', async () => {
    for (const headers of [{}, { Cookie: staffCookie }] as Record<string, string>[]) {
      const page = await call(portalPage.loader, get('/portal/page.data', headers))
      expect(page).toBeInstanceOf(Response)
      expect((page as Response).headers.get('Location')).toMatch(/^\/portal(\?|$)/)
      const write = await call(
        portalPage.action,
        post('/portal/page', { intent: 'save', bioEs: 'x' }, headers),
      )
      expect((write as Response).headers.get('Location')).toMatch(/^\/portal(\?|$)/)
    }
  })

  it('the staff queue refuses an operator session', async () => {
    const answer = await call(changes.loader, get('/admin/operator-changes', { Cookie: a.cookie }))
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(302)
  })
})

describe('issue #30: hours, languages and e-mails of a page change', () => {
  it('staff are e-mailed on submission; once approved the operator is e-mailed in their language and the page, its data and booking follow the hours', async () => {
    // Real contact details: a sample operator's page carries no structured data (issue #45 item 1).
    await t.db
      .update(operators)
      .set({ contactEmail: 'dispatch@a-courier.com', contactPhone: '(561) 276-4410' })
      .where(eq(operators.id, a.id))
    const [row] = await t.db.select().from(operators).where(eq(operators.id, a.id))
    const submitted = await postPage(
      a,
      'submit',
      {
        ...hoursFieldsOf('Mon-Fri 8:00 AM-6:00 PM, closed weekends'),
        languagesSpoken: 'English\nSpanish',
        languagesSpokenEs: 'Inglés\nEspañol',
      },
      '/es',
    )
    expect(status(submitted)).toBe(302)
    const [toStaff] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1)
    expect(toStaff).toMatchObject({
      category: 'portal.pageSubmitted',
      lang: 'en',
      recipient: 'staff@couriernetwork.example',
    })
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const [staffMail] = await sink.waitFor((m) => m.subject === `Page changes to review: ${row!.name}`)
    expect(staffMail!.text).toContain(`${ORIGIN}/admin/operator-changes`)

    const waiting = (await queue()).find((d) => d.operatorId === a.id)!
    const approved = await call(
      changes.action,
      post('/admin/operator-changes', { intent: 'approve', id: String(waiting.id) }, { Cookie: staffCookie }),
    )
    expect(status(approved)).toBe(200)
    const [toOperator] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1)
    expect(toOperator).toMatchObject({ category: 'portal.pageApproved', lang: 'es', recipient: a.email })
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const [operatorMail] = await sink.waitFor(
      (m) => m.to.includes(a.email) && m.subject === 'Los cambios de su página están publicados',
    )
    expect(operatorMail!.text).toContain(`${ORIGIN}/es/${a.slug}`)

    // The Spanish page lists the Spanish languages; its structured data has no weekend hours.
    const page = (await call(publicPage.loader, get(`/es/${a.slug}`), { slug: a.slug })) as {
      operator: { languagesSpoken: string[]; hoursOfOperation: string }
      structuredData: { openingHoursSpecification: unknown }
    }
    expect(page.operator.languagesSpoken).toEqual(['Inglés', 'Español'])
    expect(page.structuredData.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    ])
  })
})
