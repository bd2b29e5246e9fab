import { parseQuestionFilter, questionsCsvFileName } from '#app/domain/chat/questions-inbox'
import { chatQuestionsCsv } from '#app/.server/services/forms/chat'
import { appContext, staffContext } from '#app/.server/context'
import { csvResponse } from '#app/.server/http/csv-response'
import type { Route } from './+types/chat-questions-csv'

/**
 * /admin/chat-questions.csv: the Chat Questions tab's rows (same `?status=` filter) as a CSV
 * download. Staff only; never stored by a browser or a shared cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const filter = parseQuestionFilter(new URL(request.url).searchParams)
  const csv = await chatQuestionsCsv(context.get(appContext), filter)
  context
    .get(appContext)
    .logger.info({ staffId: staff.id, status: filter.status ?? 'all' }, 'chat questions exported as CSV')
  return csvResponse(csv, questionsCsvFileName(filter))
}
