/**
 * Reads a request's form data without ever holding more than `maxBytes` of body in memory
 * (Request.formData() alone would buffer whatever a client sends). Past the limit the rest of the
 * body is read and dropped (up to `drainBytes`), so the browser still receives the answer.
 */
export async function readFormDataWithLimit(
  request: Request,
  maxBytes: number,
  drainBytes = maxBytes * 4,
): Promise<{ ok: true; formData: FormData } | { ok: false; reason: 'tooLarge' | 'malformed' }> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > drainBytes) return { ok: false, reason: 'tooLarge' }
  if (!request.body) return { ok: true, formData: new FormData() }
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > drainBytes) {
      await reader.cancel()
      return { ok: false, reason: 'tooLarge' }
    }
    if (total <= maxBytes) chunks.push(value)
  }
  if (total > maxBytes) return { ok: false, reason: 'tooLarge' }
  try {
    const body = Buffer.concat(chunks)
    const copy = new Request(request.url, { method: 'POST', headers: request.headers, body })
    return { ok: true, formData: await copy.formData() }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}
