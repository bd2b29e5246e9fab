import { data, Link } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { primaryButton } from '#app/components/admin/fields'
import { ConfirmDeleteOperator, OperatorFormSection } from '#app/components/admin/operators/operator-panels'
import { OperatorsTable, type PortalRefused } from '#app/components/admin/operators/operators-table'
import { RecordHistory } from '#app/components/admin/record-history'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { optionalRowId } from '#app/domain/admin/intents'
import type { OperatorFormErrors } from '#app/domain/operators/admin-form'
import { operatorsNotice } from '#app/domain/operators/admin-posts'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { appContext, staffContext } from '#app/.server/context'
import { operatorsAction } from '#app/.server/http/operators-action'
import { operatorsScreen } from '#app/.server/services/operators/operator-screen'
import type { Route } from './+types/operators'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Operators tab: the list; ?new, ?edit={id} open the form (and the operator's History, ADR 046);
 * ?delete={id} asks to confirm. Every post goes through `operatorsAction` (issue #43): the form's
 * save, delete, restore, and the operators' own portal access and publishing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const screen = await operatorsScreen(context.get(appContext), {
    editId: optionalRowId(params.get('edit')),
    deleteId: optionalRowId(params.get('delete')),
  })
  return data(
    {
      email: context.get(staffContext).email,
      ...screen,
      mode: params.has('new') ? ('new' as const) : screen.editing ? ('edit' as const) : null,
      notice: operatorsNotice(params, screen.editing?.name ?? null),
    },
    { headers: adminHeaders() },
  )
}

export const action = (args: Route.ActionArgs) => operatorsAction(args)

type Reply = { errors?: OperatorFormErrors; portalRefused?: PortalRefused; notice?: Notice; result?: unknown }

export default function AdminOperators({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { operators, mode, editing, confirmDelete, notice } = loaderData
  const reply = (actionData ?? undefined) as Reply | undefined
  const errors = reply?.errors ?? {}
  const formOpen = mode !== null || Object.keys(errors).length > 0
  // A refusal that no field explains (a row that could not be read): above the list.
  const refused = formOpen ? null : replyNotice(reply as never, 'operators.admin.errors.form')
  const history = loaderData.history ?? []
  return (
    <AdminLayout email={loaderData.email} title={t('operators.admin.title')}>
      {/* A restore's refusal, whether or not the form is open; else the query's notice. */}
      <NoticeBanner notice={reply?.notice ?? notice ?? refused} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link
          to={href('/admin/operator-changes')}
          className="mr-auto font-semibold text-brand-700 underline"
          data-testid="operator-changes-link"
        >
          {t('adminOperatorChanges.link', { count: loaderData.pageChanges })}
        </Link>
        <Link to={href('/admin/operators?new')} className={primaryButton}>
          {t('operators.admin.add')}
        </Link>
      </div>
      {confirmDelete ? <ConfirmDeleteOperator operator={confirmDelete} /> : null}
      {formOpen ? (
        <OperatorFormSection
          editing={editing}
          refused={Object.keys(errors).length > 0}
          personId={loaderData.personId}
          version={history[0]?.version ?? 0}
          images={loaderData.images}
          lastResult={reply?.result}
        />
      ) : null}
      {editing ? (
        <RecordHistory
          recordId={editing.id}
          name={editing.name}
          entries={history}
          fieldLabel={(field) => `operators.admin.fields.${field}`}
          testId="operator-history"
        />
      ) : null}
      <OperatorsTable operators={operators} portalRefused={reply?.portalRefused ?? null} />
    </AdminLayout>
  )
}
