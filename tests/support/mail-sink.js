// A real SMTP server for tests (the smtp-server package): accepts every message on 127.0.0.1,
// parses it with mailparser and keeps it in memory. Used by integration tests directly and by
// scripts/e2e-server.js, which also serves the messages over HTTP for the end-to-end tests.
import { Buffer } from 'node:buffer'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * @typedef {{ to: string[], from: string, subject: string, html: string, text: string,
 *   headers: Record<string, string>, messageId: string, raw: string, receivedAt: number }} SinkMessage
 */

/**
 * The message as a counting sink keeps it (`parse: false`): the envelope's recipients and sender,
 * the Subject and Message-ID headers read from the raw header block (unfolded, not MIME-decoded),
 * and the raw text; no MIME parsing, which costs milliseconds per message.
 * @param {string} raw
 * @param {{ rcptTo: { address: string }[], mailFrom: false | { address: string } }} envelope
 * @returns {SinkMessage}
 */
function unparsed(raw, envelope) {
  const end = raw.search(/\r?\n\r?\n/)
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ')
  /** @param {string} name */
  const header = (name) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? ''
  return {
    to: envelope.rcptTo.map((r) => r.address),
    from: envelope.mailFrom ? envelope.mailFrom.address : '',
    subject: header('Subject'),
    html: '',
    text: '',
    headers: {},
    messageId: header('Message-ID'),
    raw,
    receivedAt: Date.now(),
  }
}

/**
 * Starts the sink. `port` 0 (default) picks a free port. `failNext(n)` makes the next n deliveries
 * fail with a temporary error (451), to exercise retries. `parse: false` keeps each message
 * unparsed (see unparsed()), for tests that count hundreds of messages.
 * @param {{ port?: number, host?: string, parse?: boolean }} [options]
 */
export async function startMailSink(options = {}) {
  /** @type {SinkMessage[]} */
  const messages = []
  /** @type {Array<() => void>} */
  let listeners = []
  let failures = 0
  const rejectedOnce = new Set()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' })
    },
    // An address with '+reject-once' is refused permanently (550) the first time it is used, and
    // accepted afterwards: a failed message that staff can resend.
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase()
      if (to.includes('+reject-once') && !rejectedOnce.has(to)) {
        rejectedOnce.add(to)
        return callback(Object.assign(new Error('Mailbox unavailable (test sink)'), { responseCode: 550 }))
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', async () => {
        if (failures > 0) {
          failures--
          const error = Object.assign(new Error('Try again later (test sink)'), { responseCode: 451 })
          return callback(error)
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        const received = (/** @type {SinkMessage} */ message) => {
          messages.push(message)
          const current = listeners
          listeners = []
          current.forEach((l) => l())
          callback()
        }
        if (options.parse === false) return received(unparsed(raw, session.envelope))
        try {
          const parsed = await simpleParser(raw)
          const headers = {}
          for (const line of parsed.headerLines) {
            headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim()
          }
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) =>
            a.value.map((v) => v.address ?? ''),
          )
          received({
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            headers,
            messageId: parsed.messageId ?? '',
            raw,
            receivedAt: Date.now(),
          })
        } catch (error) {
          callback(error)
        }
      })
    },
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve(undefined))
  })
  const port = server.server.address().port
  // A client that vanishes in the middle of a message (a worker process killed on purpose by
  // outbox-kill.test.ts) is reported as an 'error' event; without a listener it would be an uncaught
  // exception in the test process. The message is simply not received, which is what those tests count.
  server.on('error', () => {})

  /**
   * Resolves with the messages once `count` messages (or one matching `predicate`) are there.
   * @param {number | ((m: SinkMessage) => boolean)} what
   * @param {number} [timeoutMs]
   * @returns {Promise<SinkMessage[]>}
   */
  function waitFor(what, timeoutMs = 10_000) {
    const done = () => (typeof what === 'number' ? messages.length >= what : messages.some((m) => what(m)))
    return new Promise((resolve, reject) => {
      if (done()) return resolve(typeof what === 'number' ? messages : messages.filter(what))
      const timer = setTimeout(() => {
        reject(new Error(`mail sink: timed out after ${timeoutMs} ms with ${messages.length} message(s)`))
      }, timeoutMs)
      const check = () => {
        if (done()) {
          clearTimeout(timer)
          resolve(typeof what === 'number' ? messages : messages.filter(what))
        } else listeners.push(check)
      }
      listeners.push(check)
    })
  }

  return {
    port,
    url: `smtp://${host}:${port}`,
    messages,
    waitFor,
    /** @param {number} n */
    failNext(n) {
      failures = n
    },
    clear() {
      messages.length = 0
    },
    stop() {
      return new Promise((resolve) => server.close(() => resolve(undefined)))
    },
  }
}
