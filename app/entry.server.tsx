import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { NonceProvider } from './components/nonce'
import { deferredPartsReady } from './components/deferred/deferred-part'
import { hydrateAfterPaint } from './.server/http/hydrate-after-paint'
import { appContext } from './.server/context'

// The Express server reaches these through the server build (build.entry.module).
export { checkReady, createStaffAccountCommand, initDatabase, startApp } from './.server/boot'
export { backupCommand, CommandRefused, dumpStatsCommand, restoreCommand } from './.server/backups/commands'
export { RestoreFailed, RestoreRefused } from './.server/backups/restore'
export { BackupFileError } from './.server/backups/archive'
export { getEnv, EnvError } from './.server/env'
export { createRequestContext } from './.server/context'
export { answerFormPost, isFormPostPath } from './.server/http/form-post'
export { addressToOpen, createEdgePolicy } from './.server/site-origin'
export { bodyLimitFor } from './domain/http/request-edge'
export { serviceWorkerScript } from './.server/pwa/service-worker'
export { firstTouchSetCookie } from './domain/people/first-touch'

export const streamTimeout = 5_000

/**
 * React Router's default (log what a loader or action threw, unless the visitor went away), less
 * the body that went over its limit: server/edge.js answers that one 413, it is no failure.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (error instanceof Error && error.name === 'BodyTooLargeError') return
  console.error(error)
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The code of the deferred parts (ADR 031), loaded once at start-up: they render in one pass.
  await deferredPartsReady()
  const app = loadContext.get(appContext)
  const nonce = app.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and SPA-mode get the whole document at once.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A completed Suspense boundary stays in place, however large: React would otherwise send
        // a big one (a deferred part, ADR 031) apart, shown by an inline script: blank without JS.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true
          const body = hydrateAfterPaint()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) app.logger.error({ err: error }, 'render error')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
