/**
 * Fixes every placeholder of a fresh install the way staff would, through the admin's own screens
 * (issue #19 item 7, #45): real contact details and links on Site Settings, a real address for each
 * placeholder video, a new first password, real ratings and contact details for the seeded
 * operators, the sample testimonials taken off the home page, a complete basis for each seeded
 * earnings claim, the sample articles deleted. Shared by the launch check's and the launch's tests.
 */
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '#app/.server/db/client'
import { articles } from '#app/.server/db/schema'
import { listOperatorProfiles } from '#app/.server/repos/operators'
import { listStoredVideos } from '#app/.server/repos/videos'
import { getPageContent, publishContentSection } from '#app/.server/services/content/content'
import { isSampleOperator } from '#app/domain/operators/sample-operator'
import * as claimsModule from '#app/routes/admin/earnings-claims'
import * as operatorsModule from '#app/routes/admin/operators'
import * as settingsModule from '#app/routes/admin/settings'
import * as staffModule from '#app/routes/admin/staff'
import * as videosModule from '#app/routes/admin/collection'
import { chain } from '../support/route-chain'
import { get, post, settle, testContext } from './admin-helpers'
import { seededCardClaimsWithBasis, seededClaimWithBasis } from './claims-helpers'

const settings = chain(settingsModule)
const staff = chain(staffModule)
const videos = chain(videosModule)
const operatorsScreen = chain(operatorsModule)
const claimsScreen = chain(claimsModule)

/** Real-looking values for every contact detail and link the launch check reads. */
export const real: Record<string, string> = {
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

export async function fixEveryPlaceholder(db: Db, cookie: string, owner: string, password: string) {
  const run = (fn: ((args: never) => unknown) | undefined, request: Request) =>
    settle(() => fn!({ request, context: testContext(db), params: {} } as never))
  const newPassword = 'a-new-password-2'
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
  for (const video of (await listStoredVideos(db)).filter((v) => v.providerVideoId.startsWith('PLACEHOLD'))) {
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
        currentPassword: password,
        newPassword: newPassword,
        confirmPassword: newPassword,
      },
      { Cookie: cookie },
    ),
  )) as { init?: { status?: number } | null }
  expect(changed.init?.status ?? 200).toBe(200)

  // Sample reviews: staff enter each operator's real rating and count on the Operators screen,
  // and sample operators (issue #45) get a real e-mail and phone there.
  for (const o of (await listOperatorProfiles(db)).filter((o) => o.sampleReviews || isSampleOperator(o))) {
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
    const { title } = (await getPageContent(db, 'home', lang)).testimonials
    const saved = await publishContentSection(db, {
      page: 'home',
      section: 'testimonials',
      lang,
      data: { title, items: [] },
      editor: { id: 1, email: owner },
    })
    expect(saved.ok).toBe(true)
  }
  // The seeded earnings claims: given their basis on the Earnings claims screen (issue #35).
  for (const fields of [seededClaimWithBasis(owner), ...seededCardClaimsWithBasis(owner)]) {
    const claim = await run(claimsScreen.action, post('/admin/earnings-claims', fields, { Cookie: cookie }))
    expect((claim as { data: { notice: { key: string } } }).data.notice.key).toBe('adminEarningsClaims.saved')
  }

  // Sample stories and posts: deleted (or saved by staff, which makes them theirs).
  await db.delete(articles).where(eq(articles.sample, true))
}
