/**
 * A tiny site of deliberately broken pages (and one good one), so each audit can be shown to fail
 * on the defect it exists to catch. Served on its own port by tests/audits/bad-pages.spec.ts.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const goodHeaders = (nonce: string) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}'; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cache-Control': 'private, no-cache',
})

const page = (title: string, body: string, nonce: string, extraHead = '') =>
  `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/good.css">
${extraHead}
</head>
<body>
<main id="main">
<h1>${title}</h1>
${body}
</main>
<script nonce="${nonce}">document.documentElement.dataset.ready = 'true'</script>
</body>
</html>
`

type Handler = (nonce: string) => { status?: number; headers?: Record<string, string>; body: string }

const routes: Record<string, Handler> = {
  // Passes every audit: the control that shows a failure comes from the defect, not the harness.
  '/good': (nonce) => ({
    body: page(
      'A good page',
      '<p>Fine. <a href="/good">Again</a>, <a href="#main">to the content</a>.</p>',
      nonce,
    ),
  }),
  '/good.css': () => ({
    headers: { 'Content-Type': 'text/css; charset=utf-8' },
    body: 'body { font-family: sans-serif; color: #111; background: #fff; }\n',
  }),
  // (Inline style attributes are refused by the CSP: the layout page's rules come from a file.)
  '/layout.css': () => ({
    headers: { 'Content-Type': 'text/css; charset=utf-8' },
    body: '.wide { width: 600px; height: 40px; }\n.long { height: 1400px; margin-bottom: 64px; }\n',
  }),
  '/bad.css': () => ({
    headers: { 'Content-Type': 'text/css; charset=utf-8' },
    body: '@font-face { font-family: Gone; src: url("/fonts/missing-font.woff2") format("woff2"); }\n',
  }),

  // Accessibility: an image without a text alternative, an unlabelled field, a nameless button.
  '/bad-axe': (nonce) => ({
    body: page(
      'Inaccessible',
      '<img src="/good.css" width="10" height="10"><form><input type="text" name="q"><button type="submit"></button></form>',
      nonce,
    ),
  }),

  // Clean as loaded; the dialog a button opens holds an image without alt text.
  '/bad-modal': (nonce) => ({
    body: page(
      'A page with a bad dialog',
      `<button type="button" id="open">Open the offer</button>
<dialog id="offer" aria-label="Offer"><img src="/good.css" width="10" height="10"><button type="button">Close</button></dialog>
<script nonce="${nonce}">document.getElementById('open').addEventListener('click', () => document.getElementById('offer').showModal())</script>`,
      nonce,
    ),
  }),

  // HTML validity: a block inside a paragraph's inline content, a duplicate id, a stray end tag,
  // an unknown element and an attribute that does not exist.
  '/bad-html': (nonce) => ({
    body: page(
      'Invalid',
      '<p id="twice"><span>text <div>block in a span</div></span></p><p id="twice">again</em></p><blink>old</blink><a href="/good" hreflang="not a language" colour="red">link</a>',
      nonce,
    ),
  }),

  // Links: a page that does not exist, a missing image, a missing script, a stylesheet whose font is
  // missing, a fragment with no target; and one link to a page of the pending list (allowed).
  '/bad-links': (nonce) => ({
    body: page(
      'Broken links',
      `<p><a href="/no-such-page">Nowhere</a> <a href="/pending-page">Soon</a> <a href="#nowhere">Jump</a>
<a href="https://example.com/elsewhere">External</a> <a href="mailto:someone@example.com">Mail</a></p>
<img src="/images/missing.png" alt="A missing picture" width="10" height="10">
<script nonce="${nonce}" src="/assets/missing.js"></script>`,
      nonce,
      '<link rel="stylesheet" href="/bad.css">',
    ),
  }),

  // Layout: a 600 px wide table that runs off a phone's screen, and a tall last section followed by
  // a 64 px strip before the footer (issue #30's white strip).
  '/bad-layout': (nonce) => ({
    body: page(
      'Bad layout',
      `<div class="wide">A fixed-width box</div>
<section class="long">A long section</section>`,
      nonce,
      '<link rel="stylesheet" href="/layout.css">',
    ).replace('</main>', '</main><footer data-testid="main-footer"><p>Footer</p></footer>'),
  }),

  // Headers: no nosniff, no Referrer-Policy, a CSP with a fixed nonce and no frame-ancestors, and
  // a Cache-Control that lets a shared cache keep the page for ten minutes.
  '/bad-headers': () => ({
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'self'; script-src 'self' 'nonce-c2FtZS1ldmVyeS10aW1l'",
      'Cache-Control': 'public, max-age=600',
    },
    body: page('Bad headers', '<p>Cached for everyone.</p>', 'c2FtZS1ldmVyeS10aW1l').replace(
      '</body>',
      '<script>console.log("no nonce")</script></body>',
    ),
  }),
}

export type BadSite = { origin: string; close(): Promise<void> }

export async function startBadSite(port: number): Promise<BadSite> {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const handler = routes[path]
    const nonce = randomBytes(16).toString('base64')
    if (!handler) {
      res.writeHead(404, goodHeaders(nonce)).end(page('Not found', '<p>No such page.</p>', nonce))
      return
    }
    const { status = 200, headers, body } = handler(nonce)
    res.writeHead(status, headers ?? goodHeaders(nonce)).end(body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: actual } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
