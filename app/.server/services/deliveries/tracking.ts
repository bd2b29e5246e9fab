import {
  courierFirstName,
  courierPhone,
  type DeliveryEventItem,
  type DeliveryStatus,
} from '#app/domain/deliveries/status'
import type { Lang } from '#app/domain/routing/locale'
import { dbOf, type DataSource } from '../../db/source'
import { findTrackingByHash, listJobEvents } from '../../repos/delivery-jobs'
import { trackingLookupHash } from '../../security/tracking-tokens'
import { proofPhotoPath, windowOf } from './delivery-jobs'
import { getSiteSettings } from '../content/site-settings'

/**
 * The private tracking page of a booking (issue #44, ADR 062), opened with the token of the
 * confirmation e-mail's link: only its SHA-256 is looked up, so a forged, altered or unknown token
 * finds nothing and the page answers 404 without saying whether any booking exists.
 */

/** Where the delivery is: the booking still waiting or declined, or its job's status. */
export type TrackingStage = 'requested' | 'declined' | DeliveryStatus

/** What the tracking page and its JSON state show (dates as ISO strings, texts by key). */
export type TrackingView = {
  lang: Lang
  stage: TrackingStage
  /** The request, then each change of the job, oldest first. */
  events: Array<{ status: TrackingStage; reason: string; at: string }>
  operatorName: string
  /** Once the operator has accepted: their first name and phone (null: the site's is shown). */
  courier: { firstName: string; phone: string | null } | null
  proof: { recipientName: string; photoUrl: string | null; signatureUrl: string | null } | null
  /** The pick-up window the operator gave (ISO), until the parcel is picked up. */
  pickupWindow: { from: string; by: string } | null
}

export async function trackingView(source: DataSource, token: unknown): Promise<TrackingView | null> {
  const hash = trackingLookupHash(token)
  if (!hash) return null
  const db = dbOf(source)
  const row = await findTrackingByHash(db, hash)
  if (!row) return null
  const { booking, operator, job } = row
  const requested = { status: 'requested' as const, reason: '', at: booking.createdAt.toISOString() }
  if (!job) {
    const declined = booking.status === 'declined'
    return {
      lang: booking.lang,
      stage: declined ? 'declined' : 'requested',
      events: [requested],
      // An order no operator covers waits with staff (ADR 066): the site's own name stands there.
      operatorName: booking.operatorName || (await getSiteSettings(db)).businessName,
      courier: null,
      proof: null,
      pickupWindow: null,
    }
  }
  const [events, photoUrl, signatureUrl] = await Promise.all([
    listJobEvents(db, job.id),
    proofPhotoPath(db, job.proofImageId),
    proofPhotoPath(db, job.signatureImageId),
  ])
  const items: DeliveryEventItem[] = events.map((e) => ({
    status: e.status,
    reason: e.reason,
    at: e.at.toISOString(),
  }))
  return {
    lang: booking.lang,
    stage: job.status,
    events: [requested, ...items],
    operatorName: booking.operatorName,
    courier: {
      firstName: courierFirstName(operator?.contactPersonName, booking.operatorName),
      phone: courierPhone(operator?.contactPhone),
    },
    proof: job.recipientName !== null ? { recipientName: job.recipientName, photoUrl, signatureUrl } : null,
    pickupWindow: job.status === 'accepted' ? windowOf(job) : null,
  }
}
