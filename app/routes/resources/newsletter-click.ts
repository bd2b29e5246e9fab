import { countEngagement } from '#app/.server/repos/newsletters'
import { verifyClick } from '#app/.server/newsletter/tracking'
import { appContext } from '#app/.server/context'
import type { Route } from './+types/newsletter-click'

/**
 * GET /newsletter/c/{id}?u=…&s=…: a link of a sent newsletter. A genuine link (signed for this
 * newsletter and target) adds one to the click total and redirects; anything else is refused, so
 * the address cannot be used to send people to another site.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = Number(params.id)
  const url = new URL(request.url)
  const target =
    Number.isSafeInteger(id) && id > 0
      ? verifyClick(
          context.get(appContext).env.SESSION_SECRET,
          id,
          url.searchParams.get('u') ?? '',
          url.searchParams.get('s') ?? '',
        )
      : null
  if (!target) {
    return new Response('This link is not valid.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  try {
    await countEngagement(context.get(appContext).db, id, 'click')
  } catch (error) {
    context.get(appContext).logger.warn({ err: error }, 'newsletter click not counted')
  }
  return new Response(null, {
    status: 302,
    headers: { Location: target, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  })
}
