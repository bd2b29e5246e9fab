import { chain } from '../support/route-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getOperatorPage } from '#app/.server/services/operators/operators'
import * as adminOperatorsModule from '#app/routes/admin/operators'
import * as directoryRouteModule from '#app/routes/operators/directory'
import * as operatorRouteModule from '#app/routes/operators/operator'
import { createStaff, get, post, settle, signIn, testContext, type ActionReply } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const admin = chain(adminOperatorsModule)
const operatorRoute = chain(operatorRouteModule)
const directoryRoute = chain(directoryRouteModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  await createStaff(t.db, 'es-ops@example.com')
  cookie = await signIn(t.db, 'es-ops@example.com')
})
afterAll(async () => {
  await t?.drop()
})

const SLUG = 'boca-courier'
const english = {
  name: 'Boca Courier',
  customSlug: SLUG,
  areaServed: 'Boca Raton, FL',
  tagline: 'Careful deliveries in Boca',
  bio: 'We deliver across Boca Raton.',
  businessServices: 'Same-day\nRush',
}

const save = (fields: Record<string, string>) =>
  settle(() =>
    admin.action({
      request: post('/admin/operators', { intent: 'save', ...fields }, { Cookie: cookie }),
      context: testContext(t.db),
      params: {},
    } as never),
  )

type Page = Awaited<ReturnType<typeof operatorRouteModule.loader>>
const loadPage = async (path: string) =>
  (await operatorRoute.loader({
    request: get(path),
    context: testContext(t.db),
    params: { slug: SLUG },
  } as never)) as Page

const statusOf = (r: unknown) =>
  r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200)

describe('an operator page in Spanish', () => {
  it('shows the Spanish bio staff saved on /es/{slug}, the English one on /{slug}, English where Spanish is empty', async () => {
    const created = await save({
      ...english,
      bioEs: 'Entregamos en todo Boca Raton.',
      taglineEs: '',
      businessServicesEs: 'Mismo día\nUrgente',
    })
    expect(statusOf(created)).toBe(302)

    const es = await loadPage(`/es/${SLUG}`)
    expect(es.operator.bio).toBe('Entregamos en todo Boca Raton.')
    expect(es.operator.businessServices).toEqual(['Mismo día', 'Urgente'])
    // The empty Spanish tagline: the English one, on the page, in the meta description and in the data.
    expect(es.operator.tagline).toBe('Careful deliveries in Boca')
    expect(es.structuredData!.description).toBe('Careful deliveries in Boca')

    const en = await loadPage(`/${SLUG}`)
    expect(en.operator.bio).toBe('We deliver across Boca Raton.')
    expect(en.operator.businessServices).toEqual(['Same-day', 'Rush'])

    // The directory's cards too.
    const card = async (path: string) =>
      (
        (await directoryRoute.loader({
          request: get(path),
          context: testContext(t.db),
          params: {},
        } as never)) as {
          operators: Array<{ slug: string; businessServices: string[] }>
        }
      ).operators.find((o) => o.slug === SLUG)
    expect((await card('/es/operators'))?.businessServices).toEqual(['Mismo día', 'Urgente'])
    expect((await card('/operators'))?.businessServices).toEqual(['Same-day', 'Rush'])
  })

  it('uses the Spanish tagline in the /es structured data once staff fill it', async () => {
    const stored = await getOperatorPage(t.db, SLUG)
    const edited = await save({
      ...english,
      id: String(stored!.id),
      taglineEs: 'Entregas cuidadosas en Boca',
    })
    expect(statusOf(edited)).toBe(302)
    const es = await loadPage(`/es/${SLUG}`)
    expect(es.operator.tagline).toBe('Entregas cuidadosas en Boca')
    expect(es.structuredData!.description).toBe('Entregas cuidadosas en Boca')
    // The save without bioEs emptied it: the Spanish page shows the English bio again.
    expect(es.operator.bio).toBe('We deliver across Boca Raton.')
    expect((await loadPage(`/${SLUG}`)).structuredData!.description).toBe('Careful deliveries in Boca')
  })

  it('refuses a Spanish text over its limit beside its field, keeps what was typed and saves nothing', async () => {
    const before = await getOperatorPage(t.db, SLUG)
    const refused = (await save({
      ...english,
      id: String(before!.id),
      bio: 'A new English bio',
      bioEs: 'x'.repeat(4001),
    })) as ActionReply & { data: { errors: Record<string, string> } }
    expect(statusOf(refused)).toBe(400)
    expect(refused.data.errors).toEqual({ bioEs: 'tooLong' })
    expect(refused.data.result?.initialValue).toMatchObject({
      bio: 'A new English bio',
      bioEs: 'x'.repeat(4001),
    })
    expect(await getOperatorPage(t.db, SLUG)).toEqual(before)
  })
})
