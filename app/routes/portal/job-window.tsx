import { data, Form, Link, redirect } from 'react-router'
import { Field } from '#app/components/deliveries/job-screen'
import { pickupWindowSchema } from '#app/domain/deliveries/pickup-window'
import { localizedPath } from '#app/domain/routing/locale'
import { utcToZonedLocal } from '#app/domain/time/zone'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { appContext, languageContext, operatorContext } from '#app/.server/context'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { getOperatorJob } from '#app/.server/services/deliveries/delivery-jobs'
import { setPickupWindow } from '#app/.server/services/deliveries/late-check'
import { jobIdParam, jobNotFound } from './job-params'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/job-window'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'deliveries.job.windowHeading')
export const headers = portalHeaders

type WindowReply = {
  error: string
  field: 'pickupFrom' | 'pickupBy' | null
  pickupFrom: string
  pickupBy: string
}

/**
 * `/portal/jobs/:id/window` (issue #44): the operator gives the customer the pick-up window of
 * their job, as two times in the site's zone, until the parcel is picked up; behind the portal
 * layout's check (another operator's job is a 404). Saved: back to the job with its notice; the
 * late check is scheduled for the window's end (services/deliveries/late-check.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const id = jobIdParam(params.id)
  const job = id === null ? null : await getOperatorJob(app, context.get(operatorContext).operatorId, id)
  if (!job) throw jobNotFound()
  const zone = app.env.SITE_TIME_ZONE
  const local = (iso: string) => utcToZonedLocal(new Date(iso), zone)
  return data(
    {
      id: job.id,
      canSetWindow: job.canSetWindow,
      pickupFrom: job.pickupWindow ? local(job.pickupWindow.from) : '',
      pickupBy: job.pickupWindow ? local(job.pickupWindow.by) : '',
    },
    { headers: portalHeaders() },
  )
}

export async function action(args: Route.ActionArgs) {
  const app = args.context.get(appContext)
  const lang = args.context.get(languageContext)
  const id = jobIdParam(args.params.id)
  if (id === null) throw jobNotFound()
  const edge = await guardedEdge(args, {
    form: 'portal-job-window',
    schema: pickupWindowSchema,
    failure: 'deliveries.errors.notAllowed',
    honeypot: false,
    rateLimit: false,
    coercion: false,
  })
  const typed = (name: string) => {
    const value = edge.ok ? edge.formData.get(name) : edge.response.data.result.initialValue?.[name]
    return typeof value === 'string' ? value : ''
  }
  const refuse = (error: string, field: WindowReply['field'], status = 400) =>
    data(
      { reply: { error, field, pickupFrom: typed('pickupFrom'), pickupBy: typed('pickupBy') } },
      { status },
    )
  if (!edge.ok) {
    if (edge.reason !== 'invalid') return edge.response
    const issue = edge.error?.issues[0]
    const field = issue?.path[0] === 'pickupFrom' || issue?.path[0] === 'pickupBy' ? issue.path[0] : null
    return refuse(issue?.message ?? 'notAllowed', field)
  }
  const operatorId = args.context.get(operatorContext).operatorId
  const result = await setPickupWindow(app, operatorId, id, edge.value, { timeZone: app.env.SITE_TIME_ZONE })
  if (!result.ok) {
    if (result.reason === 'notFound') throw jobNotFound()
    if (!('field' in result)) return refuse('notAllowed', null, 409)
    return refuse(result.reason, result.field)
  }
  app.logger.info({ operatorId, jobId: id }, 'delivery pick-up window given')
  return redirect(`${localizedPath(lang, `/portal/jobs/${id}`)}?saved=window`, { headers: portalHeaders() })
}

export default function PortalJobWindow({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const here = href(`/portal/jobs/${loaderData.id}`)
  const reply = actionData && 'reply' in actionData ? (actionData.reply as WindowReply) : null
  const fieldError = (field: WindowReply['field']) =>
    reply && reply.field === field ? t(`deliveries.errors.${reply.error}`) : null
  const big =
    'flex min-h-14 w-full items-center justify-center rounded-lg px-4 text-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2'
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <p>
        <Link to={here} className="text-brand-700 underline">
          {t('deliveries.job.title', { id: loaderData.id })}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('deliveries.job.windowHeading')}</h1>
      {reply && !reply.field ? (
        <p role="alert" className="mt-3 rounded bg-red-50 p-3 text-red-900">
          {t(`deliveries.errors.${reply.error}`)}
        </p>
      ) : null}
      {loaderData.canSetWindow ? (
        <Form method="post" className="mt-4 flex flex-col gap-4" data-testid="job-window-form">
          <p className="text-slate-700">{t('deliveries.job.windowIntro')}</p>
          <input type="hidden" name="intent" value="window" />
          {(['pickupFrom', 'pickupBy'] as const).map((name) => (
            <Field key={name} id={`job-${name}`} label={t(`deliveries.job.${name}`)} error={fieldError(name)}>
              {(props) => (
                <input
                  {...props}
                  name={name}
                  type="datetime-local"
                  required
                  defaultValue={reply ? reply[name] : loaderData[name]}
                  className="min-h-14 rounded border border-slate-400 px-3 text-lg"
                />
              )}
            </Field>
          ))}
          <button type="submit" className={`${big} bg-slate-800 text-white`}>
            {t('deliveries.job.saveWindow')}
          </button>
          <Link to={here} className={`${big} border border-slate-400 text-slate-800`}>
            {t('deliveries.job.goBack')}
          </Link>
        </Form>
      ) : (
        <p className="mt-5 rounded bg-slate-100 p-3">{t('deliveries.errors.notAllowed')}</p>
      )}
    </div>
  )
}
