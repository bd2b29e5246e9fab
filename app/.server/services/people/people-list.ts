import { sourceLabel } from '#app/domain/people/first-touch'
import { ageInDays, PEOPLE_PAGE_SIZE, sourceKey, type PeopleFilter } from '#app/domain/people/people-list'
import { isStaleNew } from '#app/domain/people/pipeline'
import type { Lang } from '#app/domain/routing/locale'
import { csvDocument } from '#app/domain/csv/csv'
import { dbOf, type DataSource } from '../../db/source'
import { listPeopleSources, searchPeople, type PersonListRow } from '../../repos/people-list'
import { listStaffAccounts } from '../../repos/staff'
import { listStages, type PipelineStage } from './pipeline'

/** The People list and the pipeline board (issue #34): what staff see of every listed person. */

/** A stage as a screen shows it: its key and its label in the reader's language. */
export type StageView = { key: string; label: string; paidOrSigned: boolean }

export function stageViews(stages: PipelineStage[], lang: Lang): StageView[] {
  return stages.map((s) => ({
    key: s.key,
    label: lang === 'es' ? s.labelEs : s.labelEn,
    paidOrSigned: s.paidOrSigned,
  }))
}

/** A person as a row or a card: name, source, owner, age. */
export type PersonSummary = {
  id: number
  name: string
  email: string | null
  lang: 'en' | 'es'
  stage: string
  /** A prospective operator (on the board and in the funnel), or a customer only. */
  prospect: boolean
  source: string
  sourceLabel: string | null
  ownerEmail: string | null
  createdAt: string
  ageDays: number
  staleNew: boolean
}

function displayName(row: PersonListRow): string {
  const whole = [row.firstName, row.lastName].filter(Boolean).join(' ')
  return whole || row.businessName || row.email || `#${row.id}`
}

export function summaryOf(row: PersonListRow, now: Date): PersonSummary {
  return {
    id: row.id,
    name: displayName(row),
    email: row.email,
    lang: row.lang,
    stage: row.stage,
    prospect: row.prospect,
    source: sourceKey(row),
    sourceLabel: sourceLabel(row),
    ownerEmail: row.ownerEmail,
    createdAt: row.createdAt.toISOString(),
    ageDays: ageInDays(row.createdAt, now),
    staleNew: isStaleNew(row, now),
  }
}

/** The staff accounts a person may be given to (for the owner filter). */
async function owners(source: DataSource) {
  const accounts = await listStaffAccounts(dbOf(source))
  return accounts.filter((a) => !a.disabledAt).map((a) => ({ id: a.id, email: a.email }))
}

/** One page of the People list with what its filters offer. */
export async function peopleOverview(source: DataSource, filter: PeopleFilter, lang: Lang, now = new Date()) {
  const db = dbOf(source)
  const [rows, stages, staff, sources] = await Promise.all([
    searchPeople(
      db,
      filter,
      { limit: PEOPLE_PAGE_SIZE + 1, offset: (filter.page - 1) * PEOPLE_PAGE_SIZE },
      now,
    ),
    listStages(db),
    owners(db),
    listPeopleSources(db),
  ])
  return {
    rows: rows.slice(0, PEOPLE_PAGE_SIZE).map((r) => summaryOf(r, now)),
    hasMore: rows.length > PEOPLE_PAGE_SIZE,
    stages: stageViews(stages, lang),
    owners: staff,
    sources,
  }
}

const CSV_EXPORT_LIMIT = 10_000

/** The filtered list as CSV (every page, up to 10,000 people): what staff need to follow up. */
export async function peopleCsv(source: DataSource, filter: PeopleFilter, now = new Date()): Promise<string> {
  const rows = await searchPeople(dbOf(source), filter, { limit: CSV_EXPORT_LIMIT, offset: 0 }, now)
  return csvDocument(
    [
      'id',
      'email',
      'first_name',
      'last_name',
      'business_name',
      'phone',
      'city',
      'state',
      'zip',
      'language',
      'stage',
      'lost_reason',
      'owner',
      'source',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'referrer_host',
      'landing_path',
      'created_at',
      'stage_changed_at',
    ],
    rows.map((r) => [
      r.id,
      r.email,
      r.firstName,
      r.lastName,
      r.businessName,
      r.phone,
      r.city,
      r.state,
      r.zip,
      r.lang,
      r.stage,
      r.lostReason,
      r.ownerEmail,
      sourceKey(r),
      r.utmSource,
      r.utmMedium,
      r.utmCampaign,
      r.referrerHost,
      r.landingPath,
      r.createdAt.toISOString(),
      r.stageChangedAt.toISOString(),
    ]),
  )
}

/** The export's file name, e.g. people-2026-11-29.csv. */
export function peopleCsvFileName(now = new Date()): string {
  return `people-${now.toISOString().slice(0, 10)}.csv`
}
