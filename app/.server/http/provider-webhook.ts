import { actionBodyLimitFor } from '#app/domain/http/request-edge'

/** A JSON answer no cache keeps. */
export function webhookAnswer(
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/** A GET to a webhook: only POST is answered. */
export function webhookLoader() {
  return webhookAnswer(405, { error: 'method not allowed' }, { Allow: 'POST' })
}

/**
 * The raw body of a provider's signed POST (Stripe, Calendly), within the registry's body limit of
 * `path`, or the answer that refuses it (405, 413). The signature over the raw body is what proves
 * the sender, so these routes have no same-origin check (origin 'provider-signature' in app/pages.ts).
 */
export async function webhookBody(
  request: Request,
  path: string,
): Promise<{ raw: string } | { refused: Response }> {
  if (request.method !== 'POST')
    return { refused: webhookAnswer(405, { error: 'method not allowed' }, { Allow: 'POST' }) }
  const limit = actionBodyLimitFor(path)
  if (Number(request.headers.get('content-length') ?? 0) > limit)
    return { refused: webhookAnswer(413, { error: 'too large' }) }
  const raw = await request.text()
  if (Buffer.byteLength(raw) > limit) return { refused: webhookAnswer(413, { error: 'too large' }) }
  return { raw }
}
