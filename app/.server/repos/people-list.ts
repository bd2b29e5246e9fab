import { and, asc, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { ageRange, type PeopleFilter } from '#app/domain/people/people-list'
import type { Db } from '../db/client'
import { people, staffAccounts } from '../db/schema'
import { likePattern } from './submissions'

/**
 * The People list and the pipeline board's reads (issue #34). A merged person (their links moved
 * to the person they were merged into) and an erased one are never listed.
 */

/** The source a person counts under (app/domain/people/people-list.ts sourceKey), in SQL. */
export const sourceKeySql = sql<string>`lower(coalesce(nullif(${people.sourceUtmSource}, ''), nullif(${people.sourceReferrerHost}, ''), 'direct'))`

const listed = and(isNull(people.mergedIntoId), isNull(people.erasedAt))!
/** The board follows prospective operators only (app/domain/people/people.ts prospectKinds). */
const onBoard = and(listed, eq(people.prospect, true))!

function filterWhere(filter: Omit<PeopleFilter, 'page'>, now: Date): SQL {
  const where: SQL[] = [listed]
  if (filter.stage) where.push(eq(people.stage, filter.stage))
  if (filter.who === 'prospects') where.push(eq(people.prospect, true))
  else if (filter.who === 'customers') where.push(eq(people.prospect, false))
  if (filter.owner === 'none') where.push(isNull(people.ownerId))
  else if (filter.owner) where.push(eq(people.ownerId, filter.owner))
  if (filter.source) where.push(sql`${sourceKeySql} = ${filter.source}`)
  if (filter.lang) where.push(eq(people.lang, filter.lang))
  const { after, before } = ageRange(filter.age, now)
  if (after) where.push(gte(people.createdAt, after))
  if (before) where.push(lt(people.createdAt, before))
  if (filter.q) {
    const pattern = likePattern(filter.q)
    const name = sql`concat_ws(' ', ${people.firstName}, ${people.lastName}, ${people.businessName})`
    where.push(or(ilike(people.email, pattern), sql`${name} ilike ${pattern}`)!)
  }
  return and(...where)!
}

const columns = {
  id: people.id,
  email: people.email,
  firstName: people.firstName,
  lastName: people.lastName,
  phone: people.phone,
  businessName: people.businessName,
  city: people.city,
  state: people.state,
  zip: people.zip,
  lang: people.lang,
  stage: people.stage,
  stageChangedAt: people.stageChangedAt,
  lostReason: people.lostReason,
  ownerId: people.ownerId,
  ownerEmail: staffAccounts.email,
  utmSource: people.sourceUtmSource,
  utmMedium: people.sourceUtmMedium,
  utmCampaign: people.sourceUtmCampaign,
  referrerHost: people.sourceReferrerHost,
  landingPath: people.sourceLandingPath,
  operatorId: people.operatorId,
  prospect: people.prospect,
  createdAt: people.createdAt,
}

export type PersonListRow = {
  id: number
  email: string | null
  firstName: string | null
  lastName: string | null
  phone: string | null
  businessName: string | null
  city: string | null
  state: string | null
  zip: string | null
  lang: 'en' | 'es'
  stage: string
  stageChangedAt: Date
  lostReason: string | null
  ownerId: number | null
  ownerEmail: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  referrerHost: string | null
  landingPath: string | null
  operatorId: number | null
  prospect: boolean
  createdAt: Date
}

/** The people a filter selects, newest first; `limit` and `offset` page through them. */
export async function searchPeople(
  db: Db,
  filter: Omit<PeopleFilter, 'page'>,
  page: { limit: number; offset: number },
  now: Date,
): Promise<PersonListRow[]> {
  return db
    .select(columns)
    .from(people)
    .leftJoin(staffAccounts, eq(staffAccounts.id, people.ownerId))
    .where(filterWhere(filter, now))
    .orderBy(desc(people.createdAt), desc(people.id))
    .limit(page.limit)
    .offset(page.offset)
}

/** How many prospective operators each stage holds (the board's column counts). */
export async function countPeopleByStage(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ stage: people.stage, n: sql<number>`count(*)::int` })
    .from(people)
    .where(onBoard)
    .groupBy(people.stage)
  return Object.fromEntries(rows.map((r) => [r.stage, Number(r.n)]))
}

/** The board's cards: the people of each stage, latest moved first, at most `perStage` each. */
export async function boardPeople(db: Db, perStage: number): Promise<PersonListRow[]> {
  const ranked = db
    .select({
      id: people.id,
      rank: sql<number>`row_number() over (partition by ${people.stage} order by ${people.stageChangedAt} desc, ${people.id} desc)`.as(
        'rank',
      ),
    })
    .from(people)
    .where(onBoard)
    .as('ranked')
  return db
    .select(columns)
    .from(people)
    .innerJoin(ranked, eq(ranked.id, people.id))
    .leftJoin(staffAccounts, eq(staffAccounts.id, people.ownerId))
    .where(sql`${ranked.rank} <= ${perStage}`)
    .orderBy(desc(people.stageChangedAt), desc(people.id))
}

/** The sources listed people came from (for the source filter), most common first. */
export async function listPeopleSources(db: Db): Promise<string[]> {
  const rows = await db
    .select({ source: sourceKeySql, n: sql<number>`count(*)::int` })
    .from(people)
    .where(listed)
    .groupBy(sourceKeySql)
    .orderBy(desc(sql`count(*)`), asc(sourceKeySql))
    .limit(100)
  return rows.map((r) => r.source)
}

/** How staff name a person: first and last name, else business name, else e-mail. */
export async function findPersonName(db: Db, personId: number): Promise<string | null> {
  const [row] = await db
    .select({
      name: sql<
        string | null
      >`coalesce(nullif(concat_ws(' ', ${people.firstName}, ${people.lastName}), ''), ${people.businessName}, ${people.email})`,
    })
    .from(people)
    .where(eq(people.id, personId))
  return row?.name ?? null
}
