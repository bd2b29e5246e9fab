import { data } from 'react-router'
import { NewsletterFrame, NewsletterList } from '#app/components/admin/newsletters/newsletter-list'
import { NewsletterPreviewModal } from '#app/components/admin/newsletters/newsletter-preview'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import { newsletterListView, positiveId } from '#app/.server/http/newsletter-manager'
import { siteOrigin } from '#app/.server/site-origin'
import { previewNewsletter, sendTestNewsletter } from '#app/.server/services/newsletter/newsletters'
import { z } from '#app/domain/zod'
import type { Route } from './+types/newsletter-preview'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * `/admin/newsletters/:id/preview`: the newsletter as a subscriber gets it (`?plang=es` shows the
 * Spanish version of a bilingual one), in a modal over the list; "Send test to me" from there.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args
  const id = positiveId(params.id)
  const shown = new URL(request.url).searchParams.get('plang') === 'es' ? 'es' : context.get(languageContext)
  const [newsletters, preview] = await Promise.all([
    newsletterListView(args),
    id ? previewNewsletter(context.get(appContext), id, shown) : null,
  ])
  if (!preview) throw data('Not found', { status: 404, headers: adminHeaders() })
  return data(
    { staff: { email: context.get(staffContext).email }, newsletters, preview },
    { headers: adminHeaders() },
  )
}

const previewSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('test') })])

export async function action(args: Route.ActionArgs) {
  const { params, context } = args
  const edge = await adminEdge(args, {
    form: 'admin-newsletter-preview',
    schema: previewSchema,
    failure: 'adminNewsletters.messages.invalid',
  })
  if (!edge.ok) return edge.response
  const app = context.get(appContext)
  const staff = context.get(staffContext)
  const id = positiveId(params.id)
  const ok = id
    ? await sendTestNewsletter(app, id, staff.email, {
        origin: siteOrigin(app.env),
        env: app.env,
      })
    : false
  if (ok) app.outbox.nudge()
  const notice: Notice = ok
    ? { tone: 'success', key: 'adminNewsletters.messages.testSent', values: { email: staff.email } }
    : { tone: 'error', key: 'adminNewsletters.messages.notFound' }
  return data({ notice }, { status: ok ? 200 : 404 })
}

export default function PreviewNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterFrame
      email={loaderData.staff.email}
      notice={replyNotice(actionData, 'adminNewsletters.messages.invalid')}
    >
      <NewsletterList newsletters={loaderData.newsletters} />
      <NewsletterPreviewModal preview={loaderData.preview} />
    </NewsletterFrame>
  )
}
