import type { AppContext } from '../../context'
import type { NewsletterSignup } from '#app/domain/newsletter/signup-schema'
import type { FirstTouch } from '#app/domain/people/first-touch'
import { requestSubscription } from './newsletter'

/**
 * The popup's signup, once the guarded edge has let it through (origin, honeypot, the per-IP limit
 * kept in the database, the schema): the double opt-in starts, and the outbox is nudged once the
 * transaction has committed.
 */
export async function signupFromPopup(
  context: Pick<AppContext, 'db' | 'env' | 'outbox'>,
  signup: NewsletterSignup,
  {
    origin,
    source,
    sourcePath,
    firstTouch = null,
    now = new Date(),
  }: { origin: string; source: string; sourcePath: string; firstTouch?: FirstTouch | null; now?: Date },
): Promise<void> {
  await requestSubscription(
    context.db,
    {
      email: signup.email,
      lang: signup.lang,
      source,
      tags: ['newsletter'],
      inbox: { sourcePath, firstTouch },
    },
    { env: context.env, origin, now },
  )
  context.outbox.nudge()
}
