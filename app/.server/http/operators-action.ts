import { data, redirect, type RouterContextProvider } from 'react-router'
import type { Notice } from '#app/domain/http/replies'
import { ADMIN_CACHE_CONTROL } from '#app/domain/http/replies'
import { operatorFormErrors, type OperatorFormErrors } from '#app/domain/operators/admin-form'
import { operatorsSchema, type OperatorsPost } from '#app/domain/operators/admin-posts'
import { localizedPath } from '#app/domain/routing/locale'
import { z } from '#app/domain/zod'
import { appContext, languageContext, staffContext, type AppContext } from '../context'
import { publishOperator, removeOperator } from '../services/operators/operator-admin'
import {
  clearOperatorSignInLimits,
  disableOperatorAccess,
  inviteOperator,
  revokeInvitation,
} from '../services/operators/operator-auth'
import { restoreOperatorVersion, saveOperatorAsStaff } from '../services/operators/operator-history'
import { adminEdge } from './admin-edge'
import type { EdgeOutcome } from './guarded-edge'

/**
 * The Operators tab's action (issue #43): one parse by the admin edge (ADR 021) of every post
 * (`operatorsSchema`), then the handler of its intent. A done post redirects to the tab with the
 * notice's query (`?saved=`, `?deleted=`, `?edit={id}&restored=`, `?portal=`); a refusal answers
 * beside its field: the form's `errors` (one key a field), or `portalRefused` beside a row's
 * invitation address.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> }
type Of<I extends OperatorsPost['intent']> = Extract<OperatorsPost, { intent: I }>
type Edge = Extract<EdgeOutcome<OperatorsPost>, { ok: true }>
type Ctx = {
  app: AppContext
  editor: { id: number; email: string }
  edge: Edge
  /** To the tab, with the notice's query. */
  back: (query: string) => Response
  log: (event: string, details?: object) => void
}

const headers = { 'Cache-Control': ADMIN_CACHE_CONTROL }

/** The intents, each its handler: what operators have of their own beside the form's save. */
const handlers: { [I in OperatorsPost['intent']]: (post: Of<I>, ctx: Ctx) => Promise<unknown> } = {
  async 'portal-invite'(post, { app, edge, back, log }) {
    const result = await inviteOperator(app, app.env, {
      operatorId: post.id,
      email: post.email,
      lang: post.lang,
    })
    if (!result.ok) {
      const key = result.reason === 'emailTaken' ? 'portal.admin.emailTaken' : 'portal.admin.notFound'
      return data(
        { ...edge.reply(), portalRefused: { id: post.id, key, email: post.email } },
        { status: 409 },
      )
    }
    app.outbox.nudge()
    log('operator invited to the portal')
    return back(`?portal=invited&email=${encodeURIComponent(post.email)}`)
  },
  async 'portal-revoke'(post, { app, back, log }) {
    await revokeInvitation(app, post.id)
    log('portal invitation revoked')
    return back('?portal=revoked')
  },
  async 'portal-disable'(post, { app, back, log }) {
    await disableOperatorAccess(app, post.id)
    log('portal access disabled')
    return back('?portal=disabled')
  },
  async 'portal-clear-sign-in'(post, { app, back, log }) {
    await clearOperatorSignInLimits(app, post.id)
    log('portal sign-in limits cleared')
    return back('?portal=sign-in-cleared')
  },
  // An approved applicant's page starts unpublished (issue #34): staff publish it when it is ready.
  async publish(post, { app, back, log }) {
    if (await publishOperator(app, post.id, post.published === 'true'))
      log('operator page published', { published: post.published })
    return back('')
  },
  async delete(post, { app, back, log }) {
    const ok = await removeOperator(app, post.id)
    if (ok) log('operator deleted')
    return back(ok ? `?deleted=${encodeURIComponent(post.name ?? '')}` : '')
  },
  // A version of the History section (ADR 046).
  async restore(post, { app, editor, edge, back, log }) {
    const restored = await restoreOperatorVersion(app, editor, { id: post.id, version: post.version })
    if (restored.ok) {
      log('operator version restored', { version: post.version })
      return back(`?edit=${post.id}&restored=${post.version}`)
    }
    const values = { version: post.version }
    const notice: Notice =
      restored.reason === 'refused'
        ? { tone: 'error', key: 'admin.history.refused', values, detail: restored.detail }
        : restored.reason === 'version-not-found'
          ? { tone: 'error', key: 'admin.history.notFound', values }
          : { tone: 'error', key: 'operators.admin.errors.notFound' }
    return data({ ...edge.reply(), notice }, { status: restored.reason === 'refused' ? 400 : 404 })
  },
  async save(post, { app, editor, edge, back, log }) {
    const { intent: _intent, id, ...profile } = post
    const result = await saveOperatorAsStaff(app, editor, id ?? null, profile)
    if (!result.ok) {
      const [errors, status]: [OperatorFormErrors, number] =
        result.reason === 'slug-taken'
          ? [{ customSlug: 'slug.taken' }, 409]
          : result.reason === 'zip-unknown'
            ? [{ zipCode: 'zipUnknown' }, 400]
            : result.reason === 'image-not-found'
              ? [{ profileImageId: 'imageNotFound' }, 400]
              : result.reason === 'sample-contact'
                ? [Object.fromEntries(result.fields.map((field) => [field, 'sampleAfterLaunch'])), 400]
                : [{ name: 'notFound' }, 404]
      const fieldErrors = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]]))
      return data({ ...edge.reply({ fieldErrors }), errors }, { status })
    }
    log('operator saved', { operator: result.id })
    return back(`?saved=${encodeURIComponent(profile.customSlug)}`)
  },
}

export async function operatorsAction(args: Args) {
  const { context } = args
  const edge = await adminEdge(args, {
    form: 'admin-operators',
    schema: operatorsSchema,
    failure: 'operators.admin.errors.form',
    // The operator form's schema reads the raw text (an empty field is '') and converts it itself.
    coercion: false,
  })
  if (!edge.ok) {
    if (edge.reason !== 'invalid') return edge.response
    const issues = edge.error?.issues ?? []
    const typed = (edge.response.data.result?.initialValue ?? {}) as Record<string, unknown>
    // An invitation's address refused by its rule: beside that row's field, with what was typed.
    if (typed.intent === 'portal-invite' && issues.length > 0 && issues.every((i) => i.path[0] === 'email')) {
      const portalRefused = {
        id: Number(typed.id),
        key: issues[0]!.message,
        email: String(typed.email ?? ''),
      }
      return data({ portalRefused }, { status: 400 })
    }
    // The form shows its errors beside the fields, one key each.
    const errors = operatorFormErrors(edge.error ?? new z.ZodError([]))
    return data({ ...edge.response.data, errors }, edge.response.init ?? undefined)
  }
  const app = context.get(appContext)
  const staff = context.get(staffContext)
  const post = edge.value
  const ctx: Ctx = {
    app,
    editor: { id: staff.id, email: staff.email },
    edge,
    back: (query) =>
      redirect(`${localizedPath(context.get(languageContext), '/admin/operators')}${query}`, { headers }),
    log: (event, details) => app.logger.info({ staffId: staff.id, operator: post.id, ...details }, event),
  }
  return (handlers[post.intent] as (post: OperatorsPost, ctx: Ctx) => Promise<unknown>)(post, ctx)
}
