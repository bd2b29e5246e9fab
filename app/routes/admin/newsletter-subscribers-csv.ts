import { parseSubscriberFilter, subscriberCsvFileName } from '#app/domain/newsletter/subscribers-admin'
import { subscribersCsv } from '#app/.server/services/newsletter/subscribers-admin'
import { appContext, staffContext } from '#app/.server/context'
import { csvResponse } from '#app/.server/http/csv-response'
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
  return csvResponse(csv, subscriberCsvFileName(filter))
}
