import { listPage, rowId } from '#app/domain/admin/intents'
import { z } from '#app/domain/zod'

/**
 * The People list's filters (issue #34): stage, owner, first source, language, age and a search by
 * name or e-mail, all in the URL so a filtered list can be shared, reloaded and exported as CSV.
 * Pure rules; the query is app/.server/repos/people-list.ts.
 */

/** How old a person's record is: created within the last 7, 30 or 90 days, or before that. */
export const ageBuckets = ['7', '30', '90', 'older'] as const
export type AgeBucket = (typeof ageBuckets)[number]

/** The source of a person who came with neither a utm_source nor a referrer. */
export const DIRECT_SOURCE = 'direct'

export const PEOPLE_SEARCH_MAX = 100
export const PEOPLE_PAGE_SIZE = 50

/** Whom the list shows: everyone, prospective operators only, or customers only. */
export const peopleWho = ['prospects', 'customers'] as const
export type PeopleWho = (typeof peopleWho)[number]

export type PeopleFilter = {
  stage: string | null
  who: PeopleWho | null
  /** A staff account's id, 'none' for people without an owner, or null for anyone. */
  owner: number | 'none' | null
  /** A source key (sourceKey), or null for any. */
  source: string | null
  lang: 'en' | 'es' | null
  age: AgeBucket | null
  q: string
  page: number
}

const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/

export function parsePeopleFilter(params: URLSearchParams): PeopleFilter {
  const stage = params.get('stage') ?? ''
  const owner = params.get('owner') ?? ''
  const source = (params.get('source') ?? '').trim().toLowerCase().slice(0, 200)
  const lang = params.get('lang')
  const age = params.get('age')
  const who = params.get('who')
  return {
    stage: KEY.test(stage) ? stage : null,
    who: (peopleWho as readonly string[]).includes(who ?? '') ? (who as PeopleWho) : null,
    owner: owner === 'none' ? 'none' : /^\d{1,9}$/.test(owner) && Number(owner) > 0 ? Number(owner) : null,
    source: source || null,
    lang: lang === 'en' || lang === 'es' ? lang : null,
    age: (ageBuckets as readonly string[]).includes(age ?? '') ? (age as AgeBucket) : null,
    q: (params.get('q') ?? '').trim().slice(0, PEOPLE_SEARCH_MAX),
    page: listPage(params.get('page')),
  }
}

export function isFiltered(filter: PeopleFilter): boolean {
  return Boolean(
    filter.stage || filter.who || filter.owner || filter.source || filter.lang || filter.age || filter.q,
  )
}

const DAY_MS = 86_400_000

/**
 * The creation times an age bucket covers: `after` (inclusive) for "within N days", `before`
 * (exclusive) for "older" (more than 90 days ago).
 */
export function ageRange(age: AgeBucket | null, now: Date): { after?: Date; before?: Date } {
  if (!age) return {}
  if (age === 'older') return { before: new Date(now.getTime() - 90 * DAY_MS) }
  return { after: new Date(now.getTime() - Number(age) * DAY_MS) }
}

/**
 * The source a person is counted under in filters and in the funnel: their first utm_source, else
 * the referring host, else "direct"; lower-cased so "Facebook" and "facebook" are one source.
 */
export function sourceKey(person: { utmSource: string | null; referrerHost: string | null }): string {
  return (person.utmSource || person.referrerHost || DIRECT_SOURCE).toLowerCase()
}

/** Whole days between a record's creation and now (0 on the day itself). */
export function ageInDays(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS))
}

/** A stage's key as a form posts it (stage keys are lowercase words joined by hyphens). */
export const stageKey = z.string().regex(KEY)

/**
 * The board's post: move a person to a stage (with a reason from the list when it is Lost). The
 * same post from a card's "Move to" form, from a drop on a column, or without JavaScript.
 */
export const boardMoveSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('move'),
    personId: rowId,
    stage: stageKey,
    lostReason: z.string().max(40).optional(),
  }),
])
