import { claimProblems, type ClaimBasis } from '../claims/claims'
import { findBusinessDetails, type BusinessDetailKind } from '../content/business-details'
import { siteSettingGroups } from '../settings/settings-form'
import { siteSettingDefaults, type SiteSettingKey, type SiteSettings } from '../settings/site-settings'

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

export type SettingProblem = 'empty' | 'exampleDomain' | 'fictionalPhone' | 'seeded'

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

/** Host names reserved for examples (RFC 2606 and RFC 6761): nothing real lives there. */
export function isExampleHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '')
  return (
    h === 'example' ||
    h.endsWith('.example') ||
    /(^|\.)example\.(com|net|org)$/.test(h) ||
    h.endsWith('.test') ||
    h.endsWith('.invalid')
  )
}

/** The host name an address or e-mail names, if it names one. */
function hostOf(value: string): string | null {
  const email = /^[^@\s]+@([^@\s]+)$/.exec(value)
  if (email) return email[1]!
  try {
    return new URL(value).hostname
  } catch {
    return null
  }
}

/** 555-0100 to 555-0199 are reserved for fiction in the North American numbering plan. */
export function isFictionalPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return /^\d{3}55501\d{2}$/.test(digits)
}

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
/** Not the map (real defaults) nor the invoice payment (optional: one of its ways is enough). */
export const checkedSettingKeys: readonly SiteSettingKey[] = siteSettingGroups
  .filter((group) => group.id !== 'map' && group.id !== 'payment')
  .flatMap((group) => group.fields.map((field) => field.key as SiteSettingKey))
  .filter((key) => !NOT_CHECKED.has(key))

/** Why a setting's value is still a placeholder, or null when it looks real. */
export function settingProblem(key: SiteSettingKey, value: string): SettingProblem | null {
  const v = value.trim()
  if (v === '') return 'empty'
  const host = hostOf(v)
  if (host && isExampleHost(host)) return 'exampleDomain'
  if (isFictionalPhone(v) && /phone/i.test(key)) return 'fictionalPhone'
  // The seeded placeholders that are neither of the above (a sample address, a store's front page,
  // a maps link to no place).
  if (v === siteSettingDefaults[key]) return 'seeded'
  return null
}

/** Video ids the seed data ships: 'PLACEHOLD' and two digits. */
export function isPlaceholderVideoId(id: string): boolean {
  return /^PLACEHOLD/i.test(id)
}

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
  for (const o of facts.sampleReviews) found.push({ kind: 'sampleReviews', ...o })
  for (const item of facts.sampleTestimonials) found.push({ kind: 'sampleTestimonial', ...item })
  for (const item of facts.sampleArticles ?? []) found.push({ kind: 'sampleArticle', ...item })
  for (const claim of facts.claims ?? [])
    for (const problem of claimProblems(claim, facts.today ?? ''))
      found.push({ kind: 'earningsClaim', id: claim.id, figure: claim.figure, problem })
  return found
}
