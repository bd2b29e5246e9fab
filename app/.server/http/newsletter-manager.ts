import { data, redirect, type RouterContextProvider } from 'react-router'
import type { Notice } from '#app/domain/http/replies'
import { canEdit, canSendNow } from '#app/domain/newsletter/newsletters'
import { newsletterEditorSchema } from '#app/domain/newsletter/newsletter-form'
import { formatInZone } from '#app/domain/time/format'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { appContext, languageContext, staffContext } from '../context'
import { adminEdge } from '../http/admin-edge'
import { getNewsletter, newsletterList, saveNewsletter } from '../services/newsletter/newsletters'
import { siteOrigin } from '../site-origin'

/**
 * The Newsletter Manager's server side shared by its routes (list, new, edit, preview: issue #11,
 * #16): the list as the page shows it, the notice of the last change, and the editor's save.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> }

export const newsletterListPath = (lang: Lang) => localizedPath(lang, '/admin/newsletters')

/** The list with each newsletter's scheduled time in the site's zone and what can be done to it. */
export async function newsletterListView({ context }: Pick<Args, 'context'>) {
  const app = context.get(appContext)
  const lang = context.get(languageContext)
  const zone = app.env.SITE_TIME_ZONE
  const list = await newsletterList(app.db)
  return list.map((n) => ({
    ...n,
    scheduledLabel: n.scheduledAt ? formatInZone(new Date(n.scheduledAt), zone, lang) : null,
    canSend: canSendNow(n.status),
    canEdit: canEdit(n.status),
  }))
}

/** The notice a redirect after a change asks for (`?notice=saved|deleted|scheduled&id=`). */
export async function listNotice({ request, context }: Args): Promise<Notice | null> {
  const url = new URL(request.url)
  const kind = url.searchParams.get('notice')
  if (kind === 'saved') return { tone: 'success', key: 'adminNewsletters.messages.saved' }
  if (kind === 'deleted') return { tone: 'success', key: 'adminNewsletters.messages.deleted' }
  if (kind !== 'scheduled') return null
  const id = positiveId(url.searchParams.get('id'))
  const app = context.get(appContext)
  const noticed = id ? await getNewsletter(app.db, id) : undefined
  if (!noticed?.scheduledAt) return null
  return {
    tone: 'success',
    key: 'adminNewsletters.messages.scheduled',
    values: { when: formatInZone(noticed.scheduledAt, app.env.SITE_TIME_ZONE, context.get(languageContext)) },
  }
}

export function positiveId(value: string | null | undefined) {
  if (!/^\d{1,10}$/.test(value ?? '')) return undefined
  const id = Number(value)
  return id > 0 && id <= 2_147_483_647 ? id : undefined
}

/**
 * The editor's save (new: `id` undefined; edit: the route's id): through the guarded edge with
 * the editor's schema, then to the list with a notice. A refusal comes back in the edge's reply
 * shape (what was typed, the messages beside the fields), plus a notice when it is not a field's.
 */
export async function saveFromEditor(args: Args, id: number | undefined) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-newsletter-editor',
    schema: newsletterEditorSchema,
    failure: 'adminNewsletters.messages.invalid',
  })
  if (!edge.ok) return edge.response
  const app = context.get(appContext)
  const { intent: _intent, ...form } = edge.value
  const saved = await saveNewsletter(app.db, form, {
    id,
    staffEmail: context.get(staffContext).email,
    zone: app.env.SITE_TIME_ZONE,
    origin: siteOrigin(app.env),
  })
  if (!saved.ok) {
    if (saved.reason === 'invalid') {
      const fieldErrors = Object.fromEntries(Object.entries(saved.fieldErrors).map(([k, v]) => [k, [v]]))
      return data({ ...edge.reply({ fieldErrors }), notice: null }, { status: 400 })
    }
    const key = saved.reason === 'not-found' ? 'notFound' : 'notEditable'
    const notice: Notice = { tone: 'error', key: `adminNewsletters.messages.${key}` }
    return data({ ...edge.reply({ formErrors: [notice.key] }), notice }, { status: 409 })
  }
  app.outbox.nudge()
  const scheduled = saved.newsletter.status === 'scheduled'
  return redirect(
    `${newsletterListPath(context.get(languageContext))}?notice=${scheduled ? 'scheduled' : 'saved'}&id=${saved.newsletter.id}`,
  )
}
