import { recordNewsletterClick } from '#app/.server/services/newsletter/newsletter-tracking'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/newsletter-click'

/**
 * GET /newsletter/c/{id}?u=…&s=…: a link of a sent newsletter. A genuine link (signed for this
 * newsletter and target) adds one to the click total and redirects; anything else is refused, so
 * the address cannot be used to send people to another site.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const url = new URL(request.url)
  const target = await recordNewsletterClick(
    app,
    app.env,
    {
      newsletterId: Number(params.id),
      url: url.searchParams.get('u') ?? '',
      signature: url.searchParams.get('s') ?? '',
    },
    (error) => app.logger.warn({ err: error }, 'newsletter click not counted'),
  )
  if (!target) {
    return new Response('This link is not valid.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(null, {
    status: 302,
    headers: { Location: target, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  })
}
