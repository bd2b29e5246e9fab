import { getFormProps } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react'
import { Form, useLocation } from 'react-router'
import { CheckboxField, SelectField, TextAreaField, TextField } from '#app/components/forms/fields'
import { buttonClass, FormAlert, Honeypot, PrivacyNote, SuccessPanel } from '#app/components/forms/form-parts'
import { usePublicForm, type FormActionData, useFormReply } from '#app/components/forms/use-public-form'
import { ServicePageHeader } from '#app/components/service/page-header'
import { applicationExperienceOptions } from '#app/domain/forms/options'
import { operatorApplicationSchema } from '#app/domain/forms/schemas'
import { formatWholeDollars } from '#app/domain/money'
import { PACKAGE_PRICE_CENTS } from '#app/domain/service/operator-offer'
import { pageMeta } from '#app/i18n/meta'
import { useLang } from '#app/i18n/use-lang'
import { handleFormAction } from '#app/.server/http/form-action'
import type { Route } from './+types/operator-application'
import { passRetryAfter } from '#app/.server/http/retry-after'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'forms.meta.operatorApplication.title',
    description: 'forms.meta.operatorApplication.description',
  })

export const headers = ({ actionHeaders }: Route.HeadersArgs) => passRetryAfter(actionHeaders)

export async function action(args: Route.ActionArgs) {
  return handleFormAction('operator-application', args)
}

const k = (key: string) => `forms.operatorApplication.${key}`

function ApplicationForm({ actionData }: { actionData: FormActionData | undefined }) {
  const { t } = useTranslation()
  const lang = useLang()
  const { form, fields, onSubmit, submitting, alerts } = usePublicForm({
    id: 'operator-application-form',
    schema: operatorApplicationSchema,
    actionData,
    incompleteMessage: t(k('incomplete')),
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={onSubmit}
      className="relative space-y-5"
      data-testid="operator-application-form"
    >
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.firstName} label={t(k('firstName'))} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t(k('lastName'))} autoComplete="family-name" />
        <TextField field={fields.email} label={t(k('email'))} type="email" autoComplete="email" />
        <TextField field={fields.phone} label={t(k('phone'))} type="tel" autoComplete="tel" />
        <TextField field={fields.city} label={t(k('city'))} autoComplete="address-level2" />
        <TextField field={fields.state} label={t(k('state'))} autoComplete="address-level1" />
      </div>
      <SelectField
        field={fields.experience}
        label={t(k('experience'))}
        placeholder={t('forms.common.selectPlaceholder')}
        options={applicationExperienceOptions.map((o) => ({
          value: o,
          label: t(`forms.options.applicationExperience.${o}`),
        }))}
      />
      <CheckboxField field={fields.hasVehicle} label={t(k('hasVehicle'))} />
      <CheckboxField
        field={fields.investmentReady}
        label={t(k('investmentReady'), { price: formatWholeDollars(PACKAGE_PRICE_CENTS, lang) })}
      />
      <TextAreaField field={fields.message} label={t(k('message'))} rows={4} />
      <FormAlert messages={alerts} />
      <PrivacyNote />
      <button type="submit" disabled={submitting} className={buttonClass('service', 'w-full')}>
        {submitting ? t('forms.common.submitting') : t(k('submit'))}
      </button>
    </Form>
  )
}

/** /service/operator-application (network-site.md §2.10, §3, §5, §8). */
export default function OperatorApplication({ actionData: action }: Route.ComponentProps) {
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
            <ApplicationForm actionData={actionData} />
          )}
        </div>
      </div>
    </>
  )
}
