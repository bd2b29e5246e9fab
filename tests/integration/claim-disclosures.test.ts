/**
 * What each applicant was given (issue #35, ADR 049): an operator application through its route is
 * followed, at the SMTP peer, by the Earnings Claim Statement in the applicant's language; the
 * record names the claim versions it held, and a later change of a claim leaves that record as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as claimsAdminModule from '#app/routes/admin/earnings-claims'
import { listDisclosuresOf } from '#app/.server/services/claims/statement'
import { chain } from '../support/route-chain'
import { seededClaimWithBasis } from './claims-helpers'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { createStaff, post, settle, signIn, testContext as adminContext } from './admin-helpers'
import { submit, statusOf, validFields } from './forms-helpers'
import { testContext } from './context'
import { createTestDatabase, type TestDatabase } from './test-database'

const claimsRoute = chain(claimsAdminModule)

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
let cookie: string
beforeAll(async () => {
  t = await createTestDatabase()
  sink = await startMailSink()
  await createStaff(t.db, 'claims-owner@example.com')
  cookie = await signIn(t.db, 'claims-owner@example.com')
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})

const claim = seededClaimWithBasis('claims-owner@example.com')
const saveClaim = (fields: Record<string, string>) =>
  settle(() =>
    claimsRoute.action!({
      request: post('/admin/earnings-claims', fields, { Cookie: cookie }),
      context: adminContext(t.db),
      params: {},
    } as never),
  )

describe('the statement e-mailed with an application', () => {
  it('reaches a Spanish applicant in Spanish, and the record keeps the versions it held', async () => {
    // The seeded claim given its basis: version 2 (version 1 is the seeded row as it was).
    await saveClaim(claim)
    const email = 'Eva.Solicitante@Example.com'
    const answer = await submit(
      'operator-application',
      testContext(t),
      validFields('operator-application', email),
      'es',
    )
    expect(statusOf(answer)).toBe(200)
    await deliverOutbox(t.db, { smtpUrl: sink.url })
    const [statement] = await sink.waitFor((m) =>
      m.subject.includes('Declaración sobre afirmaciones de ingresos'),
    )
    expect(statement!.to).toEqual([expect.stringMatching(/^eva\.solicitante@example\.com$/i)])
    expect(statement!.text).toContain('DECLARACIÓN SOBRE AFIRMACIONES DE INGRESOS EXIGIDA POR LA LEY')
    // "Reclamos" reads as complaints (issue #45 item 6).
    expect(`${statement!.subject} ${statement!.text}`).not.toMatch(/reclamo/i)
    expect(statement!.text).toContain('14 de 40 (35 %)')
    expect(statement!.text).toContain('el sur de Florida')
    expect(statement!.text).toContain('está a su disposición si la solicita')

    const [record] = await listDisclosuresOf(t.db, email)
    expect(record).toMatchObject({ lang: 'es', deliveredAt: expect.any(Date) })
    expect(record!.claims).toEqual([
      expect.objectContaining({ claimId: 1, version: 2, achieved: 14, share: 35 }),
    ])

    // A later change of the claim does not change what this person is recorded as having received.
    await saveClaim({ ...claim, operatorsAchieved: '20' })
    const [after] = await listDisclosuresOf(t.db, email)
    expect(after!.claims).toEqual(record!.claims)
  })
})
