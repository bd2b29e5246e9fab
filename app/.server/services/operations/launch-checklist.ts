import { dbOf, type DataSource } from '../../db/source'
import { checklistState, isChecklistItemId, percentComplete } from '#app/domain/checklist/launch-checklist'
import { findPlaceholders, type Placeholder } from '#app/domain/checklist/launch-check'
import type { AppContext } from '../../context'
import { listAllContentSections } from '../../repos/content'
import { completedChecklistIds, setChecklistItem } from '../../repos/launch-checklist'
import { listOperatorProfiles, listOperatorSlugs, listSampleReviewOperators } from '../../repos/operators'
import { isSampleOperator } from '#app/domain/operators/sample-operator'
import { findTestimonialsByIds } from '../../repos/testimonials'
import { getPageContent } from '../content/content'
import { firstStaffAccount } from '../../repos/staff'
import { listStoredVideos } from '../../repos/videos'
import { listSampleArticles } from '../../repos/articles'
import { listCurrentClaims } from '../claims/earnings-claims'
import { listShownClaimFigures } from '../claims/statement'
import { getSiteSettings } from '../content/site-settings'
import type { Staff } from '../../auth/realms'
import { localDate } from '#app/domain/time/zone'

export async function getLaunchChecklist(source: DataSource) {
  const db = dbOf(source)
  const items = checklistState(await completedChecklistIds(db))
  return { items, percent: percentComplete(items) }
}

/**
 * The launch check's facts, read fresh on every load (settings, stored content, videos, the first staff account,
 * the operators, the configuration), so fixing a placeholder shows at once.
 */
export async function getLaunchPlaceholders(
  app: Pick<AppContext, 'db' | 'env'>,
  now = new Date(),
): Promise<Placeholder[]> {
  const [
    settings,
    content,
    videos,
    firstAdmin,
    operatorSlugs,
    sampleReviews,
    homeEn,
    homeEs,
    articles,
    claims,
    operators,
    shownFigures,
  ] = await Promise.all([
    getSiteSettings(app.db),
    listAllContentSections(app.db),
    listStoredVideos(app.db),
    firstStaffAccount(app.db),
    listOperatorSlugs(app.db),
    listSampleReviewOperators(app.db),
    getPageContent(app.db, 'home', 'en'),
    getPageContent(app.db, 'home', 'es'),
    listSampleArticles(app.db),
    listCurrentClaims(app.db),
    listOperatorProfiles(app.db),
    listShownClaimFigures(app.db),
  ])
  const published = new Set(operatorSlugs)
  const shown = [...new Set([...homeEn.testimonials.items, ...homeEs.testimonials.items])]
  const sampleTestimonials = (await findTestimonialsByIds(app.db, shown))
    .filter((row) => row.isSample)
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ id: row.id, name: row.name }))
  const { env } = app
  return findPlaceholders({
    settings,
    content,
    videos: videos.map((v) => ({ id: v.id, title: v.title.en, providerVideoId: v.providerVideoId })),
    firstAdmin: firstAdmin
      ? {
          email: firstAdmin.email,
          // The insert stamps both columns with the same now(); a password change moves the first on.
          passwordChanged: firstAdmin.passwordChangedAt.getTime() > firstAdmin.createdAt.getTime(),
        }
      : null,
    publishedOperators: operatorSlugs.length,
    sampleReviews,
    sampleOperators: operators
      .filter((o) => published.has(o.slug) && isSampleOperator(o))
      .sort((a, b) => a.id - b.id)
      .map((o) => ({ id: o.id, name: o.name })),
    shownFigures,
    sampleTestimonials,
    sampleArticles: articles.map((a) => ({ id: a.id, articleKind: a.kind, title: a.titleEn })),
    claims,
    today: localDate(now, app.env.SITE_TIME_ZONE),
    production: env.NODE_ENV === 'production',
    env: {
      PUBLIC_SITE_URL: !!env.PUBLIC_SITE_URL,
      SMTP_URL: !!env.SMTP_URL,
      STAFF_EMAIL: !!env.STAFF_EMAIL,
      SESSION_SECRET: !env.SESSION_SECRET_GENERATED,
      SECURE_VIDEOS_PASSWORD: !!env.SECURE_VIDEOS_PASSWORD,
    },
  })
}

export async function setLaunchChecklistItem(
  source: DataSource,
  staff: Staff,
  id: string,
  completed: boolean,
  now = new Date(),
) {
  const db = dbOf(source)
  if (!isChecklistItemId(id)) return { ok: false as const }
  await setChecklistItem(db, id, completed, staff.id, now)
  return { ok: true as const }
}
