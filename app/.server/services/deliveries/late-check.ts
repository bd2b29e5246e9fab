import { operatorMailRoute } from '#app/domain/operators/sample-operator'
import {
  canSetPickupWindow,
  readPickupWindow,
  type PickupWindowPost,
  type PickupWindowProblem,
} from '#app/domain/deliveries/pickup-window'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import type { Env } from '../../env'
import { enqueueEmails, enqueueJob } from '../../mail/outbox'
import { staffAddress } from '../../mail/staff-address'
import { findBooking } from '../../repos/bookings'
import { findOperatorJob, markJobLate, setOperatorJobWindow } from '../../repos/delivery-jobs'
import { findOperatorById } from '../../repos/operators'

/**
 * The pick-up window and the late check (issue #44): the operator gives the customer a window on
 * the job's screen; a stored outbox job, due at the window's end, tells staff and the operator once
 * when the parcel is still not picked up by then. The outbox's claim (FOR UPDATE SKIP LOCKED) gives
 * the job to one worker of one instance, and the job's compare-and-set on `late_notified_at` makes
 * the e-mails once even when a worker dies after sending them and the job runs again.
 */

export const DELIVERY_LATE_CHANNEL = 'delivery-late'

export type PickupWindowResult =
  | { ok: true }
  | { ok: false; reason: 'notFound' | 'notAllowed' }
  | { ok: false; reason: PickupWindowProblem; field: 'pickupFrom' | 'pickupBy' }

/** The operator gives (or changes) their job's pick-up window, and its late check is scheduled. */
export async function setPickupWindow(
  source: DataSource,
  operatorId: number,
  jobId: number,
  post: Pick<PickupWindowPost, 'pickupFrom' | 'pickupBy'>,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<PickupWindowResult> {
  const db = dbOf(source)
  const current = await findOperatorJob(db, operatorId, jobId)
  if (!current) return { ok: false, reason: 'notFound' }
  if (!canSetPickupWindow(current.job.status)) return { ok: false, reason: 'notAllowed' }
  const window = readPickupWindow(post, timeZone, now)
  if (!window.ok) return { ok: false, reason: window.problem, field: window.field }
  return db.transaction(async (tx) => {
    const set = await setOperatorJobWindow(tx as unknown as Db, {
      jobId,
      operatorId,
      from: window.from,
      by: window.by,
      at: now,
    })
    // Picked up meanwhile (another tab): nothing changed.
    if (!set) return { ok: false as const, reason: 'notAllowed' as const }
    await scheduleLateCheck(tx as unknown as Db, { jobId, by: window.by })
    return { ok: true as const }
  })
}

/** The late check of a window: a stored job due at its end (a second one for the same window is skipped). */
async function scheduleLateCheck(db: Db, window: { jobId: number; by: Date }) {
  await enqueueJob(db, {
    channel: DELIVERY_LATE_CHANNEL,
    category: 'delivery.late-check',
    payload: { jobId: window.jobId, by: window.by.toISOString() },
    dedupeKey: `delivery-late:${window.jobId}:${window.by.getTime()}`,
    runAt: window.by,
  })
}

/**
 * The job: when the delivery is still not picked up at the end of the window it was scheduled for
 * (and nobody was told yet), marks it and e-mails staff and the operator (in English, as the
 * operator's booking e-mails are) in one transaction. A window changed since has its own check.
 */
export async function runLateCheck(
  db: Db,
  payload: { jobId: number; by: string },
  { env, now }: { env: Pick<Env, 'STAFF_EMAIL' | 'ADMIN_EMAIL'>; now: Date },
): Promise<'late' | 'notLate'> {
  const by = new Date(payload.by)
  if (!Number.isSafeInteger(payload.jobId) || Number.isNaN(by.getTime())) return 'notLate'
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const job = await markJobLate(t, payload.jobId, by, now)
    if (!job) return 'notLate' as const
    const [booking, operator] = await Promise.all([
      findBooking(t, job.bookingId),
      job.operatorId === null ? undefined : findOperatorById(t, job.operatorId),
    ])
    if (!booking) return 'notLate' as const
    const staff = staffAddress(env)
    const data = {
      jobId: job.id,
      bookingId: booking.id,
      operatorName: booking.operatorName,
      customer: booking.name,
      pickup: booking.pickup,
      delivery: booking.delivery,
      pickupFrom: job.pickupFrom?.toISOString() ?? null,
      pickupBy: by.toISOString(),
    }
    const to = new Set([staff])
    if (operator) to.add(operatorMailRoute(operator, { staff, fallback: staff }).to)
    await enqueueEmails(
      t,
      [...to].map((address) => ({
        to: address,
        template: { name: 'delivery.late' as const, data },
        category: 'delivery.late',
        lang: 'en' as const,
      })),
    )
    return 'late' as const
  })
}
