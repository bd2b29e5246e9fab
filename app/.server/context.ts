import type { Logger } from 'pino'
import type { SubmissionResult } from '@conform-to/react'
import {
  createContext,
  RouterContextProvider,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from 'react-router'
import type { FormActionData } from '#app/domain/http/replies'
import type { Lang } from '#app/domain/routing/locale'
import type { Db } from './db/client'
import type { Env } from './env'
import type { PageCache } from './http/page-cache'
import type { OperatorSession, Staff } from './auth/realms'

/** What the server hands every loader, action and middleware (see server/app.js). */
export type AppServices = {
  db: Db
  dbKind: 'pglite' | 'postgres'
  env: Env
  logger: Logger
  /**
   * The mail and jobs outbox: call nudge() after committing rows so they go out at once. runDueAt:
   * only where this process runs the outbox worker, for the test-only trigger (OutboxWorker.runDueAt).
   */
  outbox: {
    nudge(): void
    runDueAt?(
      at: Date,
      channels: readonly string[],
    ): Promise<{ sent: number; retried: number; failed: number }>
  }
  /**
   * The rendered-page cache (ADR 027): purged after every staff action. Absent in tests that
   * call loaders and actions directly (nothing is cached there).
   */
  pageCache?: Pick<PageCache, 'purge'>
}

/** The services plus what belongs to this one request. */
export type AppContext = AppServices & {
  cspNonce: string
  requestId: string
  /** The visitor's IP as Express sees it (trust proxy: TRUST_PROXY); for rate limits only, never stored raw. */
  clientIp: string
  /**
   * A signed-in staff member asked for a page with `?preview=draft` (issue #33): the content
   * services show the section drafts. Set by the root's preview middleware only; never cached.
   */
  contentPreview?: boolean
  /**
   * A public form's refusal the server's fast path (http/form-post.ts) already worked out for this
   * post without JavaScript: the page is rendered with it, the form's action answering it as is.
   */
  formPost?: DataWithResponseInit<FormActionData<SubmissionResult<string[]>>>
}

/**
 * Typed values of a request's router context (ADR 020). `appContext` is set by the server before
 * React Router runs; `languageContext` by the root middleware, once per request; `staffContext`
 * by the staff layout's middleware, for every loader and action under it.
 */
export const appContext = createContext<AppContext>()
export const languageContext = createContext<Lang>()
export const staffContext = createContext<Staff>()
/** The signed-in operator, set by the portal layout's middleware (requireOperatorMiddleware). */
export const operatorContext = createContext<OperatorSession>()

/** The router context of one request, as server/app.js (and tests) build it. */
export function createRequestContext(app: AppContext): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(appContext, app)
  return context
}
