import { recordNewsletterOpen } from '#app/.server/services/newsletter/newsletter-tracking'
import { TRACKING_GIF } from '#app/.server/newsletter/tracking'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/newsletter-open'

/**
 * GET /newsletter/o/{file}.gif: the tracking image of one delivery of a newsletter. Only the first
 * load of a signed image counts an open (services/newsletter-tracking.ts). Always answers the image.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  try {
    await recordNewsletterOpen(app, app.env, params.file ?? '')
  } catch (error) {
    app.logger.warn({ err: error }, 'newsletter open not counted')
  }
  return new Response(new Uint8Array(TRACKING_GIF), {
    headers: {
      'Content-Type': 'image/gif',
      'Content-Length': String(TRACKING_GIF.length),
      'Cache-Control': 'no-store, max-age=0',
    },
  })
}
