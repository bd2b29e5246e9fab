// The end-to-end mailbox: a mail sink (SMTP) plus a small HTTP API the Playwright tests read it
// through: GET /messages (JSON list), DELETE /messages (clear). Started by scripts/e2e-server.js.
import http from 'node:http'
import { startMailSink } from './mail-sink.js'

/** @param {{ smtpPort: number, httpPort: number }} options */
export async function startMailbox(options) {
  const sink = await startMailSink({ port: options.smtpPort })
  const server = http.createServer((req, res) => {
    if (req.url === '/messages' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(sink.messages.map(({ raw: _raw, ...m }) => m)))
    } else if (req.url === '/messages' && req.method === 'DELETE') {
      sink.clear()
      res.writeHead(204).end()
    } else res.writeHead(404).end()
  })
  await new Promise((resolve) => server.listen(options.httpPort, '127.0.0.1', () => resolve(undefined)))
  return {
    smtpUrl: sink.url,
    async stop() {
      server.close()
      await sink.stop()
    },
  }
}
