import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import {
  addStaffSchema,
  changePasswordSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '#app/domain/admin/staff-rules'
import type { AccountState } from '#app/domain/auth/account-links'
import { languages } from '#app/domain/routing/locale'
import { useTranslation } from '#app/i18n/react'
import { useFormatWhen } from './admin-table'
import { adminInputClass, Control, PasswordField, primaryButton, secondaryButton, TextField } from './fields'

/**
 * The Staff page's parts: an account's state and its row buttons, and the two forms (Conform, with
 * the schemas the action parses through the edge).
 */

/** An account's state: active, disabled, invited (its link valid until when) or its invitation expired. */
export function StaffState({
  state,
  inviteExpiresAt,
}: {
  state: AccountState['kind']
  inviteExpiresAt: string | null
}) {
  const { t } = useTranslation()
  const formatWhen = useFormatWhen()
  if (state === 'invited' && inviteExpiresAt)
    return <>{t('admin.staff.invitedUntil', { time: formatWhen(inviteExpiresAt) })}</>
  if (state === 'inviteExpired') return <>{t('admin.staff.inviteExpired')}</>
  return <>{state === 'disabled' ? t('admin.staff.disabled') : t('admin.staff.active')}</>
}

/** A row's button (disable, enable, send a link): its accessible name says whose account. */
export function AccountButton(props: {
  intent: 'disable' | 'enable' | 'send-link'
  account: { id: number; email: string }
  text: 'disable' | 'enable' | 'sendReset' | 'resendInvite'
  busy: boolean
}) {
  const { t } = useTranslation()
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.account.id} />
      <input type="hidden" name="email" value={props.account.email} />
      <button
        type="submit"
        className={secondaryButton}
        aria-label={t(`admin.staff.${props.text}`, { email: props.account.email })}
        disabled={props.busy}
      >
        {t(`admin.staff.${props.text}Short`)}
      </button>
    </Form>
  )
}

export function AddStaffForm({ lastResult, busy }: { lastResult: unknown; busy: boolean }) {
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
      <p className="text-sm text-slate-700">{t('admin.staff.addIntro')}</p>
      <TextField
        label={t('admin.login.email')}
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <Control field={fields.lang} label={t('admin.staff.lang')}>
        {(describedBy) => {
          const { key, ...rest } = getSelectProps(fields.lang)
          return (
            <select key={key} {...rest} aria-describedby={describedBy} className={adminInputClass}>
              {languages.map((lang) => (
                <option key={lang} value={lang}>
                  {t(`admin.staff.langs.${lang}`)}
                </option>
              ))}
            </select>
          )
        }}
      </Control>
      <PasswordField
        label={t('admin.staff.initialPassword')}
        inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
        hint={t('admin.staff.initialPasswordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        {t('admin.staff.add')}
      </button>
    </Form>
  )
}

export function ChangePasswordForm({ lastResult, busy }: { lastResult: unknown; busy: boolean }) {
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
