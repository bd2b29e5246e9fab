import { claimProblems, normalizeFigure, type ClaimBasis } from '../claims/claims'
import { findBusinessDetails, type BusinessDetailKind } from '../content/business-details'
import { siteSettingGroups } from '../settings/settings-form'
import type { SiteSettingKey, SiteSettings } from '../settings/site-settings'
import { isPlaceholderVideoId } from '../videos/video-source'
import { settingProblem, type SettingProblem } from './placeholders'

export { isExampleAddress, isExampleHost, isFictionalPhone, settingProblem } from './placeholders'
export type { SettingProblem } from './placeholders'

/**
 * The launch check (issue #19 item 7): what still shows a placeholder on the live site, found from
 * the stored data and the server's configuration each time the checklist page loads, so an item
 * disappears as soon as staff fix it (no restart). Pure: the service gathers the facts.
 */

/**
 * The configuration a production site must set: the same list .env.example marks "Required in
 * production" (launch-check.test.ts compares them), so an owner reads one answer in both places.
 */
export const requiredProductionEnv = [
  'PUBLIC_SITE_URL',
  'SMTP_URL',
  'STAFF_EMAIL',
  'SESSION_SECRET',
  'SECURE_VIDEOS_PASSWORD',
] as const
export type RequiredProductionEnv = (typeof requiredProductionEnv)[number]

export type LaunchCheckFacts = {
  settings: SiteSettings
  /** Every video visitors can see (hidden ones play nowhere). */
  videos: ReadonlyArray<{ id: number; title: string; providerVideoId: string }>
  /** The first staff account (made at start-up), if any: has its password been changed since? */
  firstAdmin: { email: string; passwordChanged: boolean } | null
  /** The stored website content (every section in every language, as saved). */
  content: ReadonlyArray<{ page: string; section: string; lang: string; data: unknown }>
  /** Operators listed in the directory with a page of their own. */
  publishedOperators: number
  /** Operators whose rating, review count or testimonials are still the seeded samples. */
  sampleReviews: ReadonlyArray<{ id: number; name: string }>
  /** Sample testimonials (nobody wrote them) the home page shows, in English or Spanish. */
  sampleTestimonials: ReadonlyArray<{ id: number; name: string }>
  /**
   * Published operators whose contact details are samples (issue #45: an example-domain e-mail or a
   * 555-01xx phone, app/domain/operators/sample-operator.ts).
   */
  sampleOperators?: ReadonlyArray<{ id: number; name: string }>
  /**
   * The money figures the claim-bearing content fields show (issue #45), in each language: one the
   * register has no current claim for at all is listed (one with a claim is listed by its claim).
   */
  shownFigures?: ReadonlyArray<ShownFigure>
  /** The seeded sample success stories and blog posts still stored (issue #33). */
  sampleArticles?: ReadonlyArray<{ id: number; articleKind: 'story' | 'post'; title: string }>
  /**
   * The register of earnings claims (issue #35), and today in the site's time zone (YYYY-MM-DD):
   * a claim whose basis is incomplete or whose review date has passed is listed.
   */
  claims?: ReadonlyArray<ClaimBasis & { id: number }>
  today?: string
  production: boolean
  /** Which of the required variables are set (non-empty). */
  env: Readonly<Record<RequiredProductionEnv, boolean>>
}

export type ShownFigure = { figure: string; page: string; section: string; lang: string }

export type Placeholder =
  | { kind: 'setting'; key: SiteSettingKey; problem: SettingProblem; value: string }
  | { kind: 'video'; id: number; title: string; providerVideoId: string }
  | {
      kind: 'content'
      page: string
      section: string
      lang: string
      path: string
      detail: BusinessDetailKind
      text: string
    }
  | { kind: 'adminPassword'; email: string }
  | { kind: 'env'; name: RequiredProductionEnv }
  | { kind: 'operators' }
  | { kind: 'sampleReviews'; id: number; name: string }
  | { kind: 'sampleTestimonial'; id: number; name: string }
  | { kind: 'sampleArticle'; id: number; articleKind: 'story' | 'post'; title: string }
  | { kind: 'earningsClaim'; id: number; figure: string; problem: 'incompleteBasis' | 'reviewDue' }
  | { kind: 'sampleOperator'; id: number; name: string }
  | ({ kind: 'unbackedFigure' } & ShownFigure)

/**
 * The settings the launch check reads: every contact detail and link a visitor sees, except the
 * business name and the hours (their defaults are real values) and the map (its defaults are a
 * real tile service).
 */
const NOT_CHECKED: ReadonlySet<SiteSettingKey> = new Set([
  'businessName',
  'hoursWeekdays',
  'hoursWeekdaysEs',
  'hoursSaturday',
  'hoursSaturdayEs',
  'hoursSunday',
  'hoursSundayEs',
  'officeHours',
  'officeHoursEs',
])
/**
 * Not the map (real defaults), the invoice payment (optional: one of its ways is enough) nor the
 * operators' share (a real default, the split the marketing pages promise).
 */
const UNCHECKED_GROUPS: ReadonlySet<string> = new Set(['map', 'payment', 'operators'])
export const checkedSettingKeys: readonly SiteSettingKey[] = siteSettingGroups
  .filter((group) => !UNCHECKED_GROUPS.has(group.id))
  .flatMap((group) => group.fields.map((field) => field.key as SiteSettingKey))
  .filter((key) => !NOT_CHECKED.has(key))

export { isPlaceholderVideoId }

/** Every placeholder still live, in the order the checklist lists them. */
export function findPlaceholders(facts: LaunchCheckFacts): Placeholder[] {
  const found: Placeholder[] = []
  for (const key of checkedSettingKeys) {
    const problem = settingProblem(key, facts.settings[key])
    if (problem) found.push({ kind: 'setting', key, problem, value: facts.settings[key] })
  }
  // Content saved before the settings were its only source (issue #30 item 2) can still hold a copy
  // of a detail, which would not follow a change of the setting.
  for (const row of facts.content) {
    for (const copy of findBusinessDetails(row.data)) {
      found.push({
        kind: 'content',
        page: row.page,
        section: row.section,
        lang: row.lang,
        path: copy.path,
        detail: copy.kind,
        text: copy.text,
      })
    }
  }
  for (const video of facts.videos) {
    if (isPlaceholderVideoId(video.providerVideoId)) found.push({ kind: 'video', ...video })
  }
  if (facts.firstAdmin && !facts.firstAdmin.passwordChanged) {
    found.push({ kind: 'adminPassword', email: facts.firstAdmin.email })
  }
  if (facts.production) {
    for (const name of requiredProductionEnv) if (!facts.env[name]) found.push({ kind: 'env', name })
  }
  if (facts.publishedOperators === 0) found.push({ kind: 'operators' })
  // Invented reviews are never launched (issue #30 item 3): each is listed until replaced or removed.
  for (const o of facts.sampleOperators ?? []) found.push({ kind: 'sampleOperator', ...o })
  for (const o of facts.sampleReviews) found.push({ kind: 'sampleReviews', ...o })
  for (const item of facts.sampleTestimonials) found.push({ kind: 'sampleTestimonial', ...item })
  for (const item of facts.sampleArticles ?? []) found.push({ kind: 'sampleArticle', ...item })
  for (const claim of facts.claims ?? [])
    for (const problem of claimProblems(claim, facts.today ?? ''))
      found.push({ kind: 'earningsClaim', id: claim.id, figure: claim.figure, problem })
  const registered = new Set((facts.claims ?? []).map((claim) => normalizeFigure(claim.figure)))
  const listed = new Set<string>()
  for (const shown of facts.shownFigures ?? []) {
    const key = `${shown.figure}|${shown.page}|${shown.section}|${shown.lang}`
    if (registered.has(normalizeFigure(shown.figure)) || listed.has(key)) continue
    listed.add(key)
    found.push({ kind: 'unbackedFigure', ...shown })
  }
  return found
}
