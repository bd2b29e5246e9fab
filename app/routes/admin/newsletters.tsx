import { data, redirect } from 'react-router'
import { NewsletterFrame, NewsletterList } from '#app/components/admin/newsletters/newsletter-list'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import { listNotice, newsletterListPath, newsletterListView } from '#app/.server/http/newsletter-manager'
import { siteOrigin } from '#app/.server/site-origin'
import { deleteNewsletter, sendNewsletterNow } from '#app/.server/services/newsletter/newsletters'
import { rowId } from '#app/domain/admin/intents'
import { z } from '#app/domain/zod'
import { localizedPath } from '#app/domain/routing/locale'
import type { Route } from './+types/newsletters'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Newsletters sub-tab (issue #11 items 1-3): the list, Send Now and Delete. Its screens are
 * routes of their own: newsletter-new.tsx, newsletter-edit.tsx and newsletter-preview.tsx (a
 * modal over this list).
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args
  // Addresses of the single-screen manager (?new=1, ?edit=ID, ?preview=ID) still lead to the screen.
  const moved = movedScreen(new URL(args.request.url))
  if (moved) throw redirect(localizedPath(context.get(languageContext), moved))
  const [newsletters, notice] = await Promise.all([newsletterListView(args), listNotice(args)])
  return data(
    { staff: { email: context.get(staffContext).email }, newsletters, notice },
    { headers: adminHeaders() },
  )
}

function movedScreen(url: URL): string | null {
  const id = (name: string) => {
    const value = url.searchParams.get(name)
    return value && /^\d{1,9}$/.test(value) ? value : null
  }
  if (url.searchParams.get('new') === '1') return '/admin/newsletters/new'
  if (id('edit')) return `/admin/newsletters/${id('edit')}/edit`
  if (id('preview')) return `/admin/newsletters/${id('preview')}/preview`
  return null
}

const listSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('send'), id: rowId }),
  z.object({ intent: z.literal('delete'), id: rowId }),
])

export async function action(args: Route.ActionArgs) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-newsletters',
    schema: listSchema,
    failure: 'adminNewsletters.messages.invalid',
  })
  if (!edge.ok) return edge.response
  const app = context.get(appContext)
  const staff = context.get(staffContext)
  const { id } = edge.value

  if (edge.value.intent === 'delete') {
    if (!(await deleteNewsletter(app, id))) {
      const notice: Notice = { tone: 'error', key: 'adminNewsletters.messages.notEditable' }
      return data({ notice }, { status: 409 })
    }
    return redirect(`${newsletterListPath(context.get(languageContext))}?notice=deleted`)
  }

  const result = await sendNewsletterNow(app, id, { origin: siteOrigin(app.env) }).catch((error: unknown) => {
    app.logger.error({ err: error, newsletterId: id }, 'newsletter send could not start')
    return null
  })
  if (!result?.ok) {
    const notice: Notice = { tone: 'error', key: 'adminNewsletters.messages.sendFailed' }
    return data({ notice }, { status: result ? 409 : 500 })
  }
  app.outbox.nudge()
  app.logger.info(
    { staffId: staff.id, newsletterId: id, recipients: result.recipients },
    'newsletter send started',
  )
  const notice: Notice = {
    tone: 'success',
    key: 'adminNewsletters.messages.sent',
    values: { count: result.recipients },
  }
  return data({ notice })
}

export default function AdminNewsletters({ loaderData, actionData }: Route.ComponentProps) {
  const notice = replyNotice(actionData, 'adminNewsletters.messages.invalid') ?? loaderData.notice
  return (
    <NewsletterFrame email={loaderData.staff.email} notice={notice}>
      <NewsletterList newsletters={loaderData.newsletters} />
    </NewsletterFrame>
  )
}
