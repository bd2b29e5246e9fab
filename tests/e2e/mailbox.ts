import { expect } from '@playwright/test'

/** A message the end-to-end server's SMTP sink received (tests/support/mail-sink.js). */
export type MailboxMessage = {
  to: string[]
  from: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  messageId: string
  receivedAt: number
}

const port = Number(process.env.E2E_PORT ?? 4173) + 2
const url = `http://127.0.0.1:${port}/messages`

/** The e-mails the application sent during the end-to-end run (scripts/e2e-server.js). */
export const mailbox = {
  async all(): Promise<MailboxMessage[]> {
    const response = await fetch(url)
    return (await response.json()) as MailboxMessage[]
  },
  /** Waits until a message matches; returns the matching ones. Use an address unique to the test. */
  async waitFor(predicate: (m: MailboxMessage) => boolean, timeoutMs = 15_000): Promise<MailboxMessage[]> {
    let found: MailboxMessage[] = []
    await expect
      .poll(
        async () => {
          found = (await mailbox.all()).filter(predicate)
          return found.length
        },
        { timeout: timeoutMs, message: 'waiting for an e-mail in the end-to-end mailbox' },
      )
      .toBeGreaterThan(0)
    return found
  },
  /** The messages to one address. */
  async to(address: string) {
    return (await mailbox.all()).filter((m) => m.to.includes(address))
  },
}
