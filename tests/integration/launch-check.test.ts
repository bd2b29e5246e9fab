/**
 * The launch check (issue #19 item 7), through the checklist page's loader behind the admin layout:
 * on a fresh install it lists every placeholder still live (the seeded contact details and links,
 * the placeholder video ids, the first password, the production configuration); once staff fix
 * them in the admin (settings, videos and password screens), the next load shows none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as checklistModule from '#app/routes/admin/launch-checklist'
import * as settingsModule from '#app/routes/admin/settings'
import * as staffModule from '#app/routes/admin/staff'
import * as videosModule from '#app/routes/admin/videos'
import * as operatorsModule from '#app/routes/admin/operators'
import * as claimsModule from '#app/routes/admin/earnings-claims'
import { listOperatorProfiles } from '#app/.server/repos/operators'
import { isSampleOperator } from '#app/domain/operators/sample-operator'
import { getPageContent, publishContentSection } from '#app/.server/services/content/content'
import type { Env } from '#app/.server/env'
import { listStoredVideos } from '#app/.server/repos/videos'
import { articles, contentSections } from '#app/.server/db/schema'
import { siteSettingDefaults } from '#app/domain/settings/site-settings'
import { and, eq } from 'drizzle-orm'
import type { Placeholder } from '#app/domain/checklist/launch-check'
import { checkedSettingKeys } from '#app/domain/checklist/launch-check'
import { chain } from '../support/route-chain'
import { seededCardClaimsWithBasis, seededClaimWithBasis } from './claims-helpers'
import { createStaff, get, post, settle, signIn, testContext, testEnv } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const checklist = chain(checklistModule)
const settings = chain(settingsModule)
const staff = chain(staffModule)
const videos = chain(videosModule)
const operatorsScreen = chain(operatorsModule)
const claimsScreen = chain(claimsModule)

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

const real: Record<string, string> = {
  phone: '(561) 392-4410',
  ctaPhone: '(561) 392-4411',
  servicePhone: '(954) 771-2300',
  email: 'info@couriernet.us',
  supportEmail: 'support@couriernet.us',
  licensingEmail: 'operators@couriernet.us',
  affiliateEmail: 'affiliates@couriernet.us',
  postalAddress: '77 SE 5th Ave, Delray Beach, FL 33483',
  bookingUrl: 'https://calendly.com/couriernet-us/intro',
  courseSiteUrl: 'https://learn.couriernet.us',
  serviceBookingUrl: 'https://book.couriernet.us',
  affiliateFormUrl: 'https://couriernet.us/affiliates/apply',
  reviewsUrl: 'https://g.page/r/couriernet-us/review',
  appStoreUrl: 'https://apps.apple.com/us/app/couriernet/id1234567890',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=us.couriernet',
  facebookUrl: 'https://www.facebook.com/couriernet.us',
  instagramUrl: 'https://www.instagram.com/couriernet.us',
  linkedinUrl: 'https://www.linkedin.com/company/couriernet-us',
  youtubeUrl: 'https://www.youtube.com/@couriernet-us',
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
    // Settings: the whole form as the page posts it, with real values.
    const screen = (await run(settings.loader, get('/admin/settings', { Cookie: cookie }))) as {
      data: { settings: Record<string, string> }
    }
    const saved = (await run(
      settings.action,
      post('/admin/settings', { intent: 'save', ...screen.data.settings, ...real }, { Cookie: cookie }),
    )) as { data: { notice?: { key: string } } }
    expect(saved.data.notice?.key).toBe('adminSettings.saved')

    // Videos: each placeholder gets a real YouTube address through its edit form.
    const ids = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4', 'jNQXAC9IVRw']
    let n = 0
    for (const video of (await listStoredVideos(t.db)).filter((v) =>
      v.providerVideoId.startsWith('PLACEHOLD'),
    )) {
      const edit = (await run(videos.loader, get(`/admin/videos?edit=${video.id}`, { Cookie: cookie }))) as {
        data: { editing: { id: number; values: Record<string, string> } }
      }
      const answer = (await run(
        videos.action,
        post(
          '/admin/videos',
          {
            intent: 'save',
            ...edit.data.editing.values,
            id: String(video.id),
            address: `https://youtu.be/${ids[n++ % ids.length]}`,
          },
          { Cookie: cookie },
        ),
      )) as { init?: { status?: number } | null }
      expect(answer.init?.status ?? 200).toBeLessThan(400)
    }
    expect(n).toBeGreaterThan(0)

    // The first password, changed on the staff screen.
    const changed = (await run(
      staff.action,
      post(
        '/admin/staff',
        {
          intent: 'password',
          currentPassword: 'first-password-1',
          newPassword: 'a-new-password-2',
          confirmPassword: 'a-new-password-2',
        },
        { Cookie: cookie },
      ),
    )) as { init?: { status?: number } | null }
    expect(changed.init?.status ?? 200).toBe(200)

    // Sample reviews: staff enter each operator's real rating and count on the Operators screen,
    // and sample operators (issue #45) get a real e-mail and phone there.
    for (const o of (await listOperatorProfiles(t.db)).filter((o) => o.sampleReviews || isSampleOperator(o))) {
      const answer = await run(
        operatorsScreen.action,
        post(
          '/admin/operators',
          {
            intent: 'save',
            id: String(o.id),
            name: o.name,
            customSlug: o.slug,
            latitude: String(o.latitude),
            longitude: String(o.longitude),
            averageRating: '4.5',
            totalReviews: '12',
            contactEmail: `dispatch@${o.slug}.us`,
            contactPhone: '(561) 392-4410',
          },
          { Cookie: cookie },
        ),
      )
      expect(answer).toBeInstanceOf(Response)
    }
    // Sample testimonials: taken off the home page in both languages.
    for (const lang of ['en', 'es'] as const) {
      const { title } = (await getPageContent(t.db, 'home', lang)).testimonials
      const saved = await publishContentSection(t.db, {
        page: 'home',
        section: 'testimonials',
        lang,
        data: { title, items: [] },
        editor: { id: 1, email: 'owner@couriernet.us' },
      })
      expect(saved.ok).toBe(true)
    }
    // The seeded earnings claims: given their basis on the Earnings claims screen (issue #35).
    for (const fields of [
      seededClaimWithBasis('owner@couriernet.us'),
      ...seededCardClaimsWithBasis('owner@couriernet.us'),
    ]) {
      const claim = await run(claimsScreen.action, post('/admin/earnings-claims', fields, { Cookie: cookie }))
      expect((claim as { data: { notice: { key: string } } }).data.notice.key).toBe(
        'adminEarningsClaims.saved',
      )
    }

    // Sample stories and posts: deleted (or saved by staff, which makes them theirs).
    await t.db.delete(articles).where(eq(articles.sample, true))

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
