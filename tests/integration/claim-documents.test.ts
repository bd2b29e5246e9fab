/**
 * A claim's written substantiation (issue #35): staff upload documents to a claim through the
 * documents screen's form, each kept with who and when, listed and downloaded byte for byte;
 * files of another kind or without a claim are refused with their reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertClaim } from '#app/.server/repos/earnings-claims'
import { claimDocuments } from '#app/.server/db/schema'
import * as documentsModule from '#app/routes/admin/earnings-claim-documents'
import * as documentModule from '#app/routes/admin/earnings-claim-document'
import { chain } from '../support/route-chain'
import { createStaff, get, ORIGIN, settle, signIn, testContext } from './admin-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const screen = chain(documentsModule)
const download = chain(documentModule)

let t: TestDatabase
let cookie: string
let claimId: number
beforeAll(async () => {
  t = await createTestDatabase({ seed: false })
  await createStaff(t.db, 'claims-owner@example.com')
  cookie = await signIn(t.db, 'claims-owner@example.com')
  claimId = await insertClaim(t.db, {
    key: 'single-vehicle',
    figure: '$4,000 - $6,000',
    textEn: 'Earn $4,000 - $6,000 per month',
    textEs: 'Gane $4,000 - $6,000 al mes',
    fields: [],
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    operatorsCovered: 40,
    operatorsAchieved: 12,
    whereEn: 'Florida',
    whereEs: 'Florida',
    differsEn: '',
    differsEs: '',
    substantiation: 'Ledgers 2025',
    owner: 'claims-owner@example.com',
    reviewOn: '2026-12-31',
  })
})
afterAll(async () => {
  await t?.drop()
})

const pdf = new Uint8Array([
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46,
])

async function upload(id: number, bytes: Uint8Array, name: string) {
  const form = new FormData()
  form.set('intent', 'upload')
  form.set('file', new Blob([new Uint8Array(bytes)]), name)
  const request = new Request(`${ORIGIN}/admin/earnings-claims/${id}/documents`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  })
  const answer = (await settle(() =>
    screen.action!({ request, context: testContext(t.db), params: { id: String(id) } } as never),
  )) as { notice?: { key: string }; data?: { notice: { key: string } }; init?: ResponseInit }
  return answer.data
    ? { status: answer.init!.status!, key: answer.data.notice.key }
    : { status: 200, key: answer.notice!.key }
}

describe('substantiation documents of a claim', () => {
  it('keeps an uploaded PDF with who and when, lists it and gives back the same bytes', async () => {
    expect(await upload(claimId, pdf, 'Ledger 2025.pdf')).toEqual({
      status: 200,
      key: 'adminEarningsClaims.documents.uploaded',
    })
    const shown = (await screen.loader!({
      request: get(`/admin/earnings-claims/${claimId}/documents`, { Cookie: cookie }),
      context: testContext(t.db),
      params: { id: String(claimId) },
    } as never)) as { data: { claim: { figure: string }; documents: Array<Record<string, unknown>> } }
    expect(shown.data.claim.figure).toBe('$4,000 - $6,000')
    expect(shown.data.documents).toEqual([
      expect.objectContaining({
        fileName: 'Ledger 2025.pdf',
        contentType: 'application/pdf',
        bytes: pdf.length,
        uploadedByEmail: 'claims-owner@example.com',
      }),
    ])
    const docId = shown.data.documents[0]!.id as number
    const file = (await download.loader!({
      request: get(`/admin/earnings-claims/documents/${docId}`, { Cookie: cookie }),
      context: testContext(t.db),
      params: { documentId: String(docId) },
    } as never)) as Response
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Ledger 2025.pdf"')
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf)
  })

  it('refuses a program renamed as a PDF, and a claim that does not exist, keeping nothing', async () => {
    const before = (await t.db.select().from(claimDocuments)).length
    expect(await upload(claimId, new Uint8Array([0x4d, 0x5a, 0x90, 0]), 'ledger.pdf')).toEqual({
      status: 400,
      key: 'adminEarningsClaims.documents.errors.type',
    })
    expect(await upload(claimId + 99, pdf, 'ledger.pdf')).toEqual({
      status: 404,
      key: 'adminEarningsClaims.documents.errors.notFound',
    })
    expect((await t.db.select().from(claimDocuments)).length).toBe(before)
  })

  it('is for staff only: without a session the screen and the download send to the sign-in page', async () => {
    for (const [route, path, params] of [
      [screen.loader!, `/admin/earnings-claims/${claimId}/documents`, { id: String(claimId) }],
      [download.loader!, '/admin/earnings-claims/documents/1', { documentId: '1' }],
    ] as const) {
      const answer = (await settle(() =>
        route({ request: get(path), context: testContext(t.db), params } as never),
      )) as Response
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toMatch(/^\/admin\?redirectTo=/)
    }
  })
})
