import { useTranslation } from '#app/i18n/react'
import { data, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { adminHeaders, adminMeta, replyNotice, type Notice } from '#app/components/admin/route-helpers'
import {
  AccountButton,
  AddStaffForm,
  ChangePasswordForm,
  StaffState,
} from '#app/components/admin/staff-forms'
import { ClearSignInLimits, SignInLimitNote } from '#app/components/admin/sign-in-limit'
import { staffPageSchema } from '#app/domain/admin/staff-rules'
import { useLang, useSiteTimeZone } from '#app/i18n/use-lang'
import { formatInZone } from '#app/domain/time/format'
import {
  changeOwnPassword,
  clearStaffSignInLimits,
  createStaffAccount,
  setStaffAccountDisabled,
  staffAccounts,
} from '#app/.server/services/operations/staff-auth'
import { inviteStaffMember, sendStaffPasswordLink } from '#app/.server/services/operations/staff-links'
import { appContext, staffContext } from '#app/.server/context'
import { adminEdge } from '#app/.server/http/admin-edge'
import type { Route } from './+types/staff'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const app = context.get(appContext)
  const accounts = await staffAccounts(app, { scale: app.env.RATE_LIMIT_SCALE })
  // Arrived from a set-password link (admin/set-password.tsx): signed in with the new password.
  const passwordSet = new URL(request.url).searchParams.has('password-set')
  return data(
    {
      staff: { id: staff.id, email: staff.email },
      notice: passwordSet ? ({ tone: 'success', key: 'admin.staff.passwordSet' } satisfies Notice) : null,
      accounts: accounts.map((a) => ({
        id: a.id,
        email: a.email,
        disabled: !!a.disabledAt,
        // Active, disabled, invited (until when) or its invitation expired.
        state: a.state.kind,
        inviteExpiresAt: a.state.kind === 'invited' ? a.state.expiresAt.toISOString() : null,
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
 * Add an account (an invitation by e-mail, or with a password), disable or enable another one,
 * e-mail another one a link to set their password, clear an account's sign-in limits, or change
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
    const { email, lang, password } = value
    const created = password
      ? await createStaffAccount(app, { email, password, lang, createdBy: staff.id })
      : await inviteStaffMember(app, app.env, { email, lang, createdBy: staff.id })
    if (!created.ok) return answer(null, 409, { email: ['admin.staff.errors.taken'] })
    logger.info(
      { staffId: staff.id, created: created.account.id, invited: !password },
      'staff account created',
    )
    if (password)
      return answer({ tone: 'success', key: 'admin.staff.added', values: { email: created.account.email } })
    app.outbox.nudge()
    return answer({ tone: 'success', key: 'admin.staff.invited', values: { email: created.account.email } })
  }

  if (value.intent === 'send-link') {
    const sent = await sendStaffPasswordLink(app, app.env, staff, value.id)
    if (!sent.ok) return answer({ tone: 'error', key: `admin.staff.errors.${sent.reason}` }, 400)
    app.outbox.nudge()
    logger.info({ staffId: staff.id, target: value.id, purpose: sent.purpose }, 'staff password link sent')
    const key = sent.purpose === 'invite' ? 'admin.staff.inviteSent' : 'admin.staff.resetSent'
    return answer({ tone: 'success', key, values: { email: sent.email } })
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
      <NoticeBanner
        notice={replyNotice(actionData, 'admin.staff.invalid') ?? (actionData ? null : loaderData.notice)}
      />
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
                    <StaffState state={account.state} inviteExpiresAt={account.inviteExpiresAt} />
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
                    {self || account.disabled ? null : (
                      // A reset link, or the invitation again to an account still without a password.
                      <AccountButton
                        intent="send-link"
                        account={account}
                        text={account.state === 'active' ? 'sendReset' : 'resendInvite'}
                        busy={busy}
                      />
                    )}
                    {self ? null : (
                      <AccountButton
                        intent={account.disabled ? 'enable' : 'disable'}
                        account={account}
                        text={account.disabled ? 'enable' : 'disable'}
                        busy={busy}
                      />
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
