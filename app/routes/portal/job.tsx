import { data, redirect } from 'react-router'
import { JobScreen, type JobReply } from '#app/components/deliveries/job-screen'
import { deliveryChangeSchema, isDeliveryStatus, type DeliveryStatus } from '#app/domain/deliveries/status'
import { localizedPath } from '#app/domain/routing/locale'
import { appContext, languageContext, operatorContext } from '#app/.server/context'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { changeJobStatus, getOperatorJob } from '#app/.server/services/deliveries/delivery-jobs'
import { jobIdParam, jobNotFound } from './job-params'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/job'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'deliveries.job.metaTitle')
export const headers = portalHeaders

/**
 * `/portal/jobs/:id` (issue #44): one delivery job of the signed-in operator, behind the portal
 * layout's check. Another operator's job (or none) is a 404: only `operatorContext` says whose.
 * `?to=<status>` is the confirmation step of a next status; `?saved=<status>` the notice after one
 * (`?saved=window` after the pick-up window's step, ./job-window.tsx).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext)
  const app = context.get(appContext)
  const id = jobIdParam(params.id)
  const job = id === null ? null : await getOperatorJob(app, operator.operatorId, id)
  if (!job) throw jobNotFound()
  const url = new URL(request.url)
  const to = url.searchParams.get('to')
  const saved = url.searchParams.get('saved')
  return data(
    {
      job,
      confirming: isDeliveryStatus(to) && job.next.includes(to) ? to : null,
      saved:
        saved === 'window' && job.pickupWindow
          ? ('window' as const)
          : isDeliveryStatus(saved) && saved === job.status
            ? saved
            : null,
    },
    { headers: portalHeaders() },
  )
}

const photoError = (problem: string) => (problem === 'noFile' ? 'photoMissing' : 'photo')

/**
 * The confirmed step, through the guarded edge (origin, size, the schema); the photo of a delivery
 * goes to the image pipeline. Done: back to the screen with its notice (a reload posts nothing).
 */
export async function action(args: Route.ActionArgs) {
  const app = args.context.get(appContext)
  const operator = args.context.get(operatorContext)
  const lang = args.context.get(languageContext)
  const id = jobIdParam(args.params.id)
  if (id === null) throw jobNotFound()
  const edge = await guardedEdge(args, {
    form: 'portal-job',
    schema: deliveryChangeSchema,
    failure: 'deliveries.errors.notAllowed',
    honeypot: false,
    rateLimit: false,
    coercion: false,
  })
  const posted = edge.ok ? null : edge.response.data.result.initialValue
  const postedTo = (value: unknown): DeliveryStatus | null => (isDeliveryStatus(value) ? value : null)
  if (!edge.ok) {
    if (edge.reason !== 'invalid') return edge.response
    const issue = edge.error?.issues[0]
    const reply: JobReply = {
      to: postedTo(posted?.to),
      error: issue?.message ?? 'notAllowed',
      field: issue?.path[0] === 'reason' || issue?.path[0] === 'recipientName' ? issue.path[0] : null,
      reason: typeof posted?.reason === 'string' ? posted.reason : '',
      recipientName: typeof posted?.recipientName === 'string' ? posted.recipientName : '',
    }
    return data({ reply }, { status: 400 })
  }
  const photo = edge.formData.get('photo')
  const signature = edge.formData.get('signature')
  const change = edge.value
  const result = await changeJobStatus(app, operator.operatorId, id, {
    ...change,
    photo: photo instanceof File ? photo : null,
    signature: signature instanceof File ? signature : null,
  })
  if (!result.ok) {
    if (result.reason === 'notFound') throw jobNotFound()
    const reply: JobReply = {
      to: change.to,
      error:
        result.reason === 'photo'
          ? photoError(result.problem)
          : result.reason === 'signature'
            ? 'signature'
            : result.reason,
      field:
        result.reason === 'photo' || result.reason === 'signature'
          ? result.reason
          : result.reason === 'reasonRequired'
            ? 'reason'
            : result.reason === 'recipientRequired'
              ? 'recipientName'
              : null,
      reason: change.reason,
      recipientName: change.recipientName,
    }
    return data({ reply }, { status: result.reason === 'notAllowed' ? 409 : 400 })
  }
  app.logger.info({ operatorId: operator.operatorId, jobId: id, status: change.to }, 'delivery job moved')
  app.outbox.nudge()
  return redirect(`${localizedPath(lang, `/portal/jobs/${id}`)}?saved=${change.to}`, {
    headers: portalHeaders(),
  })
}

export default function PortalJob({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData && 'reply' in actionData ? actionData.reply : null
  return (
    <JobScreen
      job={loaderData.job}
      confirming={loaderData.confirming}
      saved={loaderData.saved}
      reply={reply}
    />
  )
}
