import type { Logger } from 'pino'

/**
 * The PostgreSQL channel on which web processes wake the outbox worker's process (ADR 038): a web
 * process that queued rows NOTIFYs it, the worker LISTENs and looks at once rather than at its next
 * poll (which still finds the rows if a notification is lost).
 */
export const OUTBOX_WAKE_CHANNEL = 'outbox_wake'

/**
 * A web process's outbox nudge: sends a NOTIFY on OUTBOX_WAKE_CHANNEL after rows were committed.
 * At most one is in flight; nudges meanwhile make one more once it is done, so a burst of form
 * POSTs costs a few notifications, not one each. `settled()` resolves when none is pending.
 */
export function createOutboxWaker(options: {
  notify: (channel: string, payload: string) => Promise<void>
  logger: Logger
}) {
  let sending: Promise<void> | undefined
  let again = false
  const send = (): Promise<void> =>
    options
      .notify(OUTBOX_WAKE_CHANNEL, '')
      .catch((error: unknown) => {
        // The worker's poll finds the rows anyway, a moment later.
        options.logger.warn(
          { err: error },
          'outbox: could not wake the worker; it finds the rows at its next poll',
        )
      })
      .then(() => {
        if (!again) return
        again = false
        return send()
      })
  return {
    nudge() {
      if (sending) {
        again = true
        return
      }
      sending = send().finally(() => (sending = undefined))
    },
    async settled() {
      await sending
    },
  }
}
