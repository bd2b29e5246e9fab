import { data } from 'react-router'
import { NewsletterEditor } from '#app/components/admin/newsletters/newsletter-editor'
import { NewsletterFrame } from '#app/components/admin/newsletters/newsletter-list'
import { adminHeaders, adminMeta, replyNotice } from '#app/components/admin/route-helpers'
import { appContext, staffContext } from '#app/.server/context'
import { saveFromEditor } from '#app/.server/http/newsletter-manager'
import { editorAfterReply, emptyEditorValues } from '#app/domain/newsletter/newsletter-form'
import type { Route } from './+types/newsletter-new'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/** `/admin/newsletters/new`: the editor of a new newsletter. */
export async function loader({ context }: Route.LoaderArgs) {
  return data(
    { staff: { email: context.get(staffContext).email }, zone: context.get(appContext).env.SITE_TIME_ZONE },
    { headers: adminHeaders() },
  )
}

export async function action(args: Route.ActionArgs) {
  return saveFromEditor(args, undefined)
}

export default function NewNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const editor = editorAfterReply(emptyEditorValues, actionData?.result ?? {})
  return (
    <NewsletterFrame
      email={loaderData.staff.email}
      notice={replyNotice(actionData, 'adminNewsletters.messages.invalid')}
    >
      <NewsletterEditor
        id={null}
        values={editor.values}
        fieldErrors={editor.fieldErrors}
        zone={loaderData.zone}
      />
    </NewsletterFrame>
  )
}
