import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outbox, people, submissions } from '#app/.server/db/schema'
import { encodeFirstTouch, firstTouchOf } from '#app/domain/people/first-touch'
import { routeArgs, testContext } from './context'
import { formPost, formRoutes, STAFF, statusOf, validFields, type ActionResult } from './forms-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'
import type { FormKind } from '#app/domain/forms/options'

// Issue #34: every form attaches its submission to one person, matched by the normalised address,
// and the person keeps the first source the visitor landed with.

let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})
beforeEach(async () => {
  await t.db.delete(outbox)
  await t.db.delete(submissions)
  await t.db.delete(people)
})

let ip = 0
async function post(kind: FormKind, email: string, lang: 'en' | 'es', cookie?: string) {
  const ctx = testContext(t, { env: { STAFF_EMAIL: STAFF }, clientIp: `198.51.100.${++ip}` })
  const route = formRoutes[kind]
  const path = lang === 'es' ? `/es${route.path}` : route.path
  const request = formPost(path, validFields(kind, email), cookie ? { cookie } : {})
  return (await route.action(routeArgs(request, ctx) as never)) as ActionResult
}

describe('people', () => {
  it('makes one person of one address used on three forms, in both languages and any letter case', async () => {
    expect(statusOf(await post('playbook', 'Maria.Lopez@Example.com', 'en'))).toBe(200)
    expect(statusOf(await post('lead', 'maria.lopez@example.com', 'es'))).toBe(200)
    expect(statusOf(await post('operator-application', 'MARIA.LOPEZ@EXAMPLE.COM', 'en'))).toBe(200)
    const rows = await t.db.select().from(people)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'maria.lopez@example.com', firstName: 'Ben', lang: 'en' })
    const held = await t.db.select().from(submissions).where(eq(submissions.personId, rows[0]!.id))
    expect(held.map((s) => s.kind).sort()).toEqual(['lead', 'operator-application', 'playbook'])
  })

  it('keeps the first touch of the first landing, not a later one', async () => {
    const landed = firstTouchOf(
      new URL('http://localhost/?utm_source=facebook&utm_campaign=spring'),
      undefined,
      ['localhost'],
      new Date('2026-03-01T10:00:00Z'),
    )!
    await post('operator-application', 'ana@example.com', 'en', `ft=${encodeFirstTouch(landed)}`)
    const later = { ...landed, utmSource: 'google', utmCampaign: 'summer' }
    await post('lead', 'ana@example.com', 'en', `ft=${encodeFirstTouch(later)}`)
    const [person] = await t.db.select().from(people)
    expect(person).toMatchObject({
      sourceUtmSource: 'facebook',
      sourceUtmCampaign: 'spring',
      sourceLandingPath: '/',
    })
    expect(person!.sourceFirstSeenAt?.toISOString()).toBe('2026-03-01T10:00:00.000Z')
  })
})
