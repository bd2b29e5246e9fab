import { getFormProps } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react'
import { Form, useLocation } from 'react-router'
import { SelectField, TextAreaField, TextField } from '#app/components/forms/fields'
import { buttonClass, FormAlert, Honeypot, PrivacyNote, SuccessPanel } from '#app/components/forms/form-parts'
import { usePublicForm, type FormActionData, useFormReply } from '#app/components/forms/use-public-form'
import { ServicePageHeader } from '#app/components/service/page-header'
import { serviceTypeOptions } from '#app/domain/forms/options'
import { serviceContactSchema } from '#app/domain/forms/schemas'
import { telHref } from '#app/domain/settings/site-settings'
import { pageMeta } from '#app/i18n/meta'
import { useSiteSettings } from '#app/i18n/use-lang'
import { handleFormAction } from '#app/.server/http/form-action'
import type { Route } from './+types/contact'
import { passRetryAfter } from '#app/.server/http/retry-after'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'forms.meta.serviceContact.title',
    description: 'forms.meta.serviceContact.description',
  })

export const headers = ({ actionHeaders }: Route.HeadersArgs) => passRetryAfter(actionHeaders)

export async function action(args: Route.ActionArgs) {
  return handleFormAction('service-contact', args)
}

const k = (key: string) => `forms.serviceContact.${key}`

function ContactForm({ actionData }: { actionData: FormActionData | undefined }) {
  const { t } = useTranslation()
  const { form, fields, onSubmit, submitting, alerts } = usePublicForm({
    id: 'service-contact-form',
    schema: serviceContactSchema,
    actionData,
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={onSubmit}
      className="relative space-y-5"
      data-testid="service-contact-form"
    >
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.name} label={t(k('name'))} autoComplete="name" />
        <TextField field={fields.email} label={t(k('email'))} type="email" autoComplete="email" />
        <TextField field={fields.phone} label={t(k('phone'))} type="tel" autoComplete="tel" />
        <TextField field={fields.company} label={t(k('company'))} autoComplete="organization" />
      </div>
      <SelectField
        field={fields.serviceType}
        label={t(k('serviceType'))}
        placeholder={t('forms.common.selectPlaceholder')}
        options={serviceTypeOptions.map((o) => ({ value: o, label: t(`forms.options.serviceType.${o}`) }))}
      />
      <TextAreaField field={fields.message} label={t(k('message'))} rows={5} />
      <FormAlert messages={alerts} />
      <PrivacyNote />
      <button type="submit" disabled={submitting} className={buttonClass('service', 'w-full')}>
        {submitting ? t('forms.common.submitting') : t(k('submit'))}
      </button>
    </Form>
  )
}

/** /service/contact (network-site.md §2.10, §3 Contact message, §5). */
export default function ServiceContact({ actionData: action }: Route.ComponentProps) {
  const actionData = useFormReply(action)
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const settings = useSiteSettings()
  return (
    <>
      <ServicePageHeader title={t(k('title'))}>
        <p>{t(k('intro'))}</p>
      </ServicePageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
          {actionData?.outcome === 'success' ? (
            <SuccessPanel
              tone="service"
              title={t(k('success.title'))}
              text={t(k('success.text'))}
              again={t(k('success.again'))}
              action={pathname}
            />
          ) : (
            <ContactForm actionData={actionData} />
          )}
        </div>
        <aside aria-labelledby="service-contact-details" className="space-y-4">
          <h2 id="service-contact-details" className="text-xl font-bold text-slate-900">
            {t('forms.contact.details.title')}
          </h2>
          <p>
            <span className="block text-sm font-semibold text-slate-600">
              {t('forms.contact.details.phone')}
            </span>
            <a href={telHref(settings.servicePhone)} className="font-semibold text-blue-800 underline">
              {settings.servicePhone}
            </a>
          </p>
          <p>
            <span className="block text-sm font-semibold text-slate-600">
              {t('forms.contact.details.email')}
            </span>
            <a href={`mailto:${settings.supportEmail}`} className="font-semibold text-blue-800 underline">
              {settings.supportEmail}
            </a>
          </p>
        </aside>
      </div>
    </>
  )
}
