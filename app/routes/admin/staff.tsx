import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react'
import { data, Form, useNavigation } from 'react-router'
import { AdminLayout, NoticeBanner } from '#app/components/admin/admin-layout'
import { PasswordField, primaryButton, secondaryButton, TextField } from '#app/components/admin/fields'
import { adminHeaders, adminMeta, type Notice } from '#app/components/admin/route-helpers'
import {
  addStaffSchema,
  changePasswordSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '#app/domain/admin/staff-rules'
import { useLang } from '#app/i18n/use-lang'
import {
  changeOwnPassword,
  createStaffAccount,
  setStaffAccountDisabled,
  staffAccounts,
} from '#app/.server/services/staff-auth'
import { appContext, staffContext } from '#app/.server/context'
import { boundedFormData } from '#app/.server/http/guarded-edge'
import type { Route } from './+types/staff'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches)
export const headers = adminHeaders

export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext)
  const accounts = await staffAccounts(context.get(appContext).db)
  return data(
    {
      staff: { id: staff.id, email: staff.email },
      accounts: accounts.map((a) => ({
        id: a.id,
        email: a.email,
        disabled: !!a.disabledAt,
        createdAt: a.createdAt.toISOString(),
      })),
    },
    { headers: adminHeaders() },
  )
}

/** Add an account, disable or enable another one, or change one's own password. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext)
  const formData = await boundedFormData({ request, context })
  const intent = formData.get('intent')

  if (intent === 'add') {
    const submission = parseWithZod(formData, { schema: addStaffSchema })
    if (submission.status !== 'success') {
      return data(
        { intent, result: submission.reply({ hideFields: ['password'] }), notice: null },
        { status: 400 },
      )
    }
    const created = await createStaffAccount(context.get(appContext).db, {
      ...submission.value,
      createdBy: staff.id,
    })
    if (!created.ok) {
      return data(
        {
          intent,
          result: submission.reply({
            fieldErrors: { email: ['admin.staff.errors.taken'] },
            hideFields: ['password'],
          }),
          notice: null,
        },
        { status: 409 },
      )
    }
    context
      .get(appContext)
      .logger.info({ staffId: staff.id, created: created.account.id }, 'staff account created')
    const notice: Notice = {
      tone: 'success',
      key: 'admin.staff.added',
      values: { email: created.account.email },
    }
    return { intent, result: submission.reply({ resetForm: true }), notice }
  }

  if (intent === 'disable' || intent === 'enable') {
    const id = Number(formData.get('id'))
    const result = await setStaffAccountDisabled(context.get(appContext).db, staff, id, intent === 'disable')
    const email = String(formData.get('email') ?? '')
    const notice: Notice = result.ok
      ? {
          tone: 'success',
          key: intent === 'disable' ? 'admin.staff.disabledDone' : 'admin.staff.enabledDone',
          values: { email },
        }
      : { tone: 'error', key: `admin.staff.errors.${result.reason}` }
    if (result.ok)
      context.get(appContext).logger.info({ staffId: staff.id, target: id, intent }, 'staff account changed')
    return data({ intent, result: undefined, notice }, { status: result.ok ? 200 : 400 })
  }

  if (intent === 'password') {
    const submission = parseWithZod(formData, { schema: changePasswordSchema })
    const hidden = ['currentPassword', 'newPassword', 'confirmPassword']
    if (submission.status !== 'success') {
      return data({ intent, result: submission.reply({ hideFields: hidden }), notice: null }, { status: 400 })
    }
    const changed = await changeOwnPassword(context.get(appContext).db, staff, submission.value)
    if (!changed.ok) {
      return data(
        {
          intent,
          result: submission.reply({
            fieldErrors: { currentPassword: ['admin.staff.errors.wrongCurrent'] },
            hideFields: hidden,
          }),
          notice: null,
        },
        { status: 400 },
      )
    }
    context.get(appContext).logger.info({ staffId: staff.id }, 'staff password changed')
    const notice: Notice = { tone: 'success', key: 'admin.staff.changed' }
    return { intent, result: submission.reply({ resetForm: true }), notice }
  }
  throw data('Unknown intent', { status: 400 })
}

function AddStaffForm({ lastResult, busy }: { lastResult: unknown; busy: boolean }) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'add-staff',
    lastResult: lastResult as never,
    constraint: getZodConstraint(addStaffSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addStaffSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="add" />
      <TextField
        label={t('admin.login.email')}
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <PasswordField
        label={t('admin.staff.password')}
        inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
        hint={t('admin.staff.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        {t('admin.staff.add')}
      </button>
    </Form>
  )
}

function ChangePasswordForm({ lastResult, busy }: { lastResult: unknown; busy: boolean }) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult: lastResult as never,
    constraint: getZodConstraint(changePasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="password" />
      <PasswordField
        label={t('admin.staff.currentPassword')}
        inputProps={{
          ...getInputProps(fields.currentPassword, { type: 'password' }),
          autoComplete: 'current-password',
        }}
        errors={fields.currentPassword.errors}
        errorId={fields.currentPassword.errorId}
      />
      <PasswordField
        label={t('admin.staff.newPassword')}
        inputProps={{
          ...getInputProps(fields.newPassword, { type: 'password' }),
          autoComplete: 'new-password',
        }}
        errors={fields.newPassword.errors}
        errorId={fields.newPassword.errorId}
        hint={t('admin.staff.passwordHint')}
      />
      <PasswordField
        label={t('admin.staff.confirmPassword')}
        inputProps={{
          ...getInputProps(fields.confirmPassword, { type: 'password' }),
          autoComplete: 'new-password',
        }}
        errors={fields.confirmPassword.errors}
        errorId={fields.confirmPassword.errorId}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        {t('admin.staff.change')}
      </button>
    </Form>
  )
}

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const date = new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  return (
    <AdminLayout email={loaderData.staff.email} title={t('admin.shell.tools.staff')}>
      <NoticeBanner notice={actionData?.notice} />
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
                  </td>
                  <td className="p-2">{date.format(new Date(account.createdAt))}</td>
                  <td className="p-2">
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
            lastResult={actionData?.intent === 'add' ? actionData.result : undefined}
            busy={busy}
          />
        </section>
        <section aria-labelledby="change-password-title" className="rounded border border-slate-200 p-4">
          <h2 id="change-password-title" className="mb-4 text-lg font-semibold text-slate-900">
            {t('admin.staff.changeTitle')}
          </h2>
          <ChangePasswordForm
            lastResult={actionData?.intent === 'password' ? actionData.result : undefined}
            busy={busy}
          />
        </section>
      </div>
    </AdminLayout>
  )
}
