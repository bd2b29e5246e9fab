/**
 * What the server's edges answer and the screens read (issue #31 item 5): shapes shared by
 * `app/.server/` and `app/components/`, so neither imports the other. Plain types and constants.
 */

/** Every staff page and its data: never kept by a shared cache, never stored. */
export const ADMIN_CACHE_CONTROL = 'private, no-store'

/** A message above a staff screen: a translation key, its values, success or error. */
export type Notice = {
  tone: 'success' | 'error'
  key: string
  values?: Record<string, string | number>
  /** A second sentence, an i18n key of its own (the reason a restore was refused). */
  detail?: string
}

/**
 * A public form action's answer: the form library's reply (`Result`: Conform's
 * `SubmissionResult<string[]>`, named by the modules that use the library) and what came of the post.
 */
export type FormActionData<Result> = {
  result: Result
  outcome: 'success' | 'invalid' | 'failed' | 'rate-limited'
  /** The playbook form's success: the guide's signed path (app/.server/security/playbook-guide.ts). */
  guidePath?: string
}

/**
 * The Referrer-Policy of a page whose URL holds a token (an invitation, a reset, an invoice link):
 * no Referer leaves the site, so the token never reaches another site's logs, while a post of the
 * page's own form still carries its `Origin`, which the origin rule needs (issue #46: under
 * `no-referrer` a browser sends `Origin: null`, and the form was refused without JavaScript).
 */
export const TOKEN_PAGE_REFERRER_POLICY = 'same-origin'

/**
 * What the origin rule throws for a page's form posted without the site's origin (a browser
 * navigation): the root error boundary shows it as the refusal's page (issue #46). A fetch, and a
 * JSON endpoint, get the same object as JSON: one shape for every refusal of the rule.
 */
export const ORIGIN_REFUSAL = { ok: false, error: 'cross-site request refused', refused: 'origin' } as const

/**
 * The query of the page a public form's post without JavaScript is sent to once stored (issue #42:
 * Post/Redirect/Get): `/contact?sent=1` shows the form's success panel, the same page for everyone,
 * so the page cache keeps it.
 */
export const FORM_SENT_QUERY = '?sent=1'
