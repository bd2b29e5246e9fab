import { describe, expect, it } from 'vitest'
import { hydrateAfterPaint } from './hydrate-after-paint'

async function run(chunks: (string | Buffer)[]): Promise<string> {
  const stream = hydrateAfterPaint()
  const out: Buffer[] = []
  stream.on('data', (c: Buffer) => out.push(Buffer.from(c)))
  const ended = new Promise((resolve) => stream.on('end', resolve))
  for (const c of chunks) stream.write(typeof c === 'string' ? Buffer.from(c, 'utf8') : c)
  stream.end()
  await ended
  return Buffer.concat(out).toString('utf8')
}

const html =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/y.js" nonce="n1"/></head><body><p>rel="modulepreload" as text: ñ</p>' +
  '<script nonce="n1">window.ctx = 1 < 2</script>' +
  '<script nonce="n1" type="module" async="">import "/x.js"; import("/y.js");</script></body>'

describe('hydrateAfterPaint', () => {
  it('takes the preloads out of the head and keeps the module script inert behind a starter', async () => {
    const out = await run([html])
    expect(out).not.toContain('<link rel="modulepreload"')
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>')
    expect(out).toContain('<p>rel="modulepreload" as text: ñ</p>')
    expect(out).toContain('<script nonce="n1">window.ctx = 1 < 2</script>')
    expect(out).not.toContain('type="module"')
    // The starter carries the page's nonce and the preloads; the module code is unchanged.
    expect(out).toMatch(
      /<script nonce="n1">\(\(\)=>\{const p=\["\/x\.js","\/y\.js"\].*<\/script><script nonce="n1" type="text\/plain" data-after-paint="">import "\/x\.js"; import\("\/y\.js"\);<\/script><\/body>$/,
    )
  })

  it('gives the same page whatever the chunk boundaries', async () => {
    const whole = await run([html])
    for (let cut = 1; cut < html.length; cut++) {
      expect(await run([html.slice(0, cut), html.slice(cut)])).toBe(whole)
    }
    const bytes = Buffer.from(html, 'utf8')
    const pieces: Buffer[] = []
    for (let i = 0; i < bytes.length; i += 7) pieces.push(bytes.subarray(i, i + 7))
    expect(await run(pieces)).toBe(whole)
  })

  it('passes a page without preloads or module script through byte for byte', async () => {
    const plain = '<p>héllo <link rel="module</p> <b>1 < 2</b>'
    expect(await run([plain.slice(0, 20), plain.slice(20)])).toBe(plain)
  })
})

describe('the starter in a browser', () => {
  /** The page as the browser gets it, run by jsdom (which paints no frame and runs no module). */
  async function load(options: { frames: boolean }) {
    const { JSDOM } = (await import('jsdom' as string)) as {
      JSDOM: new (
        html: string,
        options: { runScripts: 'dangerously'; pretendToBeVisual?: boolean },
      ) => { window: Window & typeof globalThis }
    }
    const page = await run([html])
    return new JSDOM(page, { runScripts: 'dangerously', pretendToBeVisual: options.frames }).window
  }
  const started = (window: Window) =>
    window.document.querySelector('script[type="module"]')?.textContent === 'import "/x.js"; import("/y.js");'

  it('starts the module script, with its preloads and nonce, once frames come', async () => {
    const window = await load({ frames: true })
    await new Promise((r) => setTimeout(r, 200))
    expect(started(window)).toBe(true)
    expect(window.document.querySelector('script[data-after-paint]')).toBeNull()
    expect(
      [...window.document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/x.js', '/y.js'])
    window.close()
  })

  it('starts it anyway when no frame ever comes', async () => {
    const window = await load({ frames: false })
    await new Promise((r) => setTimeout(r, 1500))
    expect(started(window)).toBe(true)
    window.close()
  })
})
