import { getFormProps } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react'
import { Form, useLocation } from 'react-router'
import { CheckboxField, SelectField, TextAreaField, TextField } from '#app/components/forms/fields'
import { buttonClass, FormAlert, Honeypot, PrivacyNote, SuccessPanel } from '#app/components/forms/form-parts'
import { usePublicForm, type FormActionData, useFormReply } from '#app/components/forms/use-public-form'
import { leadExperienceOptions } from '#app/domain/forms/options'
import { leadSchema, requiredFields } from '#app/domain/forms/schemas'
import { officeHours, telHref } from '#app/domain/settings/site-settings'
import { useLang, useSiteSettings } from '#app/i18n/use-lang'
import { pageMeta } from '#app/i18n/meta'
import { handleFormAction } from '#app/.server/http/form-action'
import { getPublicPageContent } from '#app/.server/services/content/content'
import { appContext, languageContext } from '#app/.server/context'
import type { Route } from './+types/contact'
import { passRetryAfter } from '#app/.server/http/retry-after'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'forms.meta.contact.title', description: 'forms.meta.contact.description' })

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(languageContext)
  return { content: await getPublicPageContent(context.get(appContext), 'contact', lang) }
}

export const headers = ({ actionHeaders }: Route.HeadersArgs) => passRetryAfter(actionHeaders)

export async function action(args: Route.ActionArgs) {
  return handleFormAction('lead', args)
}

type Labels = Route.ComponentProps['loaderData']['content']['form']['fields']

/** The lead form (marketing-site.md §3-§5, §8). */
function LeadForm({ labels, actionData }: { labels: Labels; actionData: FormActionData | undefined }) {
  const { t } = useTranslation()
  const { form, fields, onSubmit, submitting, hydrated, alerts } = usePublicForm({
    id: 'lead-form',
    schema: leadSchema,
    actionData,
  })
  const value = (form.value ?? {}) as Record<string, unknown>
  const filled = (name: string) => typeof value[name] === 'string' && (value[name] as string).trim() !== ''
  const mismatch = filled('confirmEmail') && value.email !== value.confirmEmail
  // Only with JavaScript: without it the button stays enabled and the server validates.
  const disabled = submitting || (hydrated && (requiredFields.lead.some((name) => !filled(name)) || mismatch))
  // The mismatch is checked as soon as the confirm field changes or loses focus; once it has been
  // touched, Conform re-checks it on every change of the e-mail field too.
  const checkConfirm = () => form.validate({ name: fields.confirmEmail.name })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={onSubmit}
      className="relative space-y-5"
      data-testid="lead-form"
    >
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.firstName} label={labels.firstName} autoComplete="given-name" />
        <TextField field={fields.lastName} label={labels.lastName} autoComplete="family-name" />
        <TextField field={fields.email} label={labels.email} type="email" autoComplete="email" />
        <TextField
          field={fields.confirmEmail}
          label={labels.confirmEmail}
          type="email"
          autoComplete="email"
          onInput={checkConfirm}
          onBlur={checkConfirm}
        />
        <TextField field={fields.phone} label={labels.phone} type="tel" autoComplete="tel" />
        <TextField field={fields.city} label={labels.city} autoComplete="address-level2" />
        <TextField field={fields.state} label={labels.state} autoComplete="address-level1" />
        <SelectField
          field={fields.experience}
          label={labels.experience}
          options={leadExperienceOptions.map((o) => ({
            value: o,
            label: t(`forms.options.leadExperience.${o}`),
          }))}
        />
      </div>
      <TextAreaField
        field={fields.message}
        label={labels.message}
        hint={t('forms.common.optional')}
        rows={4}
      />
      <CheckboxField field={fields.hasVehicle} label={labels.hasVehicle} />
      <TextField
        field={fields.referralCode}
        label={labels.referralCode}
        hint={t('forms.contact.ifApplicable')}
      />
      <FormAlert messages={alerts} />
      <PrivacyNote />
      <button type="submit" disabled={disabled} className={buttonClass('main', 'w-full')}>
        {submitting ? t('forms.common.processing') : t('forms.contact.submit')}
      </button>
    </Form>
  )
}

export default function Contact({ loaderData, actionData: action }: Route.ComponentProps) {
  const actionData = useFormReply(action)
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { hero, form } = loaderData.content
  // The business details are the site settings' (issue #30 item 2): the content never copies them.
  const settings = useSiteSettings()
  const lang = useLang()
  return (
    <>
      <section className="bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-4 text-lg text-slate-200">{hero.description}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-3">
        <section aria-labelledby="contact-details" className="lg:col-span-1" data-testid="contact-details">
          <h2 id="contact-details" className="text-2xl font-bold text-ink">
            {t('forms.contact.details.title')}
          </h2>
          <dl className="mt-6 space-y-5">
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                {t('forms.contact.details.phone')}
              </dt>
              <dd className="mt-1 text-lg">
                <a href={telHref(settings.phone)} className="font-semibold text-brand-800 underline">
                  {settings.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                {t('forms.contact.details.email')}
              </dt>
              <dd className="mt-1 text-lg">
                <a href={`mailto:${settings.email}`} className="font-semibold text-brand-800 underline">
                  {settings.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                {t('forms.contact.details.address')}
              </dt>
              <dd className="mt-1 not-italic text-slate-800">
                <address className="not-italic">{settings.postalAddress}</address>
              </dd>
            </div>
          </dl>
          <ul className="mt-6 space-y-1 text-slate-600" data-testid="contact-hours">
            <li>{t('forms.contact.details.response')}</li>
            <li>{t('forms.contact.details.hours', { hours: officeHours(settings, lang) })}</li>
            <li>{t('forms.contact.details.visits')}</li>
          </ul>
        </section>
        <section
          aria-labelledby="lead-form-title"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="lead-form-title" className="mb-6 text-2xl font-bold text-ink">
            {form.title}
          </h2>
          {actionData?.outcome === 'success' ? (
            <SuccessPanel
              title={t('forms.contact.success.title')}
              text={t('forms.contact.success.text')}
              again={t('forms.contact.success.again')}
              action={pathname}
              conversion="lead"
            />
          ) : (
            <LeadForm labels={form.fields} actionData={actionData} />
          )}
        </section>
      </div>
    </>
  )
}
