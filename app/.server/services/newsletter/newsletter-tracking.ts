import { dbOf, type DataSource } from '../../db/source'
import type { Env } from '../../env'
import { verifyClick, verifyOpenPixel } from '../../newsletter/tracking'
import { countEngagement, markDeliveryOpened } from '../../repos/newsletters'

/**
 * A load of a newsletter's open image (GET /newsletter/o/{file}): counts only when the file is
 * the image signed for one delivery, and only its first load (issue #17 item 6). Anything else
 * counts nothing; the caller answers the image either way.
 */
export async function recordNewsletterOpen(
  source: DataSource,
  env: Pick<Env, 'SESSION_SECRET'>,
  file: string,
  now = new Date(),
): Promise<boolean> {
  const db = dbOf(source)
  const delivery = verifyOpenPixel(env.SESSION_SECRET, file)
  if (!delivery) return false
  return markDeliveryOpened(db, delivery.newsletterId, delivery.subscriberId, now)
}

/**
 * A click on a newsletter's link (GET /newsletter/c/{id}): the target if the link is the one
 * signed for this newsletter and target (then the click is counted), otherwise null.
 */
export async function recordNewsletterClick(
  source: DataSource,
  env: Pick<Env, 'SESSION_SECRET'>,
  link: { newsletterId: number; url: string; signature: string },
  onCountFailed: (error: unknown) => void = () => {},
): Promise<string | null> {
  const db = dbOf(source)
  if (!Number.isSafeInteger(link.newsletterId) || link.newsletterId <= 0) return null
  const target = verifyClick(env.SESSION_SECRET, link.newsletterId, link.url, link.signature)
  if (!target) return null
  // A failure to count must not keep the reader from the link.
  await countEngagement(db, link.newsletterId, 'click').catch(onCountFailed)
  return target
}
