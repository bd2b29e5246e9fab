/**
 * The recruiting pipeline's rules (issue #34) and the seven-day rule of the Earnings Claim
 * Statement (issue #35): pure functions; the service is app/.server/services/people/pipeline.ts.
 */

/** Why a person was lost: the list staff choose from (labels: `people.lostReasons.<value>`). */
export const lostReasons = [
  'not-interested',
  'no-response',
  'no-investment',
  'chose-competitor',
  'not-qualified',
  'other',
] as const
export type LostReason = (typeof lostReasons)[number]

export function isLostReason(value: unknown): value is LostReason {
  return typeof value === 'string' && (lostReasons as readonly string[]).includes(value)
}

/** The stage every person starts in, and the one a person is lost to (at any point). */
export const NEW_STAGE = 'new'
export const LOST_STAGE = 'lost'
/** Booking a call sends the person the Earnings Claim Statement, once (issue #35). */
export const CALL_BOOKED_STAGE = 'call-booked'

/** A person left in New this long is flagged on the board. */
export const NEW_FLAG_HOURS = 24

export function isStaleNew(person: { stage: string; stageChangedAt: Date }, now: Date): boolean {
  return (
    person.stage === NEW_STAGE &&
    now.getTime() - person.stageChangedAt.getTime() >= NEW_FLAG_HOURS * 3_600_000
  )
}

/** Days between the delivery of an Earnings Claim Statement and a paid or signed stage (16 CFR 437). */
export const DISCLOSURE_WAIT_DAYS = 7

export type StageEntry =
  { ok: true } | { ok: false; reason: 'no-disclosure' } | { ok: false; reason: 'too-soon'; allowedFrom: Date }

/**
 * May a person enter `stage` now? A stage staff mark as paid or signed needs a statement delivered
 * at least seven days before; anything else may always be entered. `deliveredAt`: when each
 * statement given to the person was delivered.
 */
export function stageEntry(stage: { paidOrSigned: boolean }, deliveredAt: Date[], now: Date): StageEntry {
  if (!stage.paidOrSigned) return { ok: true }
  if (deliveredAt.length === 0) return { ok: false, reason: 'no-disclosure' }
  const first = Math.min(...deliveredAt.map((d) => d.getTime()))
  const allowedFrom = new Date(first + DISCLOSURE_WAIT_DAYS * 86_400_000)
  return now >= allowedFrom ? { ok: true } : { ok: false, reason: 'too-soon', allowedFrom }
}

/** A task is overdue once its due time has passed and it is not done. */
export function isOverdue(task: { dueAt: Date; doneAt: Date | null }, now: Date): boolean {
  return task.doneAt === null && task.dueAt.getTime() <= now.getTime()
}

/** Sending an operator application moves its person here (issue #45 item 7). */
export const APPLIED_STAGE = 'applied'

/** What moves a person through the pipeline by itself, and to which stage (issue #45 item 7). */
export const siteEvents = { application: APPLIED_STAGE, 'call-booked': CALL_BOOKED_STAGE } as const
export type SiteEvent = keyof typeof siteEvents

/**
 * Whether an event of the site itself moves a person from `current` to `target` (issue #45 item 7),
 * given the stages in staff's order: only forward, so an application never pulls back someone staff
 * already moved further (Approved, Active); someone Lost who comes back applying is moved, as they are
 * in the running again; never into a stage of the seven-day rule that the person cannot enter yet
 * (staff decide those, with their reason). A stage staff deleted moves nobody.
 */
export function movesOnEvent(
  current: string,
  target: string,
  stages: ReadonlyArray<{ key: string; paidOrSigned: boolean }>,
  entry: StageEntry,
): boolean {
  const to = stages.findIndex((s) => s.key === target)
  if (to < 0 || current === target || !entry.ok) return false
  if (current === LOST_STAGE) return true
  const from = stages.findIndex((s) => s.key === current)
  return from < 0 || from < to
}
