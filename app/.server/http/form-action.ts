import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from 'react-router'
import type { FormKind } from '#app/domain/forms/options'
import { formSchemas } from '#app/domain/forms/schemas'
import { splitLocalePath } from '#app/domain/routing/locale'
import type { FormActionData } from '#app/components/forms/use-public-form'
import { guardForm } from '../security/form-guard'
import { isSameOriginRequest } from '../security/same-origin'
import { submitForm } from '../services/forms'
import { siteOrigin } from '../site-origin'
import { readFormDataWithLimit } from './limited-body'

/** A form post larger than this is refused before it is parsed (the longest form is ~6 kB). */
const MAX_FORM_BYTES = 64 * 1024

/** The translation key of each form's failure message (shown in the red box above submit). */
export const failureMessage: Record<FormKind, string> = {
  lead: 'forms.contact.failure',
  playbook: 'forms.playbook.failure',
  'business-registration': 'forms.businessRegistration.failure',
  'service-contact': 'forms.serviceContact.failure',
  'operator-application': 'forms.operatorApplication.failure',
}

/**
 * The action of every public form page: same-origin and size checks, honeypot and rate limit,
 * the form's Zod schema, then submitForm (row + outbox e-mails in one transaction). The answer is
 * Conform's reply, so errors appear beside the fields and typed values stay, with or without
 * JavaScript. Nothing here ever shows a stack trace: failures get the form's failure message.
 */
export async function handleFormAction(
  kind: FormKind,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  const url = new URL(request.url)
  const { lang } = splitLocalePath(url.pathname)
  const schema = formSchemas[kind]
  const fail = (
    status: number,
    outcome: FormActionData['outcome'],
    options: { message?: string; formData?: FormData; headers?: HeadersInit } = {},
  ) => {
    const message = options.message ?? failureMessage[kind]
    // With the form data, the reply carries what the visitor typed back into the form.
    const result = options.formData
      ? parseWithZod(options.formData, { schema }).reply({ formErrors: [message] })
      : { status: 'error' as const, error: { '': [message] } }
    return data<FormActionData>({ result, outcome }, { status, headers: options.headers })
  }

  if (!isSameOriginRequest(request, context.env.PUBLIC_SITE_URL)) return fail(403, 'failed')
  const body = await readFormDataWithLimit(request, MAX_FORM_BYTES)
  if (!body.ok) return fail(body.reason === 'tooLarge' ? 413 : 400, 'failed')
  const formData = body.formData

  const guard = await guardForm(context.db, {
    form: kind,
    formData,
    clientIp: context.clientIp,
    scale: context.env.RATE_LIMIT_SCALE,
  })
  if (!guard.ok) {
    if (guard.reason === 'rate-limited') {
      context.logger.warn({ form: kind }, 'form rate limited')
      return fail(429, 'rate-limited', {
        message: 'forms.errors.rateLimited',
        formData,
        headers: { 'Retry-After': String(guard.retryAfterSeconds) },
      })
    }
    // Honeypot: refused like any failure, and nothing is stored (ADR 013).
    context.logger.info({ form: kind }, 'form honeypot filled: refused')
    return fail(400, 'failed', { formData })
  }

  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return data<FormActionData>({ result: submission.reply(), outcome: 'invalid' }, { status: 400 })
  }
  try {
    const result = await submitForm(context.db, context.outbox, kind, submission.value, {
      lang,
      sourcePath: url.pathname,
      env: context.env,
      siteUrl: siteOrigin(context.env, request),
    })
    if (!result.ok) {
      return data<FormActionData>({ result: submission.reply(), outcome: 'invalid' }, { status: 400 })
    }
    context.logger.info({ form: kind, submissionId: result.id }, 'form submission stored')
    return data<FormActionData>({ result: submission.reply({ resetForm: true }), outcome: 'success' })
  } catch (error) {
    context.logger.error({ form: kind, err: error }, 'form submission failed')
    return fail(500, 'failed', { formData })
  }
}
