import { data, Form, Link, redirect } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { dangerButton, primaryButton, secondaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { OperatorForm } from '#app/components/admin/operator-form'
import { SampleBadge } from '#app/components/sample-badge'
import { PortalAccessCell, type PortalAccessView } from '#app/components/admin/portal-access'
import { RecordHistory } from '#app/components/admin/record-history'
import { restorePost } from '#app/domain/admin/history'
import { inviteEmailSchema } from '#app/domain/portal/account-links'
import { rowId } from '#app/domain/admin/intents'
import {
  operatorFormErrors,
  operatorFormSchema,
  type OperatorFormErrors,
} from '#app/domain/operators/admin-form'
import { localizedPath } from '#app/domain/routing/locale'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { z } from '#app/domain/zod'
import {
  getOperatorForStaff,
  operatorPerson,
  publishOperator,
  unpublishedOperators,
  listOperatorsForStaff,
  pickableOperatorImages,
  removeOperator,
} from '#app/.server/services/operators/operator-admin'
import {
  operatorHistory,
  restoreOperatorVersion,
  saveOperatorAsStaff,
} from '#app/.server/services/operators/operator-history'
import {
  clearOperatorSignInLimits,
  disableOperatorAccess,
  inviteOperator,
  portalAccessByOperator,
  revokeInvitation,
} from '#app/.server/services/operators/operator-auth'
import { countPageChangesWaiting } from '#app/.server/services/operators/operator-page-drafts'
import { appContext, languageContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/operators'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

/**
 * The Operators tab: the list; ?new, ?edit={id} open the form (and the operator's History, ADR 046);
 * ?delete={id} asks to confirm.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const url = new URL(request.url)
  const operators = await listOperatorsForStaff(context.get(appContext))
  const editId = Number(url.searchParams.get('edit'))
  const deleteId = Number(url.searchParams.get('delete'))
  const editing = editId ? ((await getOperatorForStaff(context.get(appContext), editId)) ?? null) : null
  const saved = url.searchParams.get('saved')
  const restored = url.searchParams.get('restored')
  const deleted = url.searchParams.get('deleted')
  const portal = url.searchParams.get('portal')
  const portalNotices: Record<string, Notice> = {
    invited: {
      tone: 'success',
      key: 'portal.admin.invitedNotice',
      values: { email: url.searchParams.get('email') ?? '' },
    },
    revoked: { tone: 'success', key: 'portal.admin.revokedNotice' },
    disabled: { tone: 'success', key: 'portal.admin.disabledNotice' },
    'sign-in-cleared': { tone: 'success', key: 'portal.admin.signInClearedNotice' },
  }
  const notice: Notice | null = saved
    ? { tone: 'success', key: 'operators.admin.saved', values: { slug: saved } }
    : restored && editing
      ? { tone: 'success', key: 'admin.history.restored', values: { name: editing.name, version: restored } }
      : deleted
        ? { tone: 'success', key: 'operators.admin.deleted', values: { name: deleted } }
        : (portal && portalNotices[portal]) || null
  const access = await portalAccessByOperator(context.get(appContext), {
    scale: context.get(appContext).env.RATE_LIMIT_SCALE,
  })
  const unpublished = new Set(await unpublishedOperators(context.get(appContext)))
  return data(
    {
      email: staff.email,
      operators: operators.map((o) => {
        const account = access[o.id]
        const portal: PortalAccessView = {
          email: account?.email ?? null,
          state: account?.state.kind ?? 'none',
          expiresAt: account?.state.kind === 'invited' ? account.state.expiresAt.toISOString() : null,
          signIn: account?.signIn
            ? {
                failures: account.signIn.failures,
                pausedUntil: account.signIn.pausedUntil?.toISOString() ?? null,
              }
            : null,
        }
        return {
          id: o.id,
          name: o.name,
          slug: o.slug,
          areaServed: o.areaServed,
          contactEmail: o.contactEmail ?? null,
          sampleReviews: o.sampleReviews,
          published: !unpublished.has(o.id),
          portal,
        }
      }),
      mode: url.searchParams.has('new') ? ('new' as const) : editing ? ('edit' as const) : null,
      editing,
      // The person this operator was approved from (issue #34), linked from the form.
      personId: editing ? ((await operatorPerson(context.get(appContext), editing.id)) ?? null) : null,
      history: editing ? await operatorHistory(context.get(appContext), editing.id) : [],
      // Also after a refused save the form is shown again: the pictures are always listed.
      images: await pickableOperatorImages(context.get(appContext)),
      confirmDelete: operators.find((o) => o.id === deleteId) ?? null,
      // Operators' page changes waiting for approval (issue #21 item 2).
      pageChanges: await countPageChangesWaiting(context.get(appContext)),
      notice,
    },
    { headers: adminHeaders() },
  )
}

/** Save (every field of the operator, `id` when it exists) or delete (after the confirmation). */
const operatorsSchema = z.discriminatedUnion('intent', [
  operatorFormSchema.extend({ intent: z.literal('save'), id: rowId.optional() }),
  z.object({ intent: z.literal('delete'), id: rowId, name: z.string().max(200).optional() }),
  // Portal access (issue #21): the e-mail is checked with the invitation's rule below, beside its field.
  z.object({
    intent: z.literal('portal-invite'),
    id: rowId,
    email: z.string().max(1000).default(''),
    lang: z.enum(['en', 'es']),
  }),
  z.object({ intent: z.literal('portal-revoke'), id: rowId }),
  z.object({ intent: z.literal('portal-disable'), id: rowId }),
  z.object({ intent: z.literal('portal-clear-sign-in'), id: rowId }),
  // An approved applicant's page starts unpublished (issue #34): staff publish it when it is ready.
  z.object({ intent: z.literal('publish'), id: rowId, published: z.enum(['true', 'false']) }),
  // A version of the History section (ADR 046).
  restorePost,
])

export async function action(args: Route.ActionArgs) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-operators',
    schema: operatorsSchema,
    failure: 'operators.admin.errors.form',
    // The operator form's schema reads the raw text (an empty field is '') and converts it itself.
    coercion: false,
  })
  if (!edge.ok) {
    // The form shows its errors beside the fields, one key each.
    if (edge.reason !== 'invalid') return edge.response
    const errors = operatorFormErrors(edge.error ?? new z.ZodError([]))
    return data({ ...edge.response.data, errors }, edge.response.init ?? undefined)
  }
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const { logger } = app
  const back = (query: string) =>
    redirect(`${localizedPath(context.get(languageContext), '/admin/operators')}${query}`, {
      headers: adminHeaders(),
    })
  const value = edge.value

  if (value.intent === 'portal-invite') {
    const refuse = (key: string, status: number) =>
      data({ ...edge.reply(), portalRefused: { id: value.id, key, email: value.email } }, { status })
    const email = inviteEmailSchema.safeParse(value.email)
    if (!email.success) return refuse(email.error.issues[0]?.message ?? 'portal.errors.emailInvalid', 400)
    const result = await inviteOperator(app, context.get(appContext).env, {
      operatorId: value.id,
      email: email.data,
      lang: value.lang,
    })
    if (!result.ok)
      return refuse(result.reason === 'emailTaken' ? 'portal.admin.emailTaken' : 'portal.admin.notFound', 409)
    context.get(appContext).outbox.nudge()
    logger.info({ staffId: staff.id, operator: value.id }, 'operator invited to the portal')
    return back(`?portal=invited&email=${encodeURIComponent(email.data)}`)
  }
  if (value.intent === 'portal-revoke') {
    await revokeInvitation(app, value.id)
    logger.info({ staffId: staff.id, operator: value.id }, 'portal invitation revoked')
    return back('?portal=revoked')
  }
  if (value.intent === 'portal-disable') {
    await disableOperatorAccess(app, value.id)
    logger.info({ staffId: staff.id, operator: value.id }, 'portal access disabled')
    return back('?portal=disabled')
  }
  if (value.intent === 'portal-clear-sign-in') {
    await clearOperatorSignInLimits(app, value.id)
    logger.info({ staffId: staff.id, operator: value.id }, 'portal sign-in limits cleared')
    return back('?portal=sign-in-cleared')
  }

  if (value.intent === 'publish') {
    const ok = await publishOperator(app, value.id, value.published === 'true')
    if (ok)
      logger.info(
        { staffId: staff.id, operator: value.id, published: value.published },
        'operator page published',
      )
    return back('')
  }

  if (value.intent === 'delete') {
    const ok = await removeOperator(app, value.id)
    if (ok) logger.info({ staffId: staff.id, operator: value.id }, 'operator deleted')
    return back(ok ? `?deleted=${encodeURIComponent(value.name ?? '')}` : '')
  }

  const editor = { id: staff.id, email: staff.email }
  if (value.intent === 'restore') {
    const restored = await restoreOperatorVersion(app, editor, { id: value.id, version: value.version })
    if (restored.ok) {
      logger.info(
        { staffId: staff.id, operator: value.id, version: value.version },
        'operator version restored',
      )
      return back(`?edit=${value.id}&restored=${value.version}`)
    }
    const values = { version: value.version }
    const notice: Notice =
      restored.reason === 'refused'
        ? { tone: 'error', key: 'admin.history.refused', values, detail: restored.detail }
        : restored.reason === 'version-not-found'
          ? { tone: 'error', key: 'admin.history.notFound', values }
          : { tone: 'error', key: 'operators.admin.errors.notFound' }
    return data({ ...edge.reply(), notice }, { status: restored.reason === 'refused' ? 400 : 404 })
  }

  const { intent: _intent, id, ...profile } = value
  const result = await saveOperatorAsStaff(app, editor, id ?? null, profile)
  if (!result.ok) {
    const [errors, status]: [OperatorFormErrors, number] =
      result.reason === 'slug-taken'
        ? [{ customSlug: 'slug.taken' }, 409]
        : result.reason === 'zip-unknown'
          ? [{ zipCode: 'zipUnknown' }, 400]
          : result.reason === 'image-not-found'
            ? [{ profileImageId: 'imageNotFound' }, 400]
            : result.reason === 'sample-contact'
              ? [Object.fromEntries(result.fields.map((field) => [field, 'sampleAfterLaunch'])), 400]
              : [{ name: 'notFound' }, 404]
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]]))
    return data({ ...edge.reply({ fieldErrors }), errors }, { status })
  }
  logger.info({ staffId: staff.id, operator: result.id }, 'operator saved')
  return back(`?saved=${encodeURIComponent(profile.customSlug)}`)
}

export default function AdminOperators({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { operators, mode, editing, confirmDelete, notice } = loaderData
  const errors: OperatorFormErrors = (actionData && 'errors' in actionData && actionData.errors) || {}
  const portalRefused =
    actionData && 'portalRefused' in actionData
      ? (actionData.portalRefused as { id: number; key: string; email: string })
      : null
  const formOpen = mode !== null || Object.keys(errors).length > 0
  // A refusal that no field explains (a row that could not be read): above the list.
  const refused = formOpen ? null : replyNotice(actionData, 'operators.admin.errors.form')
  // A restore's refusal, whether or not the form is open.
  const restoreNotice = actionData && 'notice' in actionData ? (actionData.notice as Notice) : null
  return (
    <AdminLayout email={loaderData.email} title={t('operators.admin.title')}>
      <NoticeBanner notice={restoreNotice ?? notice ?? refused} />
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
      {confirmDelete ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-delete-title"
          className="mt-4 rounded border border-red-300 bg-red-50 p-4"
          data-testid="confirm-delete"
        >
          <p id="confirm-delete-title" className="font-semibold text-red-900">
            {t('operators.admin.confirmDelete', { name: confirmDelete.name })}
          </p>
          <Form method="post" className="mt-3 flex gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={confirmDelete.id} />
            <input type="hidden" name="name" value={confirmDelete.name} />
            <button type="submit" className={dangerButton}>
              {t('operators.admin.deleteConfirm')}
            </button>
            <Link to={href('/admin/operators')} className={secondaryButton}>
              {t('operators.admin.cancel')}
            </Link>
          </Form>
        </div>
      ) : null}
      {formOpen ? (
        <section aria-labelledby="operator-form-title" className="mt-6 rounded border border-slate-200 p-4">
          <h2 id="operator-form-title" className="mb-4 text-lg font-bold text-slate-900">
            {editing ? t('operators.admin.editTitle', { name: editing.name }) : t('operators.admin.newTitle')}
          </h2>
          {Object.keys(errors).length > 0 ? (
            <p role="alert" className="mb-4 text-red-800">
              {t('operators.admin.errors.form')}
            </p>
          ) : null}
          {loaderData.personId ? (
            <p className="mb-4 text-sm text-slate-700" data-testid="operator-person">
              {t('adminPipeline.approve.person')}:{' '}
              <Link to={href(`/admin/people/${loaderData.personId}`)} className="text-brand-700 underline">
                {t('adminPipeline.approve.openPerson')}
              </Link>
            </p>
          ) : null}
          <OperatorForm
            // A new version (a save, a restore) starts the form again from the stored values.
            key={editing ? `${editing.id}-${loaderData.history[0]?.version ?? 0}` : 'new'}
            operator={editing}
            images={loaderData.images}
            lastResult={(actionData as { result?: unknown } | undefined)?.result}
          />
        </section>
      ) : null}
      {editing ? (
        <RecordHistory
          recordId={editing.id}
          name={editing.name}
          entries={loaderData.history}
          fieldLabel={(field) => `operators.admin.fields.${field}`}
          testId="operator-history"
        />
      ) : null}
      <table className="mt-6 w-full text-left text-sm" data-testid="operators-admin-table">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              {t('operators.admin.fields.name')}
            </th>
            <th scope="col" className="py-2">
              {t('operators.admin.fields.customSlug')}
            </th>
            <th scope="col" className="py-2">
              {t('operators.admin.fields.areaServed')}
            </th>
            <th scope="col" className="py-2">
              {t('portal.admin.column')}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t('operators.admin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {operators.map((o) => (
            <tr key={o.id} className="border-b border-slate-200">
              <td className="py-2 font-semibold">
                {o.name}
                {o.sampleReviews ? (
                  <span title={t('operators.admin.sampleReviews')}>
                    <SampleBadge />
                    <span className="sr-only"> {t('operators.admin.sampleReviews')}</span>
                  </span>
                ) : null}
              </td>
              <td className="py-2">
                {/* An unpublished page is 404 to visitors: staff open its preview. */}
                <Link
                  to={href(o.published ? `/${o.slug}` : `/${o.slug}?preview=draft`)}
                  className="text-brand-700 underline"
                >
                  /{o.slug}
                </Link>
                {o.published ? null : (
                  <Form method="post" className="mt-1 flex flex-wrap items-center gap-2">
                    <span
                      className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                      data-testid="operator-unpublished"
                    >
                      {t('adminPipeline.approve.unpublished')}
                    </span>
                    <input type="hidden" name="intent" value="publish" />
                    <input type="hidden" name="id" value={o.id} />
                    <input type="hidden" name="published" value="true" />
                    <button type="submit" className={secondaryButton}>
                      {t('adminPipeline.approve.publish')}
                      <span className="sr-only">: {o.name}</span>
                    </button>
                  </Form>
                )}
              </td>
              <td className="py-2">{o.areaServed}</td>
              <td className="py-2">
                {o.portal ? (
                  <PortalAccessCell
                    operator={o}
                    access={o.portal}
                    refused={portalRefused?.id === o.id ? portalRefused : null}
                  />
                ) : null}
              </td>
              <td className="py-2 text-right whitespace-nowrap">
                <Link to={href(`/admin/operators?edit=${o.id}`)} className="mr-3 text-brand-700 underline">
                  {t('operators.admin.edit')}
                  <span className="sr-only">: {o.name}</span>
                </Link>
                <Link to={href(`/admin/operators?delete=${o.id}`)} className="text-red-800 underline">
                  {t('operators.admin.delete')}
                  <span className="sr-only">: {o.name}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminLayout>
  )
}
