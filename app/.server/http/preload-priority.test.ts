import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './preload-priority'

async function run(chunks: string[]): Promise<string> {
  const stream = lowPriorityModulePreloads()
  const out: string[] = []
  stream.on('data', (c: Buffer) => out.push(c.toString('utf8')))
  const ended = new Promise((resolve) => stream.on('end', resolve))
  for (const c of chunks) stream.write(Buffer.from(c, 'utf8'))
  stream.end()
  await ended
  return out.join('')
}

const html =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/y.js"/></head><body>rel="modulepreload" as text: ñ</body>'
const expected = html
  .replace(
    '<link rel="modulepreload" href="/x.js"',
    '<link rel="modulepreload" fetchpriority="low" href="/x.js"',
  )
  .replace(
    '<link rel="modulepreload" href="/y.js"',
    '<link rel="modulepreload" fetchpriority="low" href="/y.js"',
  )

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload low, and nothing else', async () => {
    expect(await run([html])).toBe(expected)
  })

  it('finds a tag split across chunks at any point', async () => {
    for (let cut = 1; cut < html.length; cut++) {
      expect(await run([html.slice(0, cut), html.slice(cut)])).toBe(expected)
    }
  })

  it('keeps characters of several bytes whole when a chunk ends inside one', async () => {
    const bytes = Buffer.from(html, 'utf8')
    const stream = lowPriorityModulePreloads()
    const out: Buffer[] = []
    stream.on('data', (c: Buffer) => out.push(Buffer.from(c)))
    const ended = new Promise((resolve) => stream.on('end', resolve))
    for (let i = 0; i < bytes.length; i += 7) stream.write(bytes.subarray(i, i + 7))
    stream.end()
    await ended
    expect(Buffer.concat(out).toString('utf8')).toBe(expected)
  })

  it('passes text through byte for byte when there is no preload', async () => {
    const plain = '<p>héllo <link rel="module</p>'
    expect(await run([plain.slice(0, 20), plain.slice(20)])).toBe(plain)
  })
})
