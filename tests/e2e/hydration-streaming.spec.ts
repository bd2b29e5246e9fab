import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { formatCents } from '../../app/domain/money'
import { expect, messages, test } from './fixtures'

/**
 * Hydration after the first paint (ADR 030, app/.server/http/hydrate-after-paint.ts) with the page
 * arriving the way a slow network brings it: every HTML document passes through a proxy that sends
 * it in small pieces with pauses, and stops in the middle of React Router's (inert) module script
 * for longer than the starter's fallback, so the first frames, the fallback timer and `load` of
 * the images all come while the parser is inside that script. A starter that ran the script's text
 * as it stood then ran a truncated module and the page never hydrated (what withdrew this once).
 */

/** Longer than START_AT_THE_LATEST_MS: every trigger of the starter has fired during the stall. */
const STALL_MS = 1_500

/** A small pseudo-random generator: each load is cut differently, and a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed >>> 0 || 1
  return (max: number) => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) % max
  }
}

type Proxy = { origin: string; close: () => Promise<void>; documents: number }

/** A proxy to `upstream` that trickles HTML documents (see above) and passes the rest through. */
async function startTricklingProxy(upstream: URL): Promise<Proxy> {
  let loads = 0
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' }
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const isDocument =
          req.method === 'GET' && (answer.headers['content-type'] ?? '').startsWith('text/html')
        if (!isDocument) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (c: Buffer) => chunks.push(c))
        answer.on('end', async () => {
          const body = Buffer.concat(chunks)
          const random = randomFrom(++loads * 7919)
          proxy.documents = loads
          // The middle of the inert module script's text: the stall comes there.
          const start = body.indexOf('data-after-paint')
          const textStart = start < 0 ? -1 : body.indexOf('>', start) + 1
          const textEnd = body.indexOf('</script>', textStart)
          const stallAt = start < 0 ? -1 : textStart + Math.floor((textEnd - textStart) / 2)
          const out = { ...answer.headers }
          delete out['content-length']
          res.writeHead(answer.statusCode ?? 502, out)
          let at = 0
          while (at < body.length && !res.destroyed) {
            const end = Math.min(body.length, at + 64 + random(2048))
            const cut = at < stallAt && stallAt < end ? stallAt : end
            res.write(body.subarray(at, cut))
            at = cut
            await sleep(at === stallAt ? STALL_MS : random(15))
          }
          res.end()
        })
      },
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const proxy: Proxy = {
    origin: `http://127.0.0.1:${port}`,
    documents: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return proxy
}

const c = messages.en.servicePages.calculator

/**
 * The `waitForHydration` of the fixtures, polling on a timer: it would poll on animation frames,
 * and the hidden tab below has none.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext === 'object',
    undefined,
    { polling: 100, timeout: 30_000 },
  )
}

/** The calculator answers as you type only once React runs it: hydration, proved by use. */
async function expectCalculatorWorks(page: Page) {
  await waitForHydration(page)
  // Nothing left of the starter.
  await expect(page.locator('script[data-after-paint]')).toHaveCount(0)
  await page.getByLabel(c.distance.label).fill('12.5')
  await expect(page.getByTestId('distance-estimate-total')).toHaveText(formatCents(3700, 'en'))
}

let proxy: Proxy
test.beforeAll(async ({ baseURL }) => {
  proxy = await startTricklingProxy(new URL(baseURL!))
})
test.afterAll(async () => {
  await proxy.close()
})

test.describe('hydration while the page streams in pieces', () => {
  // Each load takes the stall and a few hundred pieces.
  test.slow()

  test('a page hydrates on load, reload, another page, back and forward', async ({ page }) => {
    const before = proxy.documents
    await page.goto(`${proxy.origin}/service/calculator`)
    await expectCalculatorWorks(page)

    await page.reload()
    await expectCalculatorWorks(page)

    await page.goto(`${proxy.origin}/cart`)
    await waitForHydration(page)
    await expect(page.locator('script[data-after-paint]')).toHaveCount(0)

    await page.goBack()
    await expectCalculatorWorks(page)
    await page.goForward()
    await waitForHydration(page)
    // Each of the first three loads came through the trickle (back and forward may come from the cache).
    expect(proxy.documents - before).toBeGreaterThanOrEqual(3)
  })

  test('a hidden tab (no frames) hydrates once the script is whole', async ({ page }) => {
    // The page as a background tab sees it: hidden, and no animation frame ever comes.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
      Object.defineProperty(document, 'hidden', { get: () => true })
      window.requestAnimationFrame = () => 0
    })
    await page.goto(`${proxy.origin}/service/calculator`)
    expect(await page.evaluate(() => document.visibilityState)).toBe('hidden')
    await expectCalculatorWorks(page)
    await page.reload()
    await expectCalculatorWorks(page)
  })
})
