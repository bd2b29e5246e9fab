import { countEngagement } from '#app/.server/repos/newsletters'
import { TRACKING_GIF } from '#app/.server/newsletter/tracking'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/newsletter-open'

/**
 * GET /newsletter/o/{id}.gif: the tracking image of a sent newsletter. Each load adds one to the
 * newsletter's open total; nothing about the reader is kept. Always answers the image.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^(\d{1,9})\.gif$/.exec(params.file ?? '')
  if (match) {
    try {
      await countEngagement(context.get(appContext).db, Number(match[1]), 'open')
    } catch (error) {
      context.get(appContext).logger.warn({ err: error }, 'newsletter open not counted')
    }
  }
  return new Response(new Uint8Array(TRACKING_GIF), {
    headers: {
      'Content-Type': 'image/gif',
      'Content-Length': String(TRACKING_GIF.length),
      'Cache-Control': 'no-store, max-age=0',
    },
  })
}
