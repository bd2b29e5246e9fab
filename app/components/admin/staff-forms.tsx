import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import {
  addStaffSchema,
  changePasswordSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '#app/domain/admin/staff-rules'
import { useTranslation } from '#app/i18n/react'
import { PasswordField, primaryButton, TextField } from './fields'

/** The Staff page's two forms (Conform, with the schemas the action parses through the edge). */

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
