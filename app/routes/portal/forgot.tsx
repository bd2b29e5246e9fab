import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import { primaryButton, TextField } from '#app/components/admin/fields'
import { PortalHoneypot } from '#app/components/portal/honeypot'
import { portalForgotSchema } from '#app/domain/portal/account-links'
import { useTranslation } from '#app/i18n/react'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { appContext, languageContext } from '#app/.server/context'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { requestPasswordReset } from '#app/.server/services/operators/operator-auth'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/forgot'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'portal.meta.forgotTitle')
export const headers = portalHeaders

export function loader() {
  return data({}, { headers: portalHeaders() })
}

/** Always the same answer: the e-mail goes out only when the address is an active account's. */
export async function action(args: Route.ActionArgs) {
  const { context } = args
  const app = context.get(appContext)
  const edge = await guardedEdge(args, {
    form: 'portal-forgot',
    schema: portalForgotSchema,
    failure: 'portal.errors.form',
    rateLimit: { limit: 5, windowMs: 15 * 60_000 },
  })
  if (!edge.ok) return edge.response
  await requestPasswordReset(app, app.env, { email: edge.value.email, lang: context.get(languageContext) })
  app.outbox.nudge()
  return data({ ...edge.reply({ resetForm: true }), sent: true })
}

export default function PortalForgot({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const [form, fields] = useForm({
    id: 'portal-forgot',
    lastResult: actionData?.result,
    constraint: getZodConstraint(portalForgotSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: portalForgotSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const sent = !!actionData && 'sent' in actionData && actionData.sent
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t('portal.forgot.title')}</h1>
        {sent ? (
          <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 px-4 py-3 text-sm">
            {t('portal.forgot.sent')}
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-600">{t('portal.forgot.intro')}</p>
            <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
              {form.errors?.length ? (
                <p id={form.errorId} role="alert" className="text-sm text-red-900">
                  {form.errors.map((e) => t(e)).join(' ')}
                </p>
              ) : null}
              <PortalHoneypot />
              <TextField
                label={t('portal.forgot.email')}
                inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'username' }}
                errors={fields.email.errors}
                errorId={fields.email.errorId}
              />
              <button type="submit" className={`${primaryButton} w-full`}>
                {t('portal.forgot.submit')}
              </button>
            </Form>
          </>
        )}
        <p className="mt-4 text-sm">
          <Link to={href('/portal')} className="text-brand-700 underline">
            {t('portal.forgot.back')}
          </Link>
        </p>
      </div>
    </div>
  )
}
