import { getFormProps } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react'
import { Form, useLocation } from 'react-router'
import { SelectField, TextField } from '#app/components/forms/fields'
import { buttonClass, FormAlert, Honeypot, PrivacyNote, SuccessPanel } from '#app/components/forms/form-parts'
import {
  passesSchema,
  usePublicForm,
  type FormActionData,
  useFormReply,
} from '#app/components/forms/use-public-form'
import { ServicePageHeader } from '#app/components/service/page-header'
import { businessTypeOptions, estimatedVolumeOptions } from '#app/domain/forms/options'
import { businessRegistrationSchema } from '#app/domain/forms/schemas'
import { pageMeta } from '#app/i18n/meta'
import { handleFormAction } from '#app/.server/http/form-action'
import type { Route } from './+types/business-registration'
import { passRetryAfter } from '#app/.server/http/retry-after'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'forms.meta.businessRegistration.title',
    description: 'forms.meta.businessRegistration.description',
  })

export const headers = ({ actionHeaders }: Route.HeadersArgs) => passRetryAfter(actionHeaders)

export async function action(args: Route.ActionArgs) {
  return handleFormAction('business-registration', args)
}

const k = (key: string) => `forms.businessRegistration.${key}`

function RegistrationForm({ actionData }: { actionData: FormActionData | undefined }) {
  const { t } = useTranslation()
  const { form, fields, onSubmit, submitting, hydrated, alerts } = usePublicForm({
    id: 'business-registration-form',
    schema: businessRegistrationSchema,
    actionData,
    incompleteMessage: t(k('incomplete')),
  })
  // network-site.md §5: submit is disabled until the form is valid (with JavaScript; without it
  // the server validates and answers with the messages).
  const disabled = submitting || (hydrated && !passesSchema(businessRegistrationSchema, form.value))
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={onSubmit}
      className="relative space-y-5"
      data-testid="business-registration-form"
    >
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.companyName} label={t(k('companyName'))} autoComplete="organization" />
        <TextField field={fields.contactName} label={t(k('contactName'))} autoComplete="name" />
        <TextField field={fields.email} label={t(k('email'))} type="email" autoComplete="email" />
        <TextField field={fields.phone} label={t(k('phone'))} type="tel" autoComplete="tel" />
        <TextField
          field={fields.address}
          label={t(k('address'))}
          autoComplete="address-line1"
          className="sm:col-span-2"
        />
        <TextField field={fields.city} label={t(k('city'))} autoComplete="address-level2" />
        <div className="grid grid-cols-2 gap-5">
          <TextField field={fields.state} label={t(k('state'))} autoComplete="address-level1" />
          <TextField field={fields.zipCode} label={t(k('zipCode'))} autoComplete="postal-code" />
        </div>
        <SelectField
          field={fields.businessType}
          label={t(k('businessType'))}
          placeholder={t('forms.common.selectPlaceholder')}
          options={businessTypeOptions.map((o) => ({
            value: o,
            label: t(`forms.options.businessType.${o}`),
          }))}
        />
        <SelectField
          field={fields.estimatedVolume}
          label={t(k('estimatedVolume'))}
          placeholder={t('forms.common.selectPlaceholder')}
          options={estimatedVolumeOptions.map((o) => ({
            value: o,
            label: t(`forms.options.estimatedVolume.${o}`),
          }))}
        />
      </div>
      <FormAlert messages={alerts} />
      <PrivacyNote />
      <button type="submit" disabled={disabled} className={buttonClass('service', 'w-full')}>
        {submitting ? t('forms.common.submitting') : t(k('submit'))}
      </button>
    </Form>
  )
}

/** /service/business-registration (network-site.md §2.10, §3, §5, §8). */
export default function BusinessRegistration({ actionData: action }: Route.ComponentProps) {
  const actionData = useFormReply(action)
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <>
      <ServicePageHeader title={t(k('title'))}>
        <p>{t(k('intro'))}</p>
      </ServicePageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {actionData?.outcome === 'success' ? (
            <SuccessPanel
              tone="service"
              title={t(k('success.title'))}
              text={t(k('success.text'))}
              again={t(k('success.again'))}
              action={pathname}
            />
          ) : (
            <RegistrationForm actionData={actionData} />
          )}
        </div>
      </div>
    </>
  )
}
