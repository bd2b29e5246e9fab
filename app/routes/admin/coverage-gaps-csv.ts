import { coverageGapsCsvFileName, parseGapPeriod, periodBounds } from '#app/domain/quotes/quote-log'
import { coverageGapsCsvText } from '#app/.server/services/bookings/quote-log'
import { appContext, staffContext } from '#app/.server/context'
import { csvResponse } from '#app/.server/http/csv-response'
import type { Route } from './+types/coverage-gaps-csv'

/**
 * /admin/coverage-gaps.csv: the Coverage Gaps tab's rows (same `?from=&to=` period) as a CSV
 * download. Staff only; never stored by a browser or a shared cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const period = parseGapPeriod(new URL(request.url).searchParams)
  const csv = await coverageGapsCsvText(app, periodBounds(period))
  app.logger.info({ staffId: staff.id, ...period }, 'coverage gaps exported as CSV')
  return csvResponse(csv, coverageGapsCsvFileName(period))
}
