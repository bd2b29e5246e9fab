import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import type { FormKind } from '#app/domain/forms/options'
import { formSchemas, type FormValues } from '#app/domain/forms/schemas'
import type { Lang } from '#app/domain/routing/locale'
import { appContext, languageContext, type AppContext } from '../context'
import { submitForm } from '../services/forms/forms'
import { siteOrigin } from '../site-origin'
import { firstTouchOfCookie } from './first-touch'
import {
  guardedEdge,
  rateLimitedRefusal,
  type EdgeOutcome,
  type EdgeReply as FormActionData,
} from './guarded-edge'

/** The translation key of each form's failure message (shown in the red box above submit). */
export const failureMessage: Record<FormKind, string> = {
  lead: 'forms.contact.failure',
  playbook: 'forms.playbook.failure',
  'business-registration': 'forms.businessRegistration.failure',
  'service-contact': 'forms.serviceContact.failure',
  'operator-application': 'forms.operatorApplication.failure',
}

/** The guarded edge's options of a public form (its rate limit is the edge's default). */
export const publicFormEdge = (kind: FormKind) => ({
  form: kind,
  schema: formSchemas[kind],
  failure: failureMessage[kind],
  // The hit is taken in the submission's own statement (submitForm, ADR 067).
  rateLimitAtStore: true,
})

/**
 * The action of every public form page: the guarded edge (origin, size, honeypot, rate limit, the
 * form's Zod schema), then storePublicForm. Without JavaScript the server's fast path (form-post.ts)
 * has usually answered the post already; a refusal it hands on (to be shown on the page) arrives
 * here as `formPost` and is answered as it is, nothing read or parsed again.
 */
export async function handleFormAction(
  kind: FormKind,
  args: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const { request, context } = args
  const app = context.get(appContext)
  if (app.formPost) return app.formPost
  const edge = await guardedEdge(args, publicFormEdge(kind))
  if (!edge.ok) return edge.response
  return storePublicForm(app, kind, edge, {
    lang: context.get(languageContext),
    sourcePath: new URL(request.url).pathname,
    cookie: request.headers.get('cookie'),
  })
}

/**
 * A public form that passed the edge: submitForm (row + outbox e-mails in one statement or one
 * transaction; a repeat under the same submission key stores nothing and gets the same answer,
 * ADR 056). The answer is Conform's reply, so errors appear beside the fields and typed values
 * stay, with or without JavaScript. Nothing here ever shows a stack trace: failures get the
 * form's failure message.
 */
export async function storePublicForm<K extends FormKind>(
  app: Pick<AppContext, 'db' | 'outbox' | 'env' | 'logger'>,
  kind: K,
  edge: EdgeOutcome<FormValues[K]> & { ok: true },
  request: { lang: Lang; sourcePath: string; cookie: string | null | undefined },
) {
  try {
    const result = await submitForm(app.db, app.outbox, kind, edge.value, {
      lang: request.lang,
      sourcePath: request.sourcePath,
      env: app.env,
      siteUrl: siteOrigin(app.env),
      firstTouch: firstTouchOfCookie(request.cookie),
      claim: edge.claim,
      hit: edge.hit,
    })
    if (!result.ok)
      return rateLimitedRefusal(app, publicFormEdge(kind), edge.formData, result.retryAfterSeconds).response
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
