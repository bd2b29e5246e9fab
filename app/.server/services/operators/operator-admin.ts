import { dbOf, type DataSource } from '../../db/source'
import type { OperatorFormValues } from '#app/domain/operators/admin-form'
import { needsZipCentroid, operatorPosition } from '#app/domain/operators/position'
import type { LatLng } from '#app/domain/quote/distance'
import { stillSample } from '#app/domain/operators/sample-reviews'
import { sampleContactFields } from '#app/domain/operators/sample-operator'
import { refusedAfterLaunch } from '#app/domain/checklist/launch-state'
import { isSiteLaunched } from '../operations/site-launch'
import { zipCentroid } from '../../adapters/distance/zip'
import { personOfOperator } from '../../repos/person-approval'
import { pickableLibraryImages } from '../content/images'
import {
  deleteOperator,
  findOperatorById,
  insertOperator,
  listOperatorProfiles,
  operatorIdBySlug,
  setOperatorPublished,
  unpublishedOperatorIds,
  updateOperator,
} from '../../repos/operators'

/** The staff Operators tab. Every write is checked here too: slug rules (schema) and uniqueness. */
export function listOperatorsForStaff(source: DataSource) {
  return listOperatorProfiles(dbOf(source))
}

export function getOperatorForStaff(source: DataSource, id: number) {
  return findOperatorById(dbOf(source), id)
}

export type SaveOperatorResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'slug-taken' | 'not-found' | 'zip-unknown' | 'image-not-found' }
  /** After launch, a new or changed contact detail that is a sample's (issue #45). */
  | { ok: false; reason: 'sample-contact'; fields: ('contactEmail' | 'contactPhone')[] }

/** The Image Manager's pictures the form offers as profile image. */
export const pickableOperatorImages = pickableLibraryImages

/**
 * Saves the operator. A picture picked from the Image Manager becomes its profile image (its
 * smallest variant, enough for the page's round picture). With latitude and longitude left empty, its position is its ZIP code's centre
 * (`lookupZip`: the ZIP data the calculator uses); a ZIP code that does not exist is refused.
 */
export async function saveOperator(
  source: DataSource,
  id: number | null,
  values: OperatorFormValues,
  lookupZip: (zip: string) => Promise<LatLng | undefined> = zipCentroid,
): Promise<SaveOperatorResult> {
  const db = dbOf(source)
  const position = operatorPosition(
    values,
    needsZipCentroid(values) ? await lookupZip(values.zipCode) : undefined,
  )
  if (position === 'zip-unknown') return { ok: false, reason: 'zip-unknown' }
  const { profileImageId, ...profile } = values
  let profileImageUrl = values.profileImageUrl
  if (profileImageId) {
    const picked = (await pickableLibraryImages(db)).find((image) => image.id === profileImageId)
    if (!picked) return { ok: false, reason: 'image-not-found' }
    profileImageUrl = picked.previewUrl
  }
  const row = { ...profile, ...position, profileImageUrl }
  return db.transaction(async (tx): Promise<SaveOperatorResult> => {
    const stored = id === null ? undefined : await findOperatorById(tx, id)
    // After launch no sample operator is published: a new or changed example address or 555-01xx
    // number is refused beside its field (one already stored is let through).
    const launched = await isSiteLaunched(tx)
    const sampleFields = sampleContactFields(values).filter((field) =>
      refusedAfterLaunch(launched, stored?.[field], values[field], () => true),
    )
    if (sampleFields.length > 0) return { ok: false, reason: 'sample-contact', fields: sampleFields }
    const holder = await operatorIdBySlug(tx, values.customSlug)
    if (holder !== undefined && holder !== id) return { ok: false, reason: 'slug-taken' }
    if (id === null) return { ok: true, id: await insertOperator(tx, row) }
    if (!stored) return { ok: false, reason: 'not-found' }
    // Staff entering the operator's rating, count or testimonials makes them real (issue #30 item 3).
    const sampleReviews = stillSample(stored.sampleReviews, stored, row)
    return (await updateOperator(tx, id, { ...row, sampleReviews }))
      ? { ok: true, id }
      : { ok: false, reason: 'not-found' }
  })
}

export async function removeOperator(source: DataSource, id: number): Promise<boolean> {
  const db = dbOf(source)
  return deleteOperator(db, id)
}

/** The operators whose page is not published (made by "Approve as operator", issue #34). */
export function unpublishedOperators(source: DataSource): Promise<number[]> {
  return unpublishedOperatorIds(dbOf(source))
}

/** Publishes or unpublishes an operator's page; false when there is no such operator. */
export function publishOperator(source: DataSource, id: number, published: boolean): Promise<boolean> {
  return setOperatorPublished(dbOf(source), id, published)
}

/** The person an operator was approved from, for the link back to them (undefined: none). */
export function operatorPerson(source: DataSource, operatorId: number): Promise<number | undefined> {
  return personOfOperator(dbOf(source), operatorId)
}
