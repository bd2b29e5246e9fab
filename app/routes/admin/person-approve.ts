import { redirect } from 'react-router'
import { rowId } from '#app/domain/admin/intents'
import { localizedPath } from '#app/domain/routing/locale'
import { z } from '#app/domain/zod'
import { approveAsOperator } from '#app/.server/services/people/approve-operator'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/person-approve'

/**
 * POST /admin/people/:id/approve, "Approve as operator" (issue #34): the operator is made from the
 * person's application as an unpublished page, the person moved to Approved and invited to the
 * portal in their language (approveAsOperator). Staff only (the staff layout signs it in); no
 * fields besides the guarded edge's. Back to the person's page, with `?approved=1` or
 * `?approveError=<reason>` (texts: adminPipeline.approve.*).
 */
/** Approval is a POST only: opened as a page (a typed address, a reload), 405. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'private, no-store' } })
}

export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, {
    form: 'admin-person-approve',
    schema: z.object({}),
    failure: 'adminPipeline.approve.invalid',
  })
  if (!edge.ok) return edge.response
  const app = args.context.get(appContext)
  const staff = args.context.get(staffContext)
  const lang = args.context.get(languageContext)
  const id = rowId.safeParse(args.params.id)
  const back = (query: string) =>
    redirect(`${localizedPath(lang, `/admin/people/${id.success ? id.data : ''}`)}?${query}`)
  if (!id.success) return back('approveError=no-person')
  const result = await approveAsOperator(app, app.env, id.data, { id: staff.id, email: staff.email })
  if (!result.ok) {
    app.logger.warn({ staffId: staff.id, personId: id.data, reason: result.reason }, 'approval refused')
    return back(`approveError=${result.reason}`)
  }
  if (result.created) {
    app.logger.info(
      { staffId: staff.id, personId: id.data, operatorId: result.operatorId },
      'person approved',
    )
    app.outbox.nudge()
  }
  return back(`approved=${result.operatorId}`)
}
