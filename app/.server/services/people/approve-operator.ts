import { operatorFormSchema } from '#app/domain/operators/admin-form'
import { APPROVED_STAGE, nextSlug, operatorFieldsFromApplication } from '#app/domain/people/approve'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import type { Env } from '../../env'
import { setOperatorPublished } from '../../repos/operators'
import {
  insertPersonEvent,
  latestApplication,
  linkPersonToOperator,
  lockPerson,
} from '../../repos/person-approval'
import { saveOperator } from '../operators/operator-admin'
import { inviteOperator } from '../operators/operator-auth'
import { movePerson, type Actor, type MoveResult } from './pipeline'

export type ApproveResult =
  | { ok: true; operatorId: number; created: boolean }
  | { ok: false; reason: 'no-person' | 'no-application' | 'invalid-application' | 'email-taken' }
  | { ok: false; reason: 'move-refused'; move: Exclude<MoveResult, { ok: true }> }

/** A refusal found midway: the transaction is rolled back and the refusal answered. */
class Refused extends Error {
  constructor(readonly result: Extract<ApproveResult, { ok: false }>) {
    super(result.reason)
  }
}

const SLUG_ATTEMPTS = 20

/**
 * "Approve as operator" (issue #34), in one transaction: the operator record is made from the
 * person's latest operator application (and their details) as an unpublished page; the person is
 * linked to it, moved to Approved (movePerson: who and when), an 'approved' event links the
 * operator on their timeline, and the portal invitation is queued in the language they applied in.
 * Idempotent: a person already approved answers their operator, and nothing is made twice (the
 * person's row is locked while this runs).
 */
export async function approveAsOperator(
  source: DataSource,
  env: Pick<Env, 'PUBLIC_SITE_URL' | 'PORT'>,
  personId: number,
  by: Actor,
  now = new Date(),
): Promise<ApproveResult> {
  try {
    return await dbOf(source).transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      const person = await lockPerson(tx, personId)
      if (!person || person.mergedIntoId || person.erasedAt || !person.email)
        return { ok: false, reason: 'no-person' } as const
      if (person.operatorId) return { ok: true, operatorId: person.operatorId, created: false } as const
      const application = await latestApplication(tx, person.id)
      if (!application) return { ok: false, reason: 'no-application' } as const
      const operatorId = await createOperator(tx, { ...person, email: person.email }, application.payload)
      await setOperatorPublished(tx, operatorId, false)
      await linkPersonToOperator(tx, person.id, operatorId, now)
      const move = await movePerson(tx, { personId: person.id, stage: APPROVED_STAGE }, by, now)
      if (!move.ok) throw new Refused({ ok: false, reason: 'move-refused', move })
      await insertPersonEvent(
        tx,
        { personId: person.id, kind: 'approved', data: { operatorId }, actorId: by.id, actorEmail: by.email },
        now,
      )
      const invited = await inviteOperator(tx, env, {
        operatorId,
        email: person.email,
        lang: application.lang,
        now,
      })
      if (!invited.ok) throw new Refused({ ok: false, reason: 'email-taken' })
      return { ok: true, operatorId, created: true } as const
    })
  } catch (error) {
    if (error instanceof Refused) return error.result
    throw error
  }
}

/** Makes the operator through the staff form's schema and save (slug rules, ZIP position). */
async function createOperator(
  tx: Db,
  person: Parameters<typeof operatorFieldsFromApplication>[0],
  application: Record<string, unknown>,
): Promise<number> {
  const fields = operatorFieldsFromApplication(person, application)
  for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt++) {
    const parsed = operatorFormSchema.safeParse(fields)
    if (!parsed.success) {
      // A ZIP code or phone the staff form refuses is left for staff to fill in, not a failure.
      const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])))
      if ([...bad].some((f) => !['zipCode', 'contactPhone', 'areaServed', 'contactPersonName'].includes(f)))
        throw new Refused({ ok: false, reason: 'invalid-application' })
      for (const f of bad) fields[f] = ''
      continue
    }
    const saved = await saveOperator(tx, null, parsed.data)
    if (saved.ok) return saved.id
    if (saved.reason === 'zip-unknown') fields.zipCode = ''
    else if (saved.reason === 'slug-taken') fields.customSlug = nextSlug(fields.customSlug!, attempt)
    else throw new Refused({ ok: false, reason: 'invalid-application' })
  }
  throw new Refused({ ok: false, reason: 'invalid-application' })
}
