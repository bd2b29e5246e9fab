import { dbOf, type DataSource } from '../../db/source'
import type { Db } from '../../db/client'
import {
  claimFormText,
  claimValues,
  type ClaimFormValue,
  type StoredClaim,
} from '#app/domain/claims/claim-form'
import { achievedShare, backedFigures, isCompleteBasis } from '#app/domain/claims/claims'
import type { CollectionStore } from '../../http/admin-collection'
import {
  findClaim,
  findClaimByKey,
  insertClaim,
  listClaimRows,
  updateClaim,
} from '../../repos/earnings-claims'

/**
 * The register of earnings claims (issue #35, ADR 049), an admin collection (ADR 042) whose every
 * save is a version in `record_versions` (ADR 046): no delete, a claim changes only by a new version.
 */
export const claimCollection = {
  async list(source: DataSource) {
    const rows = await listClaimRows(dbOf(source))
    return rows.map((claim) => ({ ...claim, complete: isCompleteBasis(claim), share: achievedShare(claim) }))
  },
  find: (source, id) => findClaim(dbOf(source), id),
  name: (claim) => claim.figure,
  edit: (claim) => ({ values: claimFormText(claim), share: achievedShare(claim) }),
  async save(source, input, id) {
    const db = dbOf(source)
    const values = claimValues(input)
    const sameKey = await findClaimByKey(db, values.key)
    if (sameKey && sameKey.id !== id)
      return { ok: false, reason: 'field', field: 'key', message: 'adminEarningsClaims.errors.keyTaken' }
    if (id === undefined) return { ok: true, id: await insertClaim(db, values), created: true }
    return (await updateClaim(db, id, values))
      ? { ok: true, id, created: false }
      : { ok: false, reason: 'not-found' }
  },
} satisfies CollectionStore<unknown, StoredClaim, ClaimFormValue, { values: object; share: number | null }>

/** Every claim in the register as it stands now. */
export async function listCurrentClaims(db: Db): Promise<StoredClaim[]> {
  return listClaimRows(db)
}

/** The figures the register backs now (current claims with a complete basis), normalized. */
export async function listBackedFigures(db: Db): Promise<Set<string>> {
  return backedFigures(await listClaimRows(db))
}
