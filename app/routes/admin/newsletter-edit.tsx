import { data } from 'react-router'
import { NewsletterEditor } from '#app/components/admin/newsletters/newsletter-editor'
import { NewsletterFrame } from '#app/components/admin/newsletters/newsletter-list'
import { adminHeaders, adminMeta, replyNotice } from '#app/components/admin/route-helpers'
import { appContext, staffContext } from '#app/.server/context'
import { positiveId, saveFromEditor } from '#app/.server/http/newsletter-manager'
import { getNewsletter } from '#app/.server/services/newsletter/newsletters'
import { canEdit } from '#app/domain/newsletter/newsletters'
import { editorAfterReply, editorValuesOf } from '#app/domain/newsletter/newsletter-form'
import type { Route } from './+types/newsletter-edit'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * `/admin/newsletters/:id/edit`: the editor of a draft or scheduled newsletter. One that is
 * sending or sent (or gone) shows why it cannot be edited instead.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const id = positiveId(params.id)
  const row = id ? await getNewsletter(app, id) : undefined
  if (!row) throw data('Not found', { status: 404, headers: adminHeaders() })
  const zone = app.env.SITE_TIME_ZONE
  return data(
    {
      staff: { email: context.get(staffContext).email },
      zone,
      id: row.id,
      values: canEdit(row.status) ? editorValuesOf(row, zone) : null,
    },
    { headers: adminHeaders() },
  )
}

export async function action(args: Route.ActionArgs) {
  const id = positiveId(args.params.id)
  if (!id) throw data('Not found', { status: 404 })
  return saveFromEditor(args, id)
}

export default function EditNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { values, id, zone } = loaderData
  const notice =
    replyNotice(actionData, 'adminNewsletters.messages.invalid') ??
    (values ? null : { tone: 'error' as const, key: 'adminNewsletters.messages.notEditable' })
  const editor = values ? editorAfterReply(values, actionData?.result ?? {}) : null
  return (
    <NewsletterFrame email={loaderData.staff.email} notice={notice}>
      {editor ? (
        <NewsletterEditor id={id} values={editor.values} fieldErrors={editor.fieldErrors} zone={zone} />
      ) : null}
    </NewsletterFrame>
  )
}
