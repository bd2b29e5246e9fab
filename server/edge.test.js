/* global Buffer, Response */
import http from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { BodyTooLargeError, boundedBody } from './edge.js'

let server
afterEach(() => server?.close())

/** A server whose handler reads the body through boundedBody(limit) and says what it got. */
async function listen(limit) {
  server = http.createServer(async (req, res) => {
    let tooLarge = false
    const body = boundedBody(req, limit, () => (tooLarge = true))
    try {
      const bytes = (await new Response(body).arrayBuffer()).byteLength
      res.end(`read ${bytes}`)
    } catch (error) {
      res.end(`${error instanceof BodyTooLargeError ? 'too large' : 'error'} ${tooLarge}`)
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server.address().port
}

/** Posts `size` bytes in 16 KiB chunks without a Content-Length (chunked). */
function postChunked(port, size) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/' }, (res) => {
      let text = ''
      res.on('data', (d) => (text += d))
      res.on('end', () => resolve(text))
    })
    req.on('error', reject)
    const chunk = Buffer.alloc(16 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (sent < size) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

describe('boundedBody', () => {
  it('passes a chunked body within the limit through whole', async () => {
    const port = await listen(64 * 1024)
    expect(await postChunked(port, 64 * 1024)).toBe(`read ${64 * 1024}`)
  })
  it('errors a chunked body past the limit, and says so, without reading it all', async () => {
    const port = await listen(64 * 1024)
    expect(await postChunked(port, 80 * 1024)).toBe('too large true')
  })
})
