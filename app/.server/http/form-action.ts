import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import type { FormKind } from '#app/domain/forms/options'
import { formSchemas } from '#app/domain/forms/schemas'
import { appContext, languageContext } from '../context'
import { submitForm } from '../services/forms/forms'
import { siteOrigin } from '../site-origin'
import { firstTouchOfRequest } from './first-touch'
import { guardedEdge, type EdgeReply as FormActionData } from './guarded-edge'

/** The translation key of each form's failure message (shown in the red box above submit). */
export const failureMessage: Record<FormKind, string> = {
  lead: 'forms.contact.failure',
  playbook: 'forms.playbook.failure',
  'business-registration': 'forms.businessRegistration.failure',
  'service-contact': 'forms.serviceContact.failure',
  'operator-application': 'forms.operatorApplication.failure',
}

/**
 * The action of every public form page: the guarded edge (origin, size, honeypot, rate limit, the
 * form's Zod schema), then submitForm (row + outbox e-mails in one transaction; a repeat under the
 * same submission key stores nothing and gets the same answer, ADR 056). The answer is
 * Conform's reply, so errors appear beside the fields and typed values stay, with or without
 * JavaScript. Nothing here ever shows a stack trace: failures get the form's failure message.
 */
export async function handleFormAction(
  kind: FormKind,
  args: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const { request, context } = args
  const app = context.get(appContext)
  const edge = await guardedEdge(args, {
    form: kind,
    schema: formSchemas[kind],
    failure: failureMessage[kind],
  })
  if (!edge.ok) return edge.response
  try {
    const result = await submitForm(app.db, app.outbox, kind, edge.value, {
      lang: context.get(languageContext),
      sourcePath: new URL(request.url).pathname,
      env: app.env,
      siteUrl: siteOrigin(app.env),
      firstTouch: firstTouchOfRequest(request),
      claim: edge.claim,
    })
    if (!result.ok) {
      return data<FormActionData>({ ...edge.reply(), outcome: 'invalid' }, { status: 400 })
    }
    app.logger.info(
      { form: kind, submissionId: result.id },
      result.repeated ? 'form submission repeated: answered as before' : 'form submission stored',
    )
    const reply = edge.reply({ resetForm: true })
    return data<FormActionData>(result.guidePath ? { ...reply, guidePath: result.guidePath } : reply)
  } catch (error) {
    app.logger.error({ form: kind, err: error }, 'form submission failed')
    // What the visitor typed goes back into the form with the failure message.
    const result = parseWithZod(edge.formData, { schema: formSchemas[kind] }).reply({
      formErrors: [failureMessage[kind]],
    })
    return data<FormActionData>({ result, outcome: 'failed' }, { status: 500 })
  }
}
