import { checkDocument, type DocumentProblem } from '#app/domain/claims/documents'
import { dbOf, type DataSource } from '../../db/source'
import {
  findClaim,
  findClaimDocument,
  insertClaimDocument,
  listClaimDocuments,
} from '../../repos/earnings-claims'

/** A claim with its substantiation documents (issue #35), for the documents screen. */
export async function claimWithDocuments(source: DataSource, claimId: number) {
  const db = dbOf(source)
  const claim = await findClaim(db, claimId)
  if (!claim) return null
  return { claim: { id: claim.id, figure: claim.figure }, documents: await listClaimDocuments(db, claimId) }
}

export type UploadResult = { ok: true; id: number } | { ok: false; problem: DocumentProblem | 'notFound' }

/** Keeps an uploaded document with the claim, with who uploaded it and when. */
export async function uploadClaimDocument(
  source: DataSource,
  input: { claimId: number; file: File | null; by: { id: number; email: string } },
  now = new Date(),
): Promise<UploadResult> {
  const db = dbOf(source)
  if (!(await findClaim(db, input.claimId))) return { ok: false, problem: 'notFound' }
  if (!input.file) return { ok: false, problem: 'noFile' }
  const bytes = new Uint8Array(await input.file.arrayBuffer())
  const checked = checkDocument({ name: input.file.name, size: bytes.length }, bytes.subarray(0, 512))
  if (!checked.ok) return checked
  const id = await insertClaimDocument(db, {
    claimId: input.claimId,
    fileName: checked.fileName,
    contentType: checked.contentType,
    bytes: bytes.length,
    data: bytes,
    uploadedById: input.by.id,
    uploadedByEmail: input.by.email,
    uploadedAt: now,
  })
  return { ok: true, id }
}

/** One document's bytes, for the staff download. */
export async function claimDocumentFile(source: DataSource, id: number) {
  return (await findClaimDocument(dbOf(source), id)) ?? null
}
