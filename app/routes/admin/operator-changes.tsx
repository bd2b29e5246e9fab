import { data, Form, Link, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { useFormatWhen } from '#app/components/admin/admin-table'
import { adminInputClass, dangerButton, primaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { rowId } from '#app/domain/admin/intents'
import { fieldText, rejectReasonSchema, type PageDraftKey } from '#app/domain/portal/page-draft'
import { z } from '#app/domain/zod'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { appContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import {
  approvePageDraft,
  listPageChanges,
  rejectPageDraft,
} from '#app/.server/services/operators/operator-page-drafts'
import type { Route } from './+types/operator-changes'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminOperatorChanges.title')
export const headers = adminHeaders

/**
 * Operators' page changes waiting for approval (issue #21 item 2): each submitted draft with the
 * fields it changes, published and proposed side by side; Approve publishes at once, Reject needs a
 * reason, which is e-mailed to the operator.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const drafts = await listPageChanges(context.get(appContext))
  return data(
    {
      email: staff.email,
      drafts: drafts.map((d) => ({
        ...d,
        changes: d.changes.map((c) => ({
          field: c.field,
          published: fieldText(c.published),
          proposed: fieldText(c.proposed),
          kind: typeof (c.proposed ?? c.published) === 'boolean' ? ('flag' as const) : ('text' as const),
        })),
      })),
    },
    { headers: adminHeaders() },
  )
}

const changesSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), id: rowId, name: z.string().max(200).default('') }),
  z.object({
    intent: z.literal('reject'),
    id: rowId,
    name: z.string().max(200).default(''),
    reason: z.string().max(10_000).default(''),
  }),
])

export async function action(args: Route.ActionArgs) {
  const edge = await adminEdge(args, {
    form: 'admin-operator-changes',
    schema: changesSchema,
    failure: 'adminOperatorChanges.errors.form',
  })
  if (!edge.ok) return edge.response
  const app = args.context.get(appContext)
  const staff = args.context.get(staffContext)
  const value = edge.value
  if (value.intent === 'reject') {
    const reason = rejectReasonSchema.safeParse(value.reason)
    if (!reason.success) {
      const key = `adminOperatorChanges.errors.${reason.error.issues[0]?.message ?? 'reasonRequired'}`
      return data({ ...edge.reply(), rejectError: { id: value.id, key } }, { status: 400 })
    }
    const result = await rejectPageDraft(app, app.env, {
      draftId: value.id,
      staffId: staff.id,
      reason: reason.data,
    })
    if (result.ok) {
      app.outbox.nudge()
      app.logger.info({ staffId: staff.id, draft: value.id }, 'operator page changes rejected')
    }
    const notice: Notice = result.ok
      ? { tone: 'success', key: 'adminOperatorChanges.rejected', values: { name: value.name } }
      : { tone: 'error', key: 'adminOperatorChanges.notWaiting' }
    return data({ notice }, { status: result.ok ? 200 : 409 })
  }
  const result = await approvePageDraft(app, app.env, {
    draftId: value.id,
    staff: { id: staff.id, email: staff.email },
  })
  if (result.ok) app.outbox.nudge()
  if (result.ok) app.logger.info({ staffId: staff.id, draft: value.id }, 'operator page changes approved')
  const notice: Notice = result.ok
    ? { tone: 'success', key: 'adminOperatorChanges.approved', values: { name: value.name } }
    : { tone: 'error', key: 'adminOperatorChanges.notWaiting' }
  return data({ notice }, { status: result.ok ? 200 : 409 })
}

/** A changed field's label: the staff operator form's, the portal's own for its renamed fields. */
function labelKey(field: PageDraftKey): string {
  if (field === 'serviceAreas') return 'portalPage.fields.serviceAreas'
  return `operators.admin.fields.${field}`
}

export default function AdminOperatorChanges({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const formatWhen = useFormatWhen()
  const href = useLocalizedPath()
  const busy = useNavigation().state !== 'idle'
  const notice = replyNotice(actionData as never, 'adminOperatorChanges.errors.form')
  const rejectError =
    actionData && 'rejectError' in actionData ? (actionData.rejectError as { id: number; key: string }) : null
  const show = (kind: 'flag' | 'text', value: string) =>
    kind === 'flag'
      ? t(value === 'yes' ? 'adminOperatorChanges.yes' : 'adminOperatorChanges.no')
      : value || t('adminOperatorChanges.empty_value')
  return (
    <AdminLayout email={loaderData.email} title={t('adminOperatorChanges.title')}>
      <NoticeBanner notice={notice} />
      <p className="text-slate-700">{t('adminOperatorChanges.intro')}</p>
      {loaderData.drafts.length === 0 ? (
        <p className="mt-6 text-slate-700" data-testid="operator-changes-empty">
          {t('adminOperatorChanges.empty')}
        </p>
      ) : null}
      {loaderData.drafts.map((d) => (
        <section
          key={d.id}
          aria-labelledby={`draft-${d.id}-title`}
          className="mt-6 rounded border border-slate-200 p-4"
          data-testid={`operator-change-${d.id}`}
        >
          <h2 id={`draft-${d.id}-title`} className="text-lg font-bold text-slate-900">
            {d.name}
          </h2>
          <p className="text-sm text-slate-600">
            {t('adminOperatorChanges.submittedAt', { date: formatWhen(d.submittedAt) })} ·{' '}
            <Link to={href(`/${d.slug}`)} className="text-brand-700 underline">
              {t('adminOperatorChanges.viewPage', { name: d.name })}
            </Link>
          </p>
          <table className="mt-3 w-full table-fixed text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="w-1/5 py-2">
                  {t('adminOperatorChanges.field')}
                </th>
                <th scope="col" className="py-2">
                  {t('adminOperatorChanges.published')}
                </th>
                <th scope="col" className="py-2">
                  {t('adminOperatorChanges.proposed')}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.changes.map((c) => (
                <tr key={c.field} className="border-b border-slate-200 align-top" data-field={c.field}>
                  <th scope="row" className="py-2 pr-2 font-semibold">
                    {t(labelKey(c.field))}
                  </th>
                  <td className="py-2 pr-2 break-words whitespace-pre-line text-slate-600">
                    {show(c.kind, c.published)}
                  </td>
                  <td className="py-2 break-words whitespace-pre-line text-slate-900">
                    {show(c.kind, c.proposed)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-4 flex flex-wrap items-start gap-6">
            <Form method="post">
              <input type="hidden" name="intent" value="approve" />
              <input type="hidden" name="id" value={d.id} />
              <input type="hidden" name="name" value={d.name} />
              <button type="submit" className={primaryButton} disabled={busy}>
                {t('adminOperatorChanges.approve')}
                <span className="sr-only">: {d.name}</span>
              </button>
            </Form>
            <Form method="post" className="grow">
              <input type="hidden" name="intent" value="reject" />
              <input type="hidden" name="id" value={d.id} />
              <input type="hidden" name="name" value={d.name} />
              <label htmlFor={`reject-reason-${d.id}`} className="block text-sm font-semibold text-slate-800">
                {t('adminOperatorChanges.reason')}
              </label>
              <textarea
                id={`reject-reason-${d.id}`}
                name="reason"
                rows={2}
                required
                maxLength={2000}
                aria-invalid={rejectError?.id === d.id || undefined}
                aria-describedby={rejectError?.id === d.id ? `reject-reason-${d.id}-error` : undefined}
                className={adminInputClass}
              />
              {rejectError?.id === d.id ? (
                <p id={`reject-reason-${d.id}-error`} className="mt-1 text-sm text-red-800">
                  {t(rejectError.key)}
                </p>
              ) : null}
              <button type="submit" className={`${dangerButton} mt-2`} disabled={busy}>
                {t('adminOperatorChanges.reject')}
                <span className="sr-only">: {d.name}</span>
              </button>
            </Form>
          </div>
        </section>
      ))}
    </AdminLayout>
  )
}
