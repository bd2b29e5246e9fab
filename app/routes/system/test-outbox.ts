import { appContext } from '#app/.server/context'
import type { Route } from './+types/test-outbox'

/**
 * POST /__e2e/outbox (form: `at`, an ISO instant; `channel`, one or more job channels): runs the
 * outbox's jobs of those channels that are due by `at`, as if it were `at` (OutboxWorker.runDueAt),
 * and answers what came of it. The end-to-end tests of scheduled work (a scheduled newsletter, a
 * scheduled content change) schedule at a time the server accepts and then run the job at once,
 * instead of waiting for it (issue #41). Like /__e2e/error it answers only when the server was
 * started with ENABLE_TEST_ROUTES=1 (scripts/e2e-server.js); otherwise a plain 404, whatever is
 * asked (tests/integration/test-outbox.test.ts).
 */
const notFound = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
const enabled = () => process.env.ENABLE_TEST_ROUTES === '1'

export function loader() {
  if (!enabled()) throw notFound()
  return new Response('Method Not Allowed', {
    status: 405,
    headers: { Allow: 'POST', 'Cache-Control': 'no-store' },
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!enabled()) throw notFound()
  const form = await request.formData()
  const at = new Date(String(form.get('at') ?? ''))
  const channels = form.getAll('channel').map(String)
  if (Number.isNaN(at.getTime()) || channels.length === 0 || channels.includes('email')) {
    return Response.json(
      { error: 'at (an ISO instant) and at least one job channel are required' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const app = context.get(appContext)
  if (!app.outbox.runDueAt) {
    return Response.json(
      { error: 'this process runs no outbox worker' },
      { status: 409, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const result = await app.outbox.runDueAt(at, channels)
  app.logger.info({ at: at.toISOString(), channels, ...result }, 'test route: due jobs run')
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
}
