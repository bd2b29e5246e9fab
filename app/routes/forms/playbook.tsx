import { getFormProps } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react'
import { Form, Link, useLocation } from 'react-router'
import { SelectField, TextField } from '#app/components/forms/fields'
import { buttonClass, FormAlert, Honeypot, PrivacyNote, SuccessPanel } from '#app/components/forms/form-parts'
import { usePublicForm, type FormActionData, useFormReply } from '#app/components/forms/use-public-form'
import { CheckIcon } from '#app/components/marketing/icons'
import { hearAboutUsOptions } from '#app/domain/forms/options'
import { playbookSchema } from '#app/domain/forms/schemas'
import { pageMeta } from '#app/i18n/meta'
import { handleFormAction } from '#app/.server/http/form-action'
import type { Route } from './+types/playbook'
import { passRetryAfter } from '#app/.server/http/retry-after'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'forms.meta.playbook.title', description: 'forms.meta.playbook.description' })

export const headers = ({ actionHeaders }: Route.HeadersArgs) => passRetryAfter(actionHeaders)

export async function action(args: Route.ActionArgs) {
  return handleFormAction('playbook', args)
}

const inside = ['model', 'costs', 'vehicle', 'clients', 'launch'] as const

function PlaybookForm({ actionData }: { actionData: FormActionData | undefined }) {
  const { t } = useTranslation()
  const { form, fields, onSubmit, submitting, alerts } = usePublicForm({
    id: 'playbook-form',
    schema: playbookSchema,
    actionData,
    incompleteMessage: t('forms.playbook.incomplete'),
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={onSubmit}
      className="relative space-y-5"
      data-testid="playbook-form"
    >
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          field={fields.firstName}
          label={t('forms.playbook.form.firstName')}
          autoComplete="given-name"
        />
        <TextField
          field={fields.lastName}
          label={t('forms.playbook.form.lastName')}
          autoComplete="family-name"
        />
        <TextField
          field={fields.email}
          label={t('forms.playbook.form.email')}
          type="email"
          autoComplete="email"
        />
        <TextField
          field={fields.phone}
          label={t('forms.playbook.form.phone')}
          type="tel"
          autoComplete="tel"
        />
      </div>
      <SelectField
        field={fields.hearAboutUs}
        label={t('forms.playbook.form.hearAboutUs')}
        placeholder={t('forms.common.selectPlaceholder')}
        options={hearAboutUsOptions.map((o) => ({ value: o, label: t(`forms.options.hearAboutUs.${o}`) }))}
      />
      <FormAlert messages={alerts} />
      <PrivacyNote />
      <button type="submit" disabled={submitting} className={buttonClass('main', 'w-full')}>
        {submitting ? t('forms.common.processing') : t('forms.playbook.form.submit')}
      </button>
      <p className="text-sm text-slate-600">{t('forms.playbook.form.privacy')}</p>
    </Form>
  )
}

/**
 * The lead-magnet page (network-site.md §2.11): what the playbook holds, and the form to get it.
 * /playbook/guide shows it too to a visitor without the guide's key (playbook-guide.tsx).
 */
export function PlaybookPage({ actionData }: { actionData: FormActionData | undefined }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <div className="bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2 lg:py-20">
        <section className="text-white" aria-labelledby="playbook-title">
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">
            {t('forms.playbook.badge')}
          </p>
          <h1 id="playbook-title" className="mt-4 text-4xl font-black tracking-tight sm:text-5xl">
            {t('forms.playbook.title')}
          </h1>
          <p className="mt-4 text-lg text-slate-200">{t('forms.playbook.intro')}</p>
          <h2 className="mt-8 text-xl font-bold">{t('forms.playbook.inside.title')}</h2>
          <ul className="mt-4 space-y-3">
            {inside.map((key) => (
              <li key={key} className="flex gap-3 text-slate-100">
                <CheckIcon className="mt-0.5 h-5 w-5 flex-none text-brand-100" />
                <span>{t(`forms.playbook.inside.items.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="playbook-form-title" className="rounded-xl bg-white p-6 shadow-xl sm:p-8">
          <h2 id="playbook-form-title" className="text-2xl font-bold text-ink">
            {t('forms.playbook.form.title')}
          </h2>
          <p className="mb-6 mt-2 text-slate-600">{t('forms.playbook.form.text')}</p>
          {actionData?.outcome === 'success' ? (
            <SuccessPanel
              title={t('forms.playbook.success.title')}
              text={t('forms.playbook.success.text')}
              again={t('forms.playbook.success.again')}
              action={pathname}
              conversion="playbook"
            >
              {actionData.guidePath ? (
                <p className="mt-4">
                  <Link
                    to={actionData.guidePath}
                    className="font-semibold text-brand-800 underline"
                    data-testid="playbook-guide-link"
                  >
                    {t('forms.playbook.success.open')}
                  </Link>
                </p>
              ) : null}
            </SuccessPanel>
          ) : (
            <PlaybookForm actionData={actionData} />
          )}
        </section>
      </div>
    </div>
  )
}

export default function Playbook({ actionData: action }: Route.ComponentProps) {
  const actionData = useFormReply(action)
  return <PlaybookPage actionData={actionData} />
}
