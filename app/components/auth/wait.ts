import { formatInZone } from '#app/domain/time/format'
import { useLang, useSiteTimeZone } from '#app/i18n/use-lang'

/**
 * How long a refused sign-in or "Forgot password?" waits and when it may come back (the server's
 * `waitReply`; the edge's other refusals carry neither).
 */
function waitOf(reply: unknown): { minutes: number; retryAt: string | null } {
  const r = reply && typeof reply === 'object' ? (reply as { minutes?: unknown; retryAt?: unknown }) : {}
  return {
    minutes: typeof r.minutes === 'number' ? r.minutes : 0,
    retryAt: typeof r.retryAt === 'string' ? r.retryAt : null,
  }
}

/**
 * The values of a wait message in the visitor's language: "wait 3 minutes, until 2:05 PM EST"
 * (site time zone); undefined when the reply asks for no wait.
 */
export function useWaitValues(reply: unknown) {
  const lang = useLang()
  const zone = useSiteTimeZone()
  const wait = waitOf(reply)
  return wait.minutes
    ? {
        minutes: wait.minutes,
        count: wait.minutes,
        time: wait.retryAt ? formatInZone(wait.retryAt, zone, lang) : '',
      }
    : undefined
}
