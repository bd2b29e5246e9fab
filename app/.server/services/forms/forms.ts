import type { FormKind } from '#app/domain/forms/options'
import type { FirstTouch } from '#app/domain/people/first-touch'
import { storedPayload, type FormValues } from '#app/domain/forms/schemas'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { enqueueLeadSync, syncsLeads } from '../../mail/mailerlite'
import { enqueueEmails, outboxRowsOf, type OutgoingEmail } from '../../mail/outbox'
import { staffAddress } from '../../mail/staff-address'
import type { BucketHit } from '../../repos/rate-limits'
import { getSubmission, insertSubmission, writeSubmission } from '../../repos/submissions'
import { afterHit, hitResult, takeHit, type RateLimitResult } from '../../security/rate-limit'
import { newPlaybookGuideKey, playbookGuidePath } from '../../security/playbook-guide'
import { sendStatementToApplicant } from '../claims/statement'
import { moveOnSiteEvent } from '../people/pipeline'
import type { SubmissionClaim } from '../../security/submission-key'
import { storedAnswerOf, storeOnce, storeOnceInOneStatement } from './store-once'

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
  const answerOf = (id: number) => (guidePath ? { id, guidePath } : { id })
  // Leads and playbook leads also go to the mailing list when MailerLite is configured: that job
  // names the submission's id, so it is written in a transaction after it.
  const withLeadSync = (db: Db) =>
    db.transaction(async (tx) => {
      const submissionId = await insertSubmission(tx as unknown as Db, submission)
      await enqueueEmails(tx as unknown as Db, emails)
      const lead = value as { email: string; firstName?: string; lastName?: string; phone?: string }
      await enqueueLeadSync(tx as unknown as Db, { id: submissionId, ...lead }, meta.env)
      return submissionId
    })
  // The Earnings Claim Statement of this moment goes with an application (issue #35).
  const application = (db: Db) =>
    db.transaction(async (tx) => {
      const submissionId = await insertSubmission(tx as unknown as Db, submission)
      await enqueueEmails(tx as unknown as Db, emails)
      await sendStatementToApplicant(tx as unknown as Db, {
        email: submission.email,
        lang: meta.lang,
        submissionId,
        timeZone: meta.env.SITE_TIME_ZONE,
      })
      // The applicant moves to Applied on the board, by the site (issue #45 item 7).
      const personId = (await getSubmission(tx as unknown as Db, submissionId))?.personId
      if (personId)
        await moveOnSiteEvent(tx as unknown as Db, personId, 'application', meta.env.SITE_TIME_ZONE)
      return submissionId
    })
  const transaction =
    kind === 'operator-application'
      ? application
      : (kind === 'lead' || kind === 'playbook') && syncsLeads(meta.env)
        ? withLeadSync
        : null
  // Otherwise the row, its e-mails, its submission key and the rate limit's hit are one statement
  // (ADR 033, ADR 067: no BEGIN/COMMIT round trips, no statement of its own for the limit).
  const hit = meta.hit ?? undefined
  let limit: RateLimitResult | null = null
  if (transaction && hit) {
    limit = await takeHit(db, hit)
    if (!limit.allowed && !(meta.claim && (await storedAnswerOf(db, meta.claim)))) return limited(limit)
  }
  const stored = transaction
    ? await storeOnce(db, meta.claim, async (db) => answerOf(await transaction(db)))
    : await storeOnceInOneStatement(db, meta.claim, guidePath ? { guidePath } : {}, async (key) => {
        const written = await writeSubmission(db, submission, outboxRowsOf(emails), { key, hit })
        if (hit && written.hit) {
          await afterHit(db, hit)
          limit = hitResult(hit, written.hit)
        }
        return written.id
      })
  if (!stored) {
    if (!limit) throw new Error('a submission was not written, and no rate limit refused it')
    return limited(limit)
  }
  const { answer, repeated } = stored
  if (repeated) return { ok: true, ...answer, repeated }
  outbox.nudge()
  return { ok: true, ...answer }
}
