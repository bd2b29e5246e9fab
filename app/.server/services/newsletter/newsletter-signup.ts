import type { AppContext } from '../../context'
import type { NewsletterSignup } from '#app/domain/newsletter/signup-schema'
import type { FirstTouch } from '#app/domain/people/first-touch'
import type { BucketHit } from '../../repos/rate-limits'
import { afterHit, hitResult, type RateLimitResult } from '../../security/rate-limit'
import type { SubmissionClaim } from '../../security/submission-key'
import type { RateLimited } from '../forms/forms'
import { storeOnce, storeOnceInOneStatement } from '../forms/store-once'
import { requestNewSubscription, requestSubscription } from './newsletter'

/**
 * The popup's signup, once the guarded edge has let it through (origin, honeypot, the schema; the
 * per-IP limit kept in the database is `hit`, taken here): the double opt-in starts, and the outbox
 * is nudged once it is stored. A repeat of a signup stored under its submission key (`claim`,
 * ADR 056) stores nothing: no second inbox row, no second confirmation e-mail.
 *
 * A new address (the common case) is one statement with the limit's hit (requestNewSubscription,
 * ADR 067); a known one, whose status decides what happens, goes on in requestSubscription's
 * transaction, the hit already taken.
 */
export async function signupFromPopup(
  context: Pick<AppContext, 'db' | 'env' | 'outbox'>,
  signup: NewsletterSignup,
  {
    origin,
    source,
    sourcePath,
    firstTouch = null,
    claim = null,
    hit = null,
    now = new Date(),
  }: {
    origin: string
    source: string
    sourcePath: string
    firstTouch?: FirstTouch | null
    claim?: SubmissionClaim | null
    hit?: BucketHit | null
    now?: Date
  },
): Promise<{ ok: true } | RateLimited> {
  const request = {
    email: signup.email,
    lang: signup.lang,
    source,
    tags: ['newsletter'],
    inbox: { sourcePath, firstTouch },
  }
  let limit: RateLimitResult | null = null
  const first = await storeOnceInOneStatement(
    context.db,
    claim,
    { outcome: 'confirmation-sent' },
    async (key) => {
      const written = await requestNewSubscription(context.db, request, {
        origin,
        now,
        key,
        hit: hit ?? undefined,
      })
      if (hit && written.hit) {
        await afterHit(context.db, hit)
        limit = hitResult(hit, written.hit)
      }
      return written.id
    },
    now,
  )
  if (first) {
    if (!first.repeated) context.outbox.nudge()
    return { ok: true }
  }
  const refused = limit as RateLimitResult | null
  if (refused && !refused.allowed) return { ok: false, retryAfterSeconds: refused.retryAfterSeconds }
  const { repeated } = await storeOnce(
    context.db,
    claim,
    async (db) => {
      const { outcome } = await requestSubscription(db, request, { env: context.env, origin, now })
      return { outcome }
    },
    now,
  )
  if (!repeated) context.outbox.nudge()
  return { ok: true }
}
