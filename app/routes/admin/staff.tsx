import { useTranslation } from '#app/i18n/react'
import { data, Form, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { secondaryButton } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import { AddStaffForm, ChangePasswordForm } from '#app/components/admin/staff-forms'
import { ClearSignInLimits, SignInLimitNote } from '#app/components/admin/sign-in-limit'
import { staffPageSchema } from '#app/domain/admin/staff-rules'
import { useLang, useSiteTimeZone } from '#app/i18n/use-lang'
import { formatInZone } from '#app/domain/newsletter/time-zone'
import {
  changeOwnPassword,
  clearStaffSignInLimits,
  createStaffAccount,
  setStaffAccountDisabled,
  staffAccounts,
} from '#app/.server/services/operations/staff-auth'
import { appContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/staff'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const accounts = await staffAccounts(app, { scale: app.env.RATE_LIMIT_SCALE })
  return data(
    {
      staff: { id: staff.id, email: staff.email },
      accounts: accounts.map((a) => ({
        id: a.id,
        email: a.email,
        disabled: !!a.disabledAt,
        createdAt: a.createdAt.toISOString(),
        // Unknown browsers paused or slowed after failed sign-ins (ADR 055); null at rest.
        signIn: a.signIn && {
          failures: a.signIn.failures,
          pausedUntil: a.signIn.pausedUntil?.toISOString() ?? null,
        },
      })),
    },
    { headers: adminHeaders() },
  )
}

/**
 * Add an account, disable or enable another one, clear an account's sign-in limits, or change
 * one's own password.
 */
export async function action(args: Route.ActionArgs) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-staff',
    schema: staffPageSchema,
    failure: 'admin.staff.invalid',
    hideFields: passwordFields,
  })
  if (!edge.ok) return edge.response
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const { logger } = app
  const value = edge.value
  const answer = (notice: Notice | null, status = 200, fieldErrors?: Record<string, string[]>) =>
    data(
      {
        ...edge.reply(fieldErrors ? { fieldErrors, hideFields: passwordFields } : { resetForm: true }),
        intent: value.intent,
        notice,
      },
      { status },
    )

  if (value.intent === 'add') {
    const created = await createStaffAccount(app, {
      email: value.email,
      password: value.password,
      createdBy: staff.id,
    })
    if (!created.ok) return answer(null, 409, { email: ['admin.staff.errors.taken'] })
    logger.info({ staffId: staff.id, created: created.account.id }, 'staff account created')
    return answer({ tone: 'success', key: 'admin.staff.added', values: { email: created.account.email } })
  }

  if (value.intent === 'password') {
    const changed = await changeOwnPassword(app, staff, value)
    if (!changed.ok) return answer(null, 400, { currentPassword: ['admin.staff.errors.wrongCurrent'] })
    logger.info({ staffId: staff.id }, 'staff password changed')
    return answer({ tone: 'success', key: 'admin.staff.changed' })
  }

  if (value.intent === 'clear-sign-in') {
    const cleared = await clearStaffSignInLimits(app, value.id)
    if (!cleared.ok) return answer({ tone: 'error', key: 'admin.staff.errors.notFound' }, 400)
    logger.info({ staffId: staff.id, target: value.id }, 'staff sign-in limits cleared')
    return answer({ tone: 'success', key: 'admin.signInLimits.cleared', values: { email: cleared.email } })
  }

  const disable = value.intent === 'disable'
  const result = await setStaffAccountDisabled(app, staff, value.id, disable)
  if (!result.ok) return answer({ tone: 'error', key: `admin.staff.errors.${result.reason}` }, 400)
  logger.info({ staffId: staff.id, target: value.id, intent: value.intent }, 'staff account changed')
  const key = disable ? 'admin.staff.disabledDone' : 'admin.staff.enabledDone'
  return answer({ tone: 'success', key, values: { email: value.email } })
}

const passwordFields = ['password', 'currentPassword', 'newPassword', 'confirmPassword']

/** Which form an answer is for: its own intent, or the intent the refused post carried. */
function intentOf(reply: unknown): string | undefined {
  const r = reply as { intent?: string; result?: { initialValue?: { intent?: unknown } } } | undefined
  const posted = r?.result?.initialValue?.intent
  return r?.intent ?? (typeof posted === 'string' ? posted : undefined)
}

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const zone = useSiteTimeZone()
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tools.staff')}>
      <NoticeBanner notice={replyNotice(actionData, 'admin.staff.invalid')} />
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">
            {t('admin.staff.listTitle')}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 bg-slate-50">
              <th scope="col" className="p-2">
                {t('admin.staff.email')}
              </th>
              <th scope="col" className="p-2">
                {t('admin.staff.status')}
              </th>
              <th scope="col" className="p-2">
                {t('admin.staff.created')}
              </th>
              <th scope="col" className="p-2">
                {t('admin.staff.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.accounts.map((account) => {
              const self = account.id === loaderData.staff.id
              return (
                <tr key={account.id} className="border-b border-slate-200">
                  <th scope="row" className="p-2 font-normal">
                    {account.email}{' '}
                    {self ? <span className="text-slate-600">{t('admin.staff.you')}</span> : null}
                  </th>
                  <td className="p-2">
                    {account.disabled ? t('admin.staff.disabled') : t('admin.staff.active')}
                    <SignInLimitNote limit={account.signIn} />
                  </td>
                  <td className="p-2">{formatInZone(account.createdAt, zone, lang, { dateOnly: true })}</td>
                  <td className="space-y-2 p-2">
                    {account.signIn ? (
                      <ClearSignInLimits
                        intent="clear-sign-in"
                        id={account.id}
                        name={account.email}
                        busy={busy}
                      />
                    ) : null}
                    {self ? null : (
                      <Form method="post">
                        <input type="hidden" name="intent" value={account.disabled ? 'enable' : 'disable'} />
                        <input type="hidden" name="id" value={account.id} />
                        <input type="hidden" name="email" value={account.email} />
                        <button
                          type="submit"
                          className={secondaryButton}
                          aria-label={t(account.disabled ? 'admin.staff.enable' : 'admin.staff.disable', {
                            email: account.email,
                          })}
                          disabled={busy}
                        >
                          {account.disabled ? t('admin.staff.enableShort') : t('admin.staff.disableShort')}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="add-staff-title" className="rounded border border-slate-200 p-4">
          <h2 id="add-staff-title" className="mb-4 text-lg font-semibold text-slate-900">
            {t('admin.staff.addTitle')}
          </h2>
          <AddStaffForm
            lastResult={intentOf(actionData) === 'add' ? actionData?.result : undefined}
            busy={busy}
          />
        </section>
        <section aria-labelledby="change-password-title" className="rounded border border-slate-200 p-4">
          <h2 id="change-password-title" className="mb-4 text-lg font-semibold text-slate-900">
            {t('admin.staff.changeTitle')}
          </h2>
          <ChangePasswordForm
            lastResult={intentOf(actionData) === 'password' ? actionData?.result : undefined}
            busy={busy}
          />
        </section>
      </div>
    </AdminLayout>
  )
}
