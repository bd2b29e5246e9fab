/**
 * When the outbox tries a message again: exponential back-off from `baseMs`, doubling per failed
 * attempt, capped at `capMs`, with up to `jitter` (0-1) of the delay added from `random` (0-1) so
 * many messages that failed together do not retry together.
 */
export function retryDelayMs(
  failedAttempts: number,
  options: { baseMs: number; capMs: number; jitter?: number; random?: number },
): number {
  const exponent = Math.max(0, failedAttempts - 1)
  const delay = Math.min(options.capMs, options.baseMs * 2 ** Math.min(exponent, 30))
  const jitter = (options.jitter ?? 0) * (options.random ?? 0)
  return Math.round(Math.min(options.capMs, delay * (1 + jitter)))
}

/** A header value must be one line: CR, LF and other control characters would start a new header. */
export function isSafeHeaderValue(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(value)
}

/** Makes user text safe for a one-line header (a subject): control characters become spaces, trimmed, bounded. */
export function oneLine(value: string, maxLength = 200): string {
  const flat = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat
}
