import type { FormKind } from '#app/domain/forms/options'
import type { FirstTouch } from '#app/domain/people/first-touch'
import { storedPayload, type FormValues } from '#app/domain/forms/schemas'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { enqueueLeadSync, syncsLeads } from '../../mail/mailerlite'
import { outboxRowsOf, type OutgoingEmail } from '../../mail/outbox'
import { staffAddress } from '../../mail/staff-address'
import type { BucketHit } from '../../repos/rate-limits'
import type { SubmissionKeyRow } from '../../repos/submission-keys'
import { writeSubmission } from '../../repos/submissions'
import { afterHit, hitResult, type RateLimitResult } from '../../security/rate-limit'
import { newPlaybookGuideKey, playbookGuidePath } from '../../security/playbook-guide'
import { sendStatementToApplicant } from '../claims/statement'
import { moveOnSiteEvent } from '../people/pipeline'
import type { SubmissionClaim } from '../../security/submission-key'
import { storeOnceInOneStatement } from './store-once'

/** Wakes the outbox worker once the transaction has committed (AppLoadContext['outbox']). */
export type OutboxNudge = { nudge(): void }

export type SubmitMeta = {
  lang: Lang
  /** The page path the form was sent from (/contact, /es/service/contact…). */
  sourcePath: string
  env: Env
  /** The site's public origin, for absolute links in e-mails. */
  siteUrl: string
  /** The visitor's first touch (issue #34), stored with their person's first submission. */
  firstTouch?: FirstTouch | null
  /** The submission under its key (the guarded edge's claim): a repeat of it stores nothing (ADR 056). */
  claim?: SubmissionClaim | null
  /**
   * The edge's rate-limit hit, not taken yet (ADR 067): taken in the submission's statement, or
   * before its transaction; a refused one stores nothing and the result says when to retry.
   */
  hit?: BucketHit | null
}

/** A submission the rate limit refused: nothing was stored. */
export type RateLimited = { ok: false; retryAfterSeconds: number }

const limited = (limit: RateLimitResult): RateLimited => ({
  ok: false,
  retryAfterSeconds: limit.retryAfterSeconds,
})

/** A submission as its statement wrote it. */
type Written = { id: number; personId: number }

export type SubmitResult = {
  ok: true
  id: number
  /** The playbook form only: the guide's signed path (security/playbook-guide.ts). */
  guidePath?: string
  /** True when the same submission was stored before under its key: nothing was stored now. */
  repeated?: boolean
}

/**
 * The two e-mails of one submission, queued as templates (mail/templates/forms.tsx) that the worker
 * renders when it sends them (ADR 033): the staff notification (every field, in English, replying
 * to the submitter) and the submitter's confirmation in the page's language.
 */
function formEmails(
  kind: FormKind,
  payload: Record<string, unknown>,
  meta: SubmitMeta & { guidePath?: string },
): OutgoingEmail[] {
  const email = String(payload.email)
  return [
    {
      to: staffAddress(meta.env),
      template: {
        name: 'form.staff',
        data: { kind, payload, sourcePath: meta.sourcePath, lang: meta.lang },
      },
      category: `${kind}.staff`,
      lang: 'en',
      replyTo: email,
    },
    {
      to: email,
      template: {
        name: 'form.confirmation',
        data: {
          kind,
          payload,
          lang: meta.lang,
          guideUrl: meta.guidePath ? `${meta.siteUrl}${meta.guidePath}` : null,
        },
      },
      category: `${kind}.confirmation`,
      lang: meta.lang,
    },
  ]
}

/**
 * Accepts one public form submission, parsed once by the guarded edge with the form's own Zod
 * schema (the value is the schema's output: nothing is parsed here again), and writes the
 * submission row AND its two outbox e-mails (staff notification, submitter confirmation, as
 * templates the worker renders) in one transaction, so either both exist or neither; then nudges
 * the worker to send at once. A repeat of a submission stored under its key (meta.claim) stores
 * nothing and returns the first one's id and guide path (storeOnce, ADR 056).
 */
export async function submitForm<K extends FormKind>(
  db: Db,
  outbox: OutboxNudge,
  kind: K,
  value: FormValues[K],
  meta: SubmitMeta,
): Promise<SubmitResult | RateLimited> {
  const payload = storedPayload(kind, value)
  // The playbook's confirmation carries the guide's signed link; the success panel shows the same.
  const guidePath =
    kind === 'playbook'
      ? playbookGuidePath(meta.lang, newPlaybookGuideKey(meta.env.SESSION_SECRET))
      : undefined
  const emails = formEmails(kind, payload, { ...meta, guidePath })
  const submission = {
    kind,
    lang: meta.lang,
    sourcePath: meta.sourcePath.slice(0, 300),
    payload,
    email: (value as { email: string }).email,
    firstTouch: meta.firstTouch ?? null,
  }
  // What follows the submission's statement, in its transaction. Leads and playbook leads also go
  // to the mailing list when MailerLite is configured: that job names the submission's id.
  const withLeadSync = async (tx: Db, written: Written) => {
    const lead = value as { email: string; firstName?: string; lastName?: string; phone?: string }
    await enqueueLeadSync(tx, { id: written.id, ...lead }, meta.env)
  }
  // The Earnings Claim Statement of this moment goes with an application (issue #35), and the
  // applicant moves to Applied on the board, by the site (issue #45 item 7).
  const application = async (tx: Db, written: Written) => {
    await sendStatementToApplicant(tx, {
      email: submission.email,
      lang: meta.lang,
      submissionId: written.id,
      personId: written.personId,
      timeZone: meta.env.SITE_TIME_ZONE,
    })
    await moveOnSiteEvent(tx, written.personId, 'application', meta.env.SITE_TIME_ZONE)
  }
  const then =
    kind === 'operator-application'
      ? application
      : (kind === 'lead' || kind === 'playbook') && syncsLeads(meta.env)
        ? withLeadSync
        : null
  // The row, its person, its e-mails, its submission key and the rate limit's hit are one
  // statement (ADR 033, ADR 067: no statement of its own for the limit, no BEGIN/COMMIT round trips
  // unless more follows it). A refused hit writes nothing else and is kept (its transaction commits).
  const hit = meta.hit ?? undefined
  let limit: RateLimitResult | null = null
  const write = async (db: Db, key: SubmissionKeyRow | undefined) => {
    const written = await writeSubmission(db, submission, outboxRowsOf(emails), { key, hit })
    if (hit && written.hit) limit = hitResult(hit, written.hit)
    return written
  }
  const stored = await storeOnceInOneStatement(
    db,
    meta.claim,
    guidePath ? { guidePath } : {},
    async (key) => {
      const written = then
        ? await db.transaction(async (tx) => {
            const first = await write(tx as unknown as Db, key)
            if (first.id !== null && first.personId !== null)
              await then(tx as unknown as Db, { id: first.id, personId: first.personId })
            return first
          })
        : await write(db, key)
      if (hit) await afterHit(db, hit)
      return written.id
    },
  )
  if (!stored) {
    if (!limit) throw new Error('a submission was not written, and no rate limit refused it')
    return limited(limit)
  }
  const { answer, repeated } = stored
  if (repeated) return { ok: true, ...answer, repeated }
  outbox.nudge()
  return { ok: true, ...answer }
}
