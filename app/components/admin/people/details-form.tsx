import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { Control, adminInputClass, primaryButton, TextField } from '#app/components/admin/fields'
import {
  personActionSchema,
  personDetailFields,
  personDetailsSchema,
  type PersonDetailField,
} from '#app/domain/people/person-form'
import { useTranslation } from '#app/i18n/react'
import type { PersonReply } from './person-parts'
import type { PersonPageData } from './types'

/**
 * "Edit details": every detail field, checked in the browser with the schema the action parses
 * (personActionSchema, intent 'edit'), refusals beside their fields.
 */
export function DetailsForm({
  person,
  reply,
}: {
  person: PersonPageData['person']
  reply: PersonReply | undefined
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const replied = reply?.intent ?? reply?.result?.initialValue?.intent
  const [form, fields] = useForm<Record<PersonDetailField, string>>({
    id: 'person-edit',
    lastResult: replied === 'edit' ? (reply?.result as never) : undefined,
    defaultValue: Object.fromEntries(personDetailFields.map((f) => [f, person[f] ?? ''])),
    constraint: getZodConstraint(personDetailsSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: personActionSchema }) as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const invalid = replied === 'edit' && reply?.result?.error && Object.keys(reply.result.error).length > 0
  const text = (
    name: Exclude<(typeof personDetailFields)[number], 'lang'>,
    type: 'text' | 'email' | 'tel' = 'text',
    hint?: string,
  ) => {
    const field = fields[name]
    return (
      <TextField
        label={t(`adminPerson.details.${name}`)}
        inputProps={{ ...getInputProps(field, { type }), autoComplete: 'off' }}
        errors={field.errors}
        errorId={field.errorId}
        hint={hint}
      />
    )
  }
  return (
    <details className="mt-4" open={Boolean(invalid)}>
      <summary className="cursor-pointer font-semibold text-brand-800">
        {t('adminPerson.details.edit')}
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3" data-testid="person-edit-form">
        <input type="hidden" name="intent" value="edit" />
        <div className="grid gap-3 sm:grid-cols-2">
          {text('firstName')}
          {text('lastName')}
        </div>
        {text('email', 'email')}
        {text('phone', 'tel')}
        {text('businessName')}
        <div className="grid gap-3 sm:grid-cols-3">
          {text('city')}
          {text('state', 'text', t('adminPerson.details.stateHint'))}
          {text('zip')}
        </div>
        <Control field={fields.lang} label={t('adminPerson.details.lang')}>
          {(describedBy) => (
            <select
              {...getSelectProps(fields.lang)}
              key={fields.lang.key}
              aria-describedby={describedBy}
              className={adminInputClass}
            >
              <option value="en">{t('adminPerson.languages.en')}</option>
              <option value="es">{t('adminPerson.languages.es')}</option>
            </select>
          )}
        </Control>
        <button type="submit" className={primaryButton} disabled={busy}>
          {t('adminPerson.details.save')}
        </button>
      </Form>
    </details>
  )
}
