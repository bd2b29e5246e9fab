import type { Db } from '../db/client'
import type { Env } from '../env'
import { verifyOpenPixel } from '../newsletter/tracking'
import { markDeliveryOpened } from '../repos/newsletters'

/**
 * A load of a newsletter's open image (GET /newsletter/o/{file}): counts only when the file is
 * the image signed for one delivery, and only its first load (issue #17 item 6). Anything else
 * counts nothing; the caller answers the image either way.
 */
export async function recordNewsletterOpen(
  db: Db,
  env: Pick<Env, 'SESSION_SECRET'>,
  file: string,
  now = new Date(),
): Promise<boolean> {
  const delivery = verifyOpenPixel(env.SESSION_SECRET, file)
  if (!delivery) return false
  return markDeliveryOpened(db, delivery.newsletterId, delivery.subscriberId, now)
}
