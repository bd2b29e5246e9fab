import { NEWSLETTER_FIRST_BATCH } from '#app/domain/newsletter/newsletters'
import { MAILERLITE_CHANNEL, syncToMailerLite } from '../mail/mailerlite'
import type { JobHandler } from '../mail/worker'
import {
  NEWSLETTER_BATCH_PAUSE_MS,
  NEWSLETTER_CHANNEL,
  runNewsletterSend,
} from '../services/newsletter/newsletters'
import { BOOKING_ESCALATION_CHANNEL, runBookingEscalation } from '../services/bookings/booking-workflow'
import { CONTENT_PUBLISH_CHANNEL, runScheduledContent } from '../services/content/content-drafts'
import { ARTICLE_LIVE_CHANNEL, runArticleGoingLive } from '../services/content/articles'
import { runTaskOverdue, TASK_OVERDUE_CHANNEL } from '../services/people/task-overdue'
import { DELIVERY_LATE_CHANNEL, runLateCheck } from '../services/deliveries/late-check'

/**
 * The job channels the outbox worker serves besides e-mail. A channel whose feature is not
 * configured should not enqueue jobs at all (the worker only claims channels listed here). They
 * live above the services they call, not in mail/ (the worker's layer, below the services).
 */
export const jobHandlers: Record<string, JobHandler> = {
  // Upserts a subscriber or lead to MailerLite (only enqueued when MAILERLITE_API_KEY is set).
  [MAILERLITE_CHANNEL]: (payload, { env }) => syncToMailerLite(payload, env),
  // Creates the messages of a newsletter send (Send Now or a scheduled time; issue #11).
  [NEWSLETTER_CHANNEL]: async (payload, { env, db, nudge, clock }) => {
    await runNewsletterSend(db, payload as { newsletterId: number; origin: string }, {
      env,
      now: clock,
      onCommitted: nudge,
      pauseMs: NEWSLETTER_BATCH_PAUSE_MS,
      firstBatchSize: NEWSLETTER_FIRST_BATCH,
    })
  },
  // E-mails staff about a booking request still unanswered two hours after it came (issue #21).
  [BOOKING_ESCALATION_CHANNEL]: async (payload, { env, db, now }) => {
    await runBookingEscalation(db, payload as { bookingId: number }, { env, now })
  },
  // Tells staff and the operator once when a delivery is still not picked up by its window's end (issue #44).
  [DELIVERY_LATE_CHANNEL]: async (payload, { env, db, now }) => {
    await runLateCheck(db, payload as { jobId: number; by: string }, { env, now })
  },
  // Publishes a content section's drafts at the instant staff chose ("Publish at", issue #33), then
  // forgets the rendered pages everywhere so visitors see it at once.
  [CONTENT_PUBLISH_CHANNEL]: async (payload, { db, now, logger, purgePages }) => {
    const section = payload as { page: string; section: string }
    const { published, refused } = await runScheduledContent(db, section, { now })
    if (refused.length > 0)
      logger.error({ ...section, refused }, 'scheduled content no longer valid: kept as a draft')
    if (published.length > 0) {
      logger.info({ ...section, published }, 'scheduled content published')
      await purgePages?.('scheduled content published')
    }
  },
  // A scheduled success story or blog post's date has come: the rendered pages are forgotten (issue #33).
  [ARTICLE_LIVE_CHANNEL]: async (payload, { db, now, purgePages }) => {
    await runArticleGoingLive(db, payload as { kind: 'story' | 'post'; id: number }, { now, purgePages })
  },
  // E-mails a follow-up task's owner once when it is overdue (issue #34).
  [TASK_OVERDUE_CHANNEL]: async (payload, { env, db, now }) => {
    await runTaskOverdue(db, payload as { taskId: number; ownerId: number }, { env, now })
  },
}
