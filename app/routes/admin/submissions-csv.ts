import { parseInboxFilter } from '#app/domain/forms/inbox'
import { inboxCsv, inboxCsvFileName } from '#app/.server/services/forms/submissions-inbox'
import { appContext, staffContext } from '#app/.server/context'
import { csvResponse } from '#app/.server/http/csv-response'
import type { Route } from './+types/submissions-csv'

/**
 * /admin/submissions.csv: the Submissions tab's filtered list as a CSV download (the same URL
 * filters as the tab). Staff only; never stored by a browser or a shared cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const filter = parseInboxFilter(new URL(request.url).searchParams)
  const csv = await inboxCsv(context.get(appContext), filter)
  context
    .get(appContext)
    .logger.info({ staffId: staff.id, kind: filter.kind ?? 'all' }, 'submissions exported as CSV')
  return csvResponse(csv, inboxCsvFileName(filter))
}
