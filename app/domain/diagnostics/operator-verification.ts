import { knownTopLevelPages } from '../../pages'

/**
 * The Operator Pages Verification page (network-site.md §2.20, §4, §5): a read of the operators,
 * an insert of a temporary operator and its delete (all rolled back), then what that means for
 * each operator's page at /{slug}.
 */
export type StepResult = { ok: true } | { ok: false; error: string } | { ok: null /* skipped */ }

export type VerifiedOperator = {
  id: number
  name: string
  slug: string
  contactPersonName: string | null
  contactEmail: string | null
  contactPhone: string | null
  areaServed: string | null
}

export type SlugStatus = 'ok' | 'reserved' | 'invalid'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Whether `/{slug}` reaches the operator's page: a well-formed slug that no site page claims. */
export function slugStatus(slug: string): SlugStatus {
  if (!SLUG.test(slug)) return 'invalid'
  if ((knownTopLevelPages as readonly string[]).includes(slug) || slug === 'es') return 'reserved'
  return 'ok'
}

export type VerificationRun = {
  read: { ok: true; operators: VerifiedOperator[] } | { ok: false; error: string }
  insert: StepResult
  remove: StepResult
  ms: number
}

export type VerificationSummary = {
  connection: 'connected' | 'failed'
  total: number
  routable: number
  reserved: string[]
  invalid: string[]
  readOk: boolean
  insertOk: boolean | null
  deleteOk: boolean | null
}

export function summarize(run: VerificationRun): VerificationSummary {
  const operators = run.read.ok ? run.read.operators : []
  const statuses = operators.map((o) => ({ slug: o.slug, status: slugStatus(o.slug) }))
  return {
    connection: run.read.ok ? 'connected' : 'failed',
    total: operators.length,
    routable: statuses.filter((s) => s.status === 'ok').length,
    reserved: statuses.filter((s) => s.status === 'reserved').map((s) => s.slug),
    invalid: statuses.filter((s) => s.status === 'invalid').map((s) => s.slug),
    readOk: run.read.ok,
    insertOk: run.insert.ok,
    deleteOk: run.remove.ok,
  }
}

export type Recommendation = { key: string; values?: Record<string, string | number> }

/** What staff should do next, most urgent first. */
export function recommendations(summary: VerificationSummary): Recommendation[] {
  const list: Recommendation[] = []
  if (!summary.readOk) list.push({ key: 'verifyOperators.recommend.readFailed' })
  if (summary.readOk && summary.total === 0) list.push({ key: 'verifyOperators.recommend.noOperators' })
  if (summary.insertOk === false || summary.deleteOk === false)
    list.push({ key: 'verifyOperators.recommend.writeFailed' })
  for (const slug of summary.reserved)
    list.push({ key: 'verifyOperators.recommend.reserved', values: { slug } })
  for (const slug of summary.invalid)
    list.push({ key: 'verifyOperators.recommend.invalid', values: { slug } })
  if (list.length === 0)
    list.push({ key: 'verifyOperators.recommend.allGood', values: { count: summary.total } })
  return list
}
