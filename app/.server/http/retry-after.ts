/**
 * The `Retry-After` header of a refused request (issue #43: one helper, where seven pages wrote it
 * out). A refusal sets it with `retryAfter(seconds)`; the page's `headers` passes it on with
 * `passRetryAfter`, since a route's `headers` replaces what its action set.
 */

/** The header that tells a client to wait `seconds` before it tries again. */
export function retryAfter(seconds: number): { 'Retry-After': string } {
  return { 'Retry-After': String(seconds) }
}

/** The page's own headers (`own`), and the action's `Retry-After` when it refused the request. */
export function passRetryAfter(actionHeaders: Headers, own?: HeadersInit): Headers {
  const headers = new Headers(own)
  const value = actionHeaders.get('Retry-After')
  if (value) headers.set('Retry-After', value)
  return headers
}
