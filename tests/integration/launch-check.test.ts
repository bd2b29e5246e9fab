/**
 * The launch check (issue #19 item 7), through the checklist page's loader behind the admin layout:
 * on a fresh install it lists every placeholder still live (the seeded contact details and links,
 * the placeholder video ids, the first password, the production configuration); once staff fix
 * them in the admin (settings, videos and password screens), the next load shows none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as checklistModule from '#app/routes/admin/launch-checklist'
import type { Env } from '#app/.server/env'
import { contentSections } from '#app/.server/db/schema'
import { siteSettingDefaults } from '#app/domain/settings/site-settings'
import { and, eq } from 'drizzle-orm'
import type { Placeholder } from '#app/domain/checklist/launch-check'
import { checkedSettingKeys } from '#app/domain/checklist/launch-check'
import { chain } from '../support/route-chain'
import { createStaff, get, settle, signIn, testContext, testEnv } from './admin-helpers'
import { fixEveryPlaceholder } from './launch-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const checklist = chain(checklistModule)

let t: TestDatabase
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  // The first account, as start-up makes it.
  await createStaff(t.db, 'owner@couriernet.us', 'first-password-1')
  cookie = await signIn(t.db, 'owner@couriernet.us', 'first-password-1')
})
afterAll(async () => {
  await t?.drop()
})

/** A production server that was started without SMTP, a session secret or the videos password. */
const unconfigured: Env = {
  ...testEnv({ NODE_ENV: 'production' }),
  SMTP_URL: undefined,
  STAFF_EMAIL: undefined,
  SECURE_VIDEOS_PASSWORD: undefined,
  SESSION_SECRET_GENERATED: true,
}
const configured: Env = {
  ...testEnv({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.couriernet.us:587',
    STAFF_EMAIL: 'office@couriernet.us',
  }),
  SECURE_VIDEOS_PASSWORD: 'operators-only-2026',
}

const run = (fn: ((args: never) => unknown) | undefined, request: Request, env = testEnv()) =>
  settle(() => fn!({ request, context: testContext(t.db, { env }), params: {} } as never))

async function placeholders(env: Env, path = '/launch-checklist'): Promise<Placeholder[]> {
  const answer = (await run(checklist.loader, get(path, { Cookie: cookie }), env)) as {
    data: { placeholders: Placeholder[] }
  }
  return answer.data.placeholders
}

describe('the launch check', () => {
  it('lists the placeholders of a fresh install, in both languages of the page', async () => {
    const found = await placeholders(unconfigured)
    const settingKeys = found.flatMap((p) => (p.kind === 'setting' ? [p.key] : []))
    expect(settingKeys).toEqual(checkedSettingKeys)
    expect(found.filter((p) => p.kind === 'video').length).toBeGreaterThan(0)
    expect(found).toContainEqual({ kind: 'adminPassword', email: 'owner@couriernet.us' })
    expect(found.flatMap((p) => (p.kind === 'env' ? [p.name] : []))).toEqual([
      'SMTP_URL',
      'STAFF_EMAIL',
      'SESSION_SECRET',
      'SECURE_VIDEOS_PASSWORD',
    ])
    // The seeded operators have pages: that check passes.
    expect(found.some((p) => p.kind === 'operators')).toBe(false)
    // Issue #30 item 3: every seeded rating and testimonial nobody wrote is listed, by name.
    expect(found.flatMap((p) => (p.kind === 'sampleReviews' ? [p.name] : []))).toEqual([
      'Bayou City Courier',
      'Delray Beach Courier',
      'Las Olas Courier Co.',
      'Miami Express Courier',
      'Peachtree Courier',
      'Windy City Courier',
    ])
    expect(found.flatMap((p) => (p.kind === 'sampleTestimonial' ? [p.name] : []))).toEqual([
      'Marcus Johnson',
      'Elena Ramírez',
      'David Thompson',
    ])
    // Issue #45: every seeded operator's e-mail is on .example and its phone a 555-01xx number.
    expect(found.flatMap((p) => (p.kind === 'sampleOperator' ? [p.name] : []))).toEqual([
      'Delray Beach Courier',
      'Miami Express Courier',
      'Las Olas Courier Co.',
      'Bayou City Courier',
      'Peachtree Courier',
      'Windy City Courier',
      'Boynton Quick Runs',
    ])
    // Issue #33: the seeded sample story and post.
    expect(found.flatMap((p) => (p.kind === 'sampleArticle' ? [p.articleKind] : []))).toEqual([
      'story',
      'post',
    ])
    // Issue #35: the seeded earnings claims (home hero, opportunity cards) have no basis yet.
    expect(found.filter((p) => p.kind === 'earningsClaim')).toEqual(
      ['$4,000 - $6,000+', '$4,000 - $6,000', '$8,000 - $15,000+', '$1,000+'].map((figure) =>
        expect.objectContaining({ kind: 'earningsClaim', figure, problem: 'incompleteBasis' }),
      ),
    )
    expect(await placeholders(unconfigured, '/es/launch-checklist')).toEqual(found)
    // Outside production the configuration is not asked for.
    expect((await placeholders(testEnv())).some((p) => p.kind === 'env')).toBe(false)
  })

  it('shows none once staff have fixed them in the admin, without a restart', async () => {
    await fixEveryPlaceholder(t.db, cookie, 'owner@couriernet.us', 'first-password-1')

    expect(await placeholders(configured)).toEqual([])
    // The configuration is the server's: it is still reported until the server has it.
    expect((await placeholders(unconfigured)).map((p) => p.kind)).toEqual(['env', 'env', 'env', 'env'])
  })

  it('lists stored content that still copies a seeded detail, in each language (issue #30 item 2)', async () => {
    // As a site edited before the settings became the only source would have it.
    await t.db
      .insert(contentSections)
      .values({
        page: 'home',
        section: 'hero',
        lang: 'es',
        data: { title: 'Hola', subtitle: `Llame al ${siteSettingDefaults.phone}`, backgroundImage: '' },
      })
      .onConflictDoUpdate({
        target: [contentSections.page, contentSections.section, contentSections.lang],
        set: {
          data: { title: 'Hola', subtitle: `Llame al ${siteSettingDefaults.phone}`, backgroundImage: '' },
        },
      })
    const found = await placeholders(configured)
    expect(found).toEqual([
      {
        kind: 'content',
        page: 'home',
        section: 'hero',
        lang: 'es',
        path: 'subtitle',
        detail: 'phone',
        text: `Llame al ${siteSettingDefaults.phone}`,
      },
    ])
    await t.db
      .delete(contentSections)
      .where(
        and(
          eq(contentSections.page, 'home'),
          eq(contentSections.section, 'hero'),
          eq(contentSections.lang, 'es'),
        ),
      )
    expect(await placeholders(configured)).toEqual([])
  })
})
