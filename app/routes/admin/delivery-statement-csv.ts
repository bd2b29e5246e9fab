import { isStatementMonth } from '#app/domain/deliveries/statement'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { csvResponse } from '#app/.server/http/csv-response'
import { statementCsv } from '#app/.server/services/deliveries/statements'
import type { Route } from './+types/delivery-statement-csv'

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })

/**
 * /admin/deliveries/statement.csv?operator=&month=YYYY-MM (issue #44, ADR 065): one operator's
 * monthly statement as a CSV download, its column titles in the URL's language. Staff only
 * (the admin layout); never stored by a browser or a shared cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const lang = context.get(languageContext)
  const params = new URL(request.url).searchParams
  const operatorId = Number(params.get('operator'))
  const month = params.get('month')
  if (!Number.isSafeInteger(operatorId) || operatorId <= 0 || !isStatementMonth(month))
    return plain(400, 'operator and month (YYYY-MM) are required')
  const file = await statementCsv(app, operatorId, month, { zone: app.env.SITE_TIME_ZONE, lang })
  if (!file) return plain(404, 'no such operator')
  app.logger.info({ staffId: staff.id, operatorId, month }, 'operator statement exported as CSV')
  return csvResponse(file.csv, file.fileName)
}
