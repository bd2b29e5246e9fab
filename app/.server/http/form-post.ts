import { formPostFor, jsonPostFor } from '#app/domain/http/request-edge'
import { FORM_SENT_QUERY, ORIGIN_REFUSAL } from '#app/domain/http/replies'
import { SINGLE_FETCH_HEADERS, singleFetchActionBody, type JsonLike } from '#app/domain/http/single-fetch'
import { splitLocalePath } from '#app/domain/routing/locale'
import type { AppContext } from '../context'
import { publicFormEdge, storePublicForm } from './form-action'
import { guardForm, originAllowedFor, ORIGIN_REFUSED_STATUS } from './guarded-edge'
import { newsletterSignupEdge, storeNewsletterSignup } from './newsletter-signup-post'

/**
 * The fast path of the public forms' POSTs (issue #42, ADR 060): the server answers a post to a page
 * whose registry entry names a `formPost` at its edge, without React Router. One read of the body
 * (server/edge.js, up to the page's limit), one parse with the form's schema (guardForm: the
 * honeypot, the submission key, the rate limit, the schema), then the form's one statement. The
 * hydrated form's data request gets the action's reply as React Router writes it (single-fetch);
 * a post without JavaScript that is stored is sent on to the form's page with `?sent=1` (or, for the
 * playbook, to its guide), the page the cache keeps (Post/Redirect/Get). What the fast path does not
 * answer is handed on to React Router: a refusal to show on the page (with its reply: the action
 * answers it as is), a foreign origin's page post (the root's refusal page), a multipart body.
 * The newsletter popup's signup (a JSON endpoint, the registry's `jsonPost`) is answered here too,
 * refusals included: its answer is JSON either way.
 */

/** A form's POST as the server read it. */
export type RawFormPost = {
  /** The request's URL as the server sees it (its host is checked by the origin rule). */
  url: string
  header(name: string): string | null
  body: Buffer
}

export type FormPostAnswer =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: string }
  | { kind: 'render'; formPost?: AppContext['formPost'] }

type Services = Pick<AppContext, 'db' | 'env' | 'logger' | 'outbox' | 'clientIp'>

/** Whether the fast path answers POSTs to this path (a form page, or its data request). */
export const isFormPostPath = (pathname: string) =>
  formPostFor(pathname) !== null || jsonPostFor(pathname) !== null

export async function answerFormPost(app: Services, post: RawFormPost): Promise<FormPostAnswer> {
  const url = new URL(post.url)
  if (jsonPostFor(url.pathname) === 'newsletter-signup') return answerNewsletterSignup(app, url, post)
  const route = formPostFor(url.pathname)
  if (!route) return { kind: 'render' }
  const type = post.header('content-type')?.split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return { kind: 'render' }
  if (!originAllowedFor(app, url, post.header)) {
    if (!route.data) return { kind: 'render' }
    app.logger.warn({ path: url.pathname }, 'cross-site request refused')
    return json(ORIGIN_REFUSED_STATUS, ORIGIN_REFUSAL)
  }
  const pagePath = route.data ? url.pathname.slice(0, -'.data'.length) : url.pathname
  const edge = await guardForm(
    app,
    new URLSearchParams(post.body.toString('utf8')),
    publicFormEdge(route.kind),
  )
  const reply = edge.ok
    ? await storePublicForm(app, route.kind, edge, {
        lang: splitLocalePath(pagePath).lang,
        sourcePath: pagePath,
        cookie: post.header('cookie'),
      })
    : edge.response
  const status = reply.init?.status ?? 200
  const headers = Object.fromEntries(new Headers(reply.init?.headers))
  if (route.data) {
    return {
      kind: 'answer',
      status,
      headers: { ...headers, ...SINGLE_FETCH_HEADERS },
      body: singleFetchActionBody(reply.data as unknown as JsonLike),
    }
  }
  if (status === 200 && reply.data.outcome === 'success') {
    return {
      kind: 'answer',
      status: 303,
      headers: {
        Location: reply.data.guidePath ?? `${pagePath}${FORM_SENT_QUERY}`,
        'Cache-Control': 'no-store',
      },
      body: '',
    }
  }
  return { kind: 'render', formPost: reply }
}

/**
 * The popup's signup, answered as its resource route answers it (edgeJson): the edge's reply as
 * JSON, a refusal with its status (and Retry-After). A body that is not urlencoded is handed on.
 */
async function answerNewsletterSignup(app: Services, url: URL, post: RawFormPost): Promise<FormPostAnswer> {
  const type = post.header('content-type')?.split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return { kind: 'render' }
  if (!originAllowedFor(app, url, post.header)) {
    // A browser's navigation gets the root's refusal page (originRuleMiddleware), a script JSON.
    const mode = post.header('sec-fetch-mode')
    if (mode ? mode === 'navigate' : /\btext\/html\b/.test(post.header('accept') ?? '')) {
      return { kind: 'render' }
    }
    app.logger.warn({ path: url.pathname }, 'cross-site request refused')
    return json(ORIGIN_REFUSED_STATUS, ORIGIN_REFUSAL, undefined, 'application/json')
  }
  const edge = await guardForm(app, new URLSearchParams(post.body.toString('utf8')), newsletterSignupEdge)
  if (!edge.ok) {
    const { init, data } = edge.response
    return json(init?.status ?? 400, data, init?.headers, 'application/json')
  }
  const reply = await storeNewsletterSignup(app, edge, {
    referer: post.header('referer'),
    cookie: post.header('cookie'),
  })
  if ('type' in reply && reply.type === 'DataWithResponseInit')
    return json(reply.init?.status ?? 429, reply.data, reply.init?.headers, 'application/json')
  return json(200, reply, undefined, 'application/json')
}

function json(
  status: number,
  value: unknown,
  extra?: HeadersInit,
  type = 'application/json; charset=utf-8',
): FormPostAnswer {
  return {
    kind: 'answer',
    status,
    headers: {
      ...Object.fromEntries(new Headers(extra)),
      'Content-Type': type,
      'Cache-Control': 'no-store',
    },
    body: JSON.stringify(value),
  }
}
