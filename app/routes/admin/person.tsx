import { data, redirect } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import type { PersonReply } from '#app/components/admin/people/person-parts'
import { PersonScreen } from '#app/components/admin/people/person-screen'
import { adminHeaders, adminMeta, type Notice } from '#app/components/admin/route-helpers'
import { optionalRowId } from '#app/domain/admin/intents'
import { personActionSchema } from '#app/domain/people/person-form'
import { isApprovalRefusal } from '#app/domain/people/approve'
import { localizedPath } from '#app/domain/routing/locale'
import { useTranslation } from '#app/i18n/react'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import { applyPersonPost } from '#app/.server/services/people/person-actions'
import { personPage } from '#app/.server/services/people/person-page'
import type { Route } from './+types/person'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminPerson.title')
export const headers = adminHeaders

/**
 * `/admin/people/:id` (issue #34, #35): a person's details, first source, stage, owner, tasks,
 * Earnings Claim Statements and timeline, and what staff do with them, each form posting one
 * intent of personActionSchema. `?template=` previews an e-mail template in the person's language.
 * A person merged into another sends the browser to the person they were merged into.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const id = optionalRowId(params.id)
  const previewTemplateId = optionalRowId(new URL(request.url).searchParams.get('template')) ?? undefined
  const page = id ? await personPage(app, id, { previewTemplateId }) : ({ status: 'missing' } as const)
  if (page.status === 'missing') throw data('Not found', { status: 404, headers: adminHeaders() })
  if (page.status === 'merged')
    throw redirect(localizedPath(context.get(languageContext), `/admin/people/${page.into}`))
  return data(
    {
      ...page,
      staffEmail: context.get(staffContext).email,
      zone: app.env.SITE_TIME_ZONE,
      approval: approvalNotice(new URL(request.url).searchParams),
    },
    { headers: adminHeaders() },
  )
}

/** What "Approve as operator" (./person-approve.ts) came back with: `?approved=` or `?approveError=`. */
function approvalNotice(params: URLSearchParams): Notice | null {
  if (params.has('approved')) return { tone: 'success', key: 'adminPipeline.approve.approved' }
  const reason = params.get('approveError')
  if (reason && isApprovalRefusal(reason))
    return { tone: 'error', key: `adminPipeline.approve.refused.${reason}` }
  return null
}

export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, {
    form: 'admin-person',
    schema: personActionSchema,
    failure: 'adminPerson.errors.invalid',
  })
  if (!edge.ok) return edge.response
  const { context, params } = args
  const app = context.get(appContext)
  const staff = context.get(staffContext)
  const personId = optionalRowId(params.id)
  const post = edge.value
  const answer = (status: number, body: { notice?: Notice | null; refusal?: unknown }, reply?: object) =>
    data({ ...edge.reply(reply), intent: post.intent, notice: null, ...body }, { status })
  if (!personId) return answer(404, { notice: { tone: 'error', key: 'adminPerson.errors.notFound' } })
  const result = await applyPersonPost(app, personId, post, staff, { timeZone: app.env.SITE_TIME_ZONE })
  if (result.ok) {
    if (result.outboxQueued) app.outbox.nudge()
    app.logger.info({ staffId: staff.id, personId, intent: post.intent }, 'person changed')
    return answer(
      200,
      { notice: { tone: 'success', key: `adminPerson.done.${result.done}` } },
      { resetForm: true },
    )
  }
  if ('notFound' in result)
    return answer(404, { notice: { tone: 'error', key: 'adminPerson.errors.notFound' } })
  if ('field' in result) return answer(400, {}, { fieldErrors: { [result.field]: [result.message] } })
  if ('refusal' in result) return answer(409, { refusal: result.refusal })
  return answer(409, { notice: { tone: 'error', key: result.notice } })
}

export default function PersonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const person = loaderData.person
  const name = person.erasedAt
    ? t('adminPerson.erasedName', { id: person.id })
    : [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email || t('adminPerson.noName')
  const reply = actionData as PersonReply | undefined
  return (
    <AdminLayout email={loaderData.staffEmail} title={name}>
      <NoticeBanner notice={reply?.notice ?? invalidNotice(reply) ?? loaderData.approval} />
      <PersonScreen data={loaderData} reply={reply} />
    </AdminLayout>
  )
}

function invalidNotice(reply: PersonReply | undefined): Notice | null {
  return reply?.outcome === 'invalid' ? { tone: 'error', key: 'adminPerson.errors.invalid' } : null
}
