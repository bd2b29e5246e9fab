import { sql, type SQL } from 'drizzle-orm'
import type { FirstTouch } from '#app/domain/people/first-touch'
import { normalizeEmail, type PersonDetails } from '#app/domain/people/people'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../db/client'

/** What a submission (or an order) knows of its person. */
export type PersonInput = {
  email: string
  lang: Lang
  details: PersonDetails
  /** The visitor's first touch (the `ft` cookie), kept only if the person has no source yet. */
  firstTouch?: FirstTouch | null
  /** A prospective operator's form (isProspectKind): makes the person one, for good. */
  prospect?: boolean
}

/**
 * The upsert of a person by normalised address, as one SQL statement usable as a CTE: a new person
 * gets every detail and the first touch; a known one keeps what it has (blank details are filled,
 * the first source is never replaced), and a merged one answers with the person it was merged into.
 * Selects `id` (the person to attach to) and `merged_into_id`.
 */
function upsertPersonSql(input: PersonInput, gate?: SQL): SQL {
  const d = input.details
  const t = input.firstTouch ?? null
  const v = (value: string | undefined | null) => value ?? null
  const values = sql`${normalizeEmail(input.email)}, ${v(d.firstName)}, ${v(d.lastName)}, ${v(d.phone)},
      ${v(d.businessName)}, ${v(d.city)}, ${v(d.state)}, ${v(d.zip)}, ${input.lang},
      ${t?.utmSource ?? null}, ${t?.utmMedium ?? null}, ${t?.utmCampaign ?? null}, ${t?.referrerHost ?? null},
      ${t?.landingPath ?? null}, ${t ? new Date(t.at).toISOString() : null}::timestamptz,
      ${input.prospect === true}`
  return sql`insert into people (email, first_name, last_name, phone, business_name, city, state, zip, lang,
      source_utm_source, source_utm_medium, source_utm_campaign, source_referrer_host, source_landing_path,
      source_first_seen_at, prospect)
    ${gate ? sql`select ${values} where ${gate}` : sql`values (${values})`}
    on conflict (email) do update set
      first_name = coalesce(people.first_name, excluded.first_name),
      last_name = coalesce(people.last_name, excluded.last_name),
      phone = coalesce(people.phone, excluded.phone),
      business_name = coalesce(people.business_name, excluded.business_name),
      city = coalesce(people.city, excluded.city),
      state = coalesce(people.state, excluded.state),
      zip = coalesce(people.zip, excluded.zip),
      source_utm_source = case when people.source_first_seen_at is null then excluded.source_utm_source else people.source_utm_source end,
      source_utm_medium = case when people.source_first_seen_at is null then excluded.source_utm_medium else people.source_utm_medium end,
      source_utm_campaign = case when people.source_first_seen_at is null then excluded.source_utm_campaign else people.source_utm_campaign end,
      source_referrer_host = case when people.source_first_seen_at is null then excluded.source_referrer_host else people.source_referrer_host end,
      source_landing_path = case when people.source_first_seen_at is null then excluded.source_landing_path else people.source_landing_path end,
      source_first_seen_at = coalesce(people.source_first_seen_at, excluded.source_first_seen_at),
      prospect = people.prospect or excluded.prospect,
      updated_at = now()
    returning coalesce(merged_into_id, id) as id, merged_into_id`
}

/**
 * The CTEs that find or create the person of an address (`p`, selecting `id`), for the start of a
 * WITH: the upsert, and, when the address was merged into another person, a prospect's form making
 * that person a prospect too (the upsert only marks the merged-away row its address is on). The
 * second never touches the row the first wrote: it updates only the person merged into.
 */
export function personCtes(input: PersonInput, gate?: SQL): SQL {
  const upsert = sql`p as (${upsertPersonSql(input, gate)})`
  if (input.prospect !== true) return upsert
  return sql`${upsert}, kept as (update people set prospect = true, updated_at = now()
    where id in (select merged_into_id from p) and not prospect)`
}

type Rows<T> = { rows: T[] }

/** Finds or creates the person of an address (pass a transaction to write it with their record). */
export async function attachPerson(db: Db, input: PersonInput): Promise<number> {
  const result = (await db.execute(sql`with ${personCtes(input)} select id from p`)) as unknown as Rows<{
    id: number
  }>
  return Number(result.rows[0]!.id)
}
