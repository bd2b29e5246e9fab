import { data } from 'react-router'
import { optionalRowId } from '#app/domain/admin/intents'
import { exportPerson, personExportCsv, recordExport } from '#app/.server/services/people/privacy'
import { appContext, staffContext } from '#app/.server/context'
import { csvResponse, downloadResponse } from '#app/.server/http/csv-response'
import type { Route } from './+types/person-export'

/**
 * /admin/people/:id/export?format=json|csv: everything held about a person (a privacy request,
 * issue #34), as a download. Staff only; never stored by a browser or a shared cache. The person's
 * timeline keeps who exported it and when.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const staff = context.get(staffContext)
  const id = optionalRowId(params.id)
  const format = new URL(request.url).searchParams.get('format') === 'csv' ? 'csv' : 'json'
  const held = id ? await exportPerson(app, id) : null
  if (!held?.person || held.person.mergedIntoId) throw data('Not found', { status: 404 })
  await recordExport(app, held.person.id, format, { id: staff.id, email: staff.email })
  app.logger.info({ staffId: staff.id, personId: held.person.id, format }, 'person exported')
  const fileName = `person-${held.person.id}.${format}`
  return format === 'csv'
    ? csvResponse(personExportCsv(held), fileName)
    : downloadResponse(JSON.stringify(held, null, 2), 'application/json; charset=utf-8', fileName)
}
