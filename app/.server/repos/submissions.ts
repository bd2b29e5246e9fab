import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { SubmissionKind, SubmissionStatus } from '#app/domain/forms/options'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../db/client'
import { submissions } from '../db/schema'
import type { NewOutboxRow } from './outbox'
import type { SubmissionKeyRow } from './submission-keys'
import { bucketHitQuery, type BucketHit } from './rate-limits'
import { attachPerson, personCtes } from './people'
import type { FirstTouch } from '#app/domain/people/first-touch'
import { isProspectKind, personDetailsOf } from '#app/domain/people/people'

export type SubmissionRow = typeof submissions.$inferSelect

export type NewSubmission = {
  kind: SubmissionKind
  lang: Lang
  sourcePath: string
  payload: Record<string, unknown>
  email: string
  /** The visitor's first touch (issue #34), stored on their person if it has no source yet. */
  firstTouch?: FirstTouch | null
}

const personOf = (row: NewSubmission) => ({
  email: row.email,
  lang: row.lang,
  details: personDetailsOf(row.kind, row.payload),
  firstTouch: row.firstTouch ?? null,
  prospect: isProspectKind(row.kind),
})

const columnsOf = ({ firstTouch: _touch, ...row }: NewSubmission) => ({
  ...row,
  email: row.email.trim().toLowerCase(),
})

/**
 * Inserts one submission and attaches it to its person (issue #34), found or created by the
 * normalised address; pass a transaction to write it with its outbox rows. Returns its id.
 */
export async function insertSubmission(db: Db, row: NewSubmission): Promise<number> {
  const personId = await attachPerson(db, personOf(row))
  const [inserted] = await db
    .insert(submissions)
    .values({ ...columnsOf(row), personId })
    .returning({ id: submissions.id })
  return inserted!.id
}

/**
 * Inserts one submission and its outbox rows in ONE statement (data-modifying CTEs): both are
 * written or neither, as in a transaction, without its BEGIN and COMMIT round trips (a public
 * form's POST: ADR 033). With `key`, its submission key's row too (ADR 056): a key already stored
 * fails the whole statement with a unique violation of submission_keys_pkey, and nothing is
 * written (a concurrent one waits for the first's commit). Returns the submission's id.
 */
export async function insertSubmissionWithOutbox(
  db: Db,
  row: NewSubmission,
  rows: NewOutboxRow[],
  key?: SubmissionKeyRow,
): Promise<number> {
  return (await writeSubmission(db, row, rows, { key })).id!
}

/**
 * insertSubmissionWithOutbox with the rate limit's hit in the same statement (issue #42, ADR 067):
 * the bucket's upsert comes first, and the person, the submission, its e-mails and its key are
 * written only when the hit was allowed. A refused hit is counted and nothing else is written:
 * `id` is null and `hit` says how many tokens are left (the Retry-After).
 *
 * With `first`, a row of the submission's own kind is written before it (`n`, e.g. a new
 * subscriber, when the hit allows), and the rest only when `n` wrote one: `firstId` is its id, or
 * null when it wrote none (nothing else was written either; the caller takes its slower path).
 */
export async function writeSubmission(
  db: Db,
  row: NewSubmission,
  rows: NewOutboxRow[],
  options: { key?: SubmissionKeyRow; hit?: BucketHit; first?: (gate: SQL | undefined) => SQL },
): Promise<{
  id: number | null
  /** The person the submission was attached to (issue #34). */
  personId: number | null
  hit: { tokens: number; allowed: boolean } | null
  firstId: string | null
}> {
  const { key, hit, first } = options
  const c = columnsOf(row)
  // The person (issue #34) is found or created in the same statement: p's id goes on the row.
  const submission = sql`(insert into submissions (kind, lang, source_path, payload, email, person_id)
    select ${c.kind}, ${c.lang}, ${c.sourcePath}, ${JSON.stringify(c.payload)}::jsonb, ${c.email}, p.id from p
    returning id, person_id)`
  const messages = rows.length === 0 ? sql`` : sql`, o as ${outboxRowsAfterSubmission(rows)}`
  const claim = key
    ? sql`, k as (insert into submission_keys (key, form, answer, created_at)
      select ${key.key}, ${key.form}, ${JSON.stringify(key.answer)}::jsonb || jsonb_build_object('id', s.id),
      ${key.createdAt.toISOString()}::timestamptz from s)`
    : sql``
  const allowed = hit ? sql`exists (select 1 from b where b.allowed = 1)` : undefined
  const ctes: SQL[] = []
  if (hit) ctes.push(sql`b as ${bucketHitQuery(db, hit)}`)
  if (first) ctes.push(sql`n as (${first(allowed)})`)
  ctes.push(personCtes(personOf(row), first ? sql`exists (select 1 from n)` : allowed))
  const selected = [sql`(select id from s) as id`, sql`(select person_id from s) as person_id`]
  if (first) selected.push(sql`(select id from n) as first_id`)
  // Drizzle puts each query in parentheses itself; node-postgres and PGlite's driver both answer { rows }.
  const result = (await db.execute(
    sql`with ${sql.join(ctes, sql`, `)}, s as ${submission}${messages}${claim}
      select ${sql.join(selected, sql`, `)}${hit ? sql`, b.tokens, b.allowed from b` : sql``}`,
  )) as unknown as {
    rows: Array<{
      id: number | null
      person_id: number | null
      first_id?: string | null
      tokens?: number
      allowed?: number
    }>
  }
  const [out] = result.rows
  return {
    id: out?.id == null ? null : Number(out.id),
    personId: out?.person_id == null ? null : Number(out.person_id),
    hit: hit ? { tokens: Number(out!.tokens), allowed: Number(out!.allowed) === 1 } : null,
    firstId: out?.first_id ?? null,
  }
}

/** The columns insertSubmissionWithOutbox writes of an outbox row (the others take their defaults). */
const OUTBOX_COLUMNS = new Set([
  'channel',
  'category',
  'lang',
  'recipient',
  'subject',
  'payload',
  'status',
  'lastError',
  'dedupeKey',
])

/** The insert of a submission's outbox rows, as a CTE that writes them only when `s` holds its row. */
function outboxRowsAfterSubmission(rows: NewOutboxRow[]): SQL {
  for (const name of rows.flatMap((r) => Object.keys(r)))
    if (!OUTBOX_COLUMNS.has(name)) throw new Error(`an outbox row's ${name} is not written with a submission`)
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.channel}::text, ${r.category}::text, ${r.lang ?? null}::text, ${r.recipient ?? null}::text,
          ${r.subject ?? null}::text, ${JSON.stringify(r.payload)}::jsonb, ${r.status ?? 'pending'}::text,
          ${r.lastError ?? null}::text, ${r.dedupeKey ?? null}::text)`,
    ),
    sql`, `,
  )
  return sql`(insert into outbox (channel, category, lang, recipient, subject, payload, status, last_error, dedupe_key)
    select * from (values ${values}) as v where exists (select 1 from s)
    on conflict (dedupe_key) do nothing)`
}

/** What the staff inbox filters by (all optional); dates are [from, to) instants. */
export type SubmissionFilter = {
  kind?: SubmissionKind
  status?: SubmissionStatus
  /** Part of the e-mail or the submitter's name, case-insensitive. */
  text?: string
  from?: Date
  to?: Date
}

/** A case-insensitive "contains" pattern for ilike, with the wildcards typed escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function filterWhere(filter: SubmissionFilter): SQL | undefined {
  const where: SQL[] = []
  if (filter.kind) where.push(eq(submissions.kind, filter.kind))
  if (filter.status) where.push(eq(submissions.status, filter.status))
  if (filter.from) where.push(gte(submissions.createdAt, filter.from))
  if (filter.to) where.push(lt(submissions.createdAt, filter.to))
  if (filter.text) {
    const pattern = likePattern(filter.text)
    const name = sql`concat_ws(' ', ${submissions.payload}->>'firstName', ${submissions.payload}->>'lastName', ${submissions.payload}->>'name', ${submissions.payload}->>'contactName', ${submissions.payload}->>'companyName')`
    where.push(or(ilike(submissions.email, pattern), sql`${name} ilike ${pattern}`)!)
  }
  return where.length ? and(...where) : undefined
}

/** One page of the staff inbox, newest first. */
export async function searchSubmissions(
  db: Db,
  filter: SubmissionFilter,
  page: { limit: number; offset: number },
): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(submissions)
    .where(filterWhere(filter))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(page.limit)
    .offset(page.offset)
}

/** How many submissions of each kind match the filter's other conditions (for the kind links). */
export async function countSubmissionsByKind(db: Db, filter: Omit<SubmissionFilter, 'kind'>) {
  const rows = await db
    .select({ kind: submissions.kind, count: sql<number>`count(*)::int` })
    .from(submissions)
    .where(filterWhere(filter))
    .groupBy(submissions.kind)
  return Object.fromEntries(rows.map((r) => [r.kind, r.count])) as Partial<Record<SubmissionKind, number>>
}

export async function getSubmission(db: Db, id: number): Promise<SubmissionRow | null> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id))
  return row ?? null
}

/** Staff set a submission's status, recording who and when; false when there is no such row. */
export async function setSubmissionStatus(
  db: Db,
  id: number,
  status: SubmissionStatus,
  by: { id: number; email: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(submissions)
    .set({ status, statusChangedAt: now, statusChangedBy: by.id, statusChangedByEmail: by.email })
    .where(eq(submissions.id, id))
    .returning({ id: submissions.id })
  return rows.length > 0
}
