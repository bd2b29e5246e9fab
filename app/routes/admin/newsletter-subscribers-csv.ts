import { parseSubscriberFilter, subscriberCsvFileName } from '#app/domain/newsletter/subscribers-admin'
import { subscribersCsv } from '#app/.server/services/newsletter/subscribers-admin'
import { appContext, staffContext } from '#app/.server/context'
import type { Route } from './+types/newsletter-subscribers-csv'

/**
 * /admin/newsletters/subscribers.csv: the Subscribers sub-tab's filtered list as a CSV download
 * (the same URL filters as the list, every page). Staff only; never stored by a browser or cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const filter = parseSubscriberFilter(new URL(request.url).searchParams)
  const csv = await subscribersCsv(context.get(appContext), filter)
  context
    .get(appContext)
    .logger.info({ staffId: staff.id, status: filter.status ?? 'all' }, 'subscribers exported as CSV')
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${subscriberCsvFileName(filter)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
