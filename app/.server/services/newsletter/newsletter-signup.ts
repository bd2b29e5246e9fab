import type { AppContext } from '../../context'
import type { NewsletterSignup } from '#app/domain/newsletter/signup-schema'
import type { FirstTouch } from '#app/domain/people/first-touch'
import type { SubmissionClaim } from '../../security/submission-key'
import { storeOnce } from '../forms/store-once'
import { requestSubscription } from './newsletter'

/**
 * The popup's signup, once the guarded edge has let it through (origin, honeypot, the per-IP limit
 * kept in the database, the schema): the double opt-in starts, and the outbox is nudged once the
 * transaction has committed. A repeat of a signup stored under its submission key (`claim`,
 * ADR 056) stores nothing: no second inbox row, no second confirmation e-mail.
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
    now = new Date(),
  }: {
    origin: string
    source: string
    sourcePath: string
    firstTouch?: FirstTouch | null
    claim?: SubmissionClaim | null
    now?: Date
  },
): Promise<void> {
  const { repeated } = await storeOnce(
    context.db,
    claim,
    async (db) => {
      const { outcome } = await requestSubscription(
        db,
        {
          email: signup.email,
          lang: signup.lang,
          source,
          tags: ['newsletter'],
          inbox: { sourcePath, firstTouch },
        },
        { env: context.env, origin, now },
      )
      return { outcome }
    },
    now,
  )
  if (!repeated) context.outbox.nudge()
}
