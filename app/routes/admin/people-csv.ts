import { parsePeopleFilter } from '#app/domain/people/people-list'
import { peopleCsv, peopleCsvFileName } from '#app/.server/services/people/people-list'
import { appContext, staffContext } from '#app/.server/context'
import { csvResponse } from '#app/.server/http/csv-response'
import type { Route } from './+types/people-csv'

/**
 * /admin/people.csv: the People tab's filtered list as a CSV download (the same URL filters as the
 * tab). Staff only; never stored by a browser or a shared cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const filter = parsePeopleFilter(new URL(request.url).searchParams)
  const csv = await peopleCsv(app, filter)
  app.logger.info({ staffId: staff.id }, 'people exported as CSV')
  return csvResponse(csv, peopleCsvFileName())
}
