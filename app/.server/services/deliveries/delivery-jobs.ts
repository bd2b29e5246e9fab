import {
  canMoveDelivery,
  courierFirstName,
  courierPhone,
  isCustomerNotified,
  needsProof,
  needsReason,
  nextDeliveryStatuses,
  proofVariantWidth,
  type DeliveryChange,
  type DeliveryEventItem,
  type DeliveryStatus,
} from '#app/domain/deliveries/status'
import { canSetPickupWindow, isLateForPickup } from '#app/domain/deliveries/pickup-window'
import { imageVariantUrl } from '#app/domain/images/upload'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import { enqueueEmails } from '../../mail/outbox'
import { transitionOperatorBooking, type BookingRow } from '../../repos/bookings'
import {
  findOperatorJob,
  imageVariantWidths,
  insertDeliveryJob,
  listJobEvents,
  moveOperatorJob,
  type DeliveryJobEventRow,
  type DeliveryJobRow,
} from '../../repos/delivery-jobs'
import { findOperatorById } from '../../repos/operators'
import { siteOriginOf } from '../../site-origin'
import { uploadImage, type ImageUploadProblem } from '../content/images'

/**
 * Delivery jobs (issue #44, ADR 062): the job an accepted booking becomes, and the operator's
 * changes of it from the portal. Every function an operator reaches takes the signed-in operator's
 * id and finds only that operator's jobs: another operator's job is simply not found. Each change
 * is one transaction: the job's status, its event, and the customer's e-mail when there is one.
 */

/**
 * The job of a booking the operator has just accepted, with the price the server quoted for it.
 * Call it in the accept's transaction (booking-workflow.ts), so a booking is never accepted
 * without its job.
 */
export async function createJobForAcceptedBooking(
  tx: Db,
  booking: Pick<BookingRow, 'id' | 'quoteCents'>,
  operatorId: number,
  now: Date,
): Promise<DeliveryJobRow | undefined> {
  return insertDeliveryJob(
    tx,
    { bookingId: booking.id, operatorId, priceCents: booking.quoteCents, at: now },
    { kind: 'operator', id: operatorId },
  )
}

const eventItem = (e: DeliveryJobEventRow): DeliveryEventItem => ({
  status: e.status,
  reason: e.reason,
  at: e.at.toISOString(),
})

/** The proof photo's address (a variant of the image pipeline's, up to 640 px wide), or null. */
export async function proofPhotoPath(db: Db, imageId: string | null): Promise<string | null> {
  if (!imageId) return null
  const width = proofVariantWidth(await imageVariantWidths(db, imageId))
  return width === null ? null : imageVariantUrl(imageId, width)
}

/** One job as the portal's job screen shows it (dates as ISO strings). */
export type OperatorJobView = {
  id: number
  bookingId: number
  status: DeliveryStatus
  next: DeliveryStatus[]
  priceCents: number | null
  quoteMiles: number | null
  customer: { name: string; phone: string; email: string }
  pickup: string
  delivery: string
  requestedTime: string
  notes: string
  lang: Lang
  events: DeliveryEventItem[]
  proof: { recipientName: string; photoUrl: string | null; signatureUrl: string | null } | null
  /** The pick-up window the operator gave (ISO), whether it can still be given, and whether it is late. */
  pickupWindow: { from: string; by: string } | null
  canSetWindow: boolean
  late: boolean
}

/** The operator's own job, or null (another operator's, or none). */
export async function getOperatorJob(
  source: DataSource,
  operatorId: number,
  jobId: number,
): Promise<OperatorJobView | null> {
  const db = dbOf(source)
  const row = await findOperatorJob(db, operatorId, jobId)
  if (!row) return null
  const { job, booking } = row
  const [events, photoUrl, signatureUrl] = await Promise.all([
    listJobEvents(db, job.id),
    proofPhotoPath(db, job.proofImageId),
    proofPhotoPath(db, job.signatureImageId),
  ])
  return {
    id: job.id,
    bookingId: booking.id,
    status: job.status,
    next: [...nextDeliveryStatuses(job.status)],
    priceCents: job.priceCents,
    quoteMiles: booking.quoteMiles,
    customer: { name: booking.name, phone: booking.phone, email: booking.email },
    pickup: booking.pickup,
    delivery: booking.delivery,
    requestedTime: booking.requestedTime,
    notes: booking.notes,
    lang: booking.lang,
    events: events.map(eventItem),
    proof: job.recipientName !== null ? { recipientName: job.recipientName, photoUrl, signatureUrl } : null,
    pickupWindow: windowOf(job),
    canSetWindow: canSetPickupWindow(job.status),
    late: isLateForPickup(job, new Date()),
  }
}

/** A job's pick-up window as ISO strings, or null when none was given. */
export function windowOf(job: Pick<DeliveryJobRow, 'pickupFrom' | 'pickupBy'>) {
  return job.pickupFrom && job.pickupBy
    ? { from: job.pickupFrom.toISOString(), by: job.pickupBy.toISOString() }
    : null
}

export type JobChangeResult =
  | { ok: true; job: DeliveryJobRow }
  | { ok: false; reason: 'notFound' | 'notAllowed' | 'reasonRequired' | 'recipientRequired' }
  | { ok: false; reason: 'photo' | 'signature'; problem: ImageUploadProblem }

/**
 * The operator moves their job to `change.to` (the portal's confirmed tap). "Delivered" takes the
 * recipient's name and the photo, checked and resized by the image pipeline before anything else
 * is stored; the change, its event, the booking's completion and the customer's e-mail (at pick-up
 * and delivery, in the booking's language) are then one transaction. The caller nudges the outbox.
 */
export async function changeJobStatus(
  source: DataSource,
  operatorId: number,
  jobId: number,
  change: DeliveryChange & { photo?: File | null; signature?: File | null },
  now = new Date(),
): Promise<JobChangeResult> {
  const db = dbOf(source)
  const current = await findOperatorJob(db, operatorId, jobId)
  if (!current) return { ok: false, reason: 'notFound' }
  const { job, booking } = current
  if (!canMoveDelivery(job.status, change.to)) return { ok: false, reason: 'notAllowed' }
  const reason = needsReason(change.to) ? change.reason.trim() : ''
  if (needsReason(change.to) && !reason) return { ok: false, reason: 'reasonRequired' }
  let proof: { recipientName: string; imageId: string; signatureImageId: string | null } | undefined
  if (needsProof(change.to)) {
    const recipientName = change.recipientName.trim()
    if (!recipientName) return { ok: false, reason: 'recipientRequired' }
    const alt = {
      en: `Proof of delivery, booking #${booking.id}`,
      es: `Prueba de entrega, reserva #${booking.id}`,
    }
    const uploaded = await uploadImage(db, {
      file: change.photo ?? null,
      altEn: alt.en,
      altEs: alt.es,
      staffId: null,
    })
    if (!uploaded.ok) return { ok: false, reason: 'photo', problem: uploaded.problem }
    // The signature drawn on the screen is optional (it needs JavaScript): kept like the photo.
    let signatureImageId: string | null = null
    if (change.signature && change.signature.size > 0) {
      const signed = await uploadImage(db, {
        file: change.signature,
        altEn: `Signature of ${recipientName}, booking #${booking.id}`,
        altEs: `Firma de ${recipientName}, reserva #${booking.id}`,
        staffId: null,
      })
      if (!signed.ok) return { ok: false, reason: 'signature', problem: signed.problem }
      signatureImageId = signed.id
    }
    proof = { recipientName, imageId: uploaded.id, signatureImageId }
  }
  const operator = await findOperatorById(db, operatorId)
  const origin = siteOriginOf(source)
  const photoPath = proof ? await proofPhotoPath(db, proof.imageId) : null
  return db.transaction(async (tx) => {
    const moved = await moveOperatorJob(tx, {
      jobId,
      operatorId,
      from: job.status,
      to: change.to,
      reason,
      ...(proof ? { proof } : {}),
      at: now,
    })
    // Changed meanwhile (another tab, a second tap): nothing stored, nothing sent.
    if (!moved) return { ok: false as const, reason: 'notAllowed' as const }
    // Delivered is the booking's completion (the bookings list shows it completed).
    if (change.to === 'delivered')
      await transitionOperatorBooking(tx, operatorId, booking.id, 'accepted', {
        status: 'completed',
        completedAt: now,
        updatedAt: now,
      })
    if (isCustomerNotified(change.to)) {
      await enqueueEmails(tx, [
        {
          to: booking.email,
          template: {
            name: 'delivery.update',
            data: {
              status: change.to,
              lang: booking.lang,
              name: booking.name,
              operatorName: booking.operatorName,
              courierName: courierFirstName(operator?.contactPersonName, booking.operatorName),
              operatorPhone: courierPhone(operator?.contactPhone),
              at: now.toISOString(),
              ...(proof ? { recipientName: proof.recipientName } : {}),
              ...(photoPath ? { photoUrl: `${origin}${photoPath}` } : {}),
            },
          },
          category: `delivery.${change.to}`,
          lang: booking.lang,
        },
      ])
    }
    return { ok: true as const, job: moved }
  })
}
