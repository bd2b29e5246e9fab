import { describe, expect, it } from 'vitest'
import { rewriteLinks, sanitizeHtml } from './html-sanitizer'

const sanitizeNewsletterHtml = (html: string) => sanitizeHtml(html, 'newsletter')

const hostile = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">click</a>',
  '<p onclick="alert(1)" onmouseover="alert(2)">text</p>',
  '<div style="width: expression(alert(1))">css</div>',
  '<div style="background-image: url(javascript:alert(1))">css</div>',
  '<div style="color: red; behavior: url(x.htc)">css</div>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=a></form>',
  '<svg onload=alert(1)><circle/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<a href="//evil.example/">protocol relative</a>',
]

describe("sanitizeHtml's newsletter policy", () => {
  it.each(hostile)('leaves nothing that runs: %s', async (input) => {
    const out = await sanitizeNewsletterHtml(`<p>Hello</p>${input}<p>Bye</p>`)
    expect(out).toContain('<p>Hello</p>')
    expect(out).not.toMatch(/<script|<style|<iframe|<object|<embed|<form|<svg|<base|<meta|<input/i)
    expect(out).not.toMatch(/\son\w+\s*=/i)
    expect(out).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(|behavior/i)
    expect(out).not.toContain('//evil.example')
  })

  it('keeps the e-mail formatting, safe links, images and plain inline styles', async () => {
    const input =
      '<h2 style="color: #c2410c; text-align: center">News</h2><p>Read <a href="https://example.com/a?b=1&amp;c=2">this</a> or ' +
      '<a href="mailto:info@example.com">write</a>.</p><img src="https://example.com/i.png" alt="Truck" width="200">' +
      '<table><tr><td colspan="2">cell</td></tr></table><ul><li><strong>one</strong></li></ul>'
    const out = await sanitizeNewsletterHtml(input)
    expect(out).toContain('<h2 style="color:#c2410c;text-align:center">News</h2>')
    expect(out).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">this</a>',
    )
    expect(out).toContain('href="mailto:info@example.com"')
    expect(out).toContain('<img src="https://example.com/i.png" alt="Truck" width="200" />')
    expect(out).toContain('<td colspan="2">cell</td>')
    expect(out).toContain('<li><strong>one</strong></li>')
  })

  it('drops the text inside script and style blocks, not only the tags', async () => {
    expect(await sanitizeNewsletterHtml('<script>var secret = 1</script><style>p{}</style><p>ok</p>')).toBe(
      '<p>ok</p>',
    )
  })
})

describe("sanitizeHtml's rich-text policy", () => {
  it.each(hostile)('leaves nothing that runs: %s', async (input) => {
    const out = await sanitizeHtml(`<p>Hello</p>${input}<p>Bye</p>`, 'richText')
    expect(out).toContain('<p>Hello</p>')
    expect(out).not.toMatch(/<script|<style|<iframe|<object|<embed|<form|<svg|<base|<meta|<input|<img/i)
    expect(out).not.toMatch(/<a [^>]*href="(?:javascript|vbscript|data):/i)
    expect(out).not.toMatch(/<[a-z]+[^>]*\son\w+\s*=/i)
  })

  it("keeps the renderer's tags and escapes the newsletter's wider ones", async () => {
    const out = await sanitizeHtml(
      '<p><strong>a</strong> <em>b</em> <a href="https://example.com" rel="nofollow">c</a></p><ol start="2"><li>d</li></ol><h2>e</h2>',
      'richText',
    )
    expect(out).toBe(
      '<p><strong>a</strong> <em>b</em> <a href="https://example.com" rel="nofollow">c</a></p><ol start="2"><li>d</li></ol>&lt;h2&gt;e&lt;/h2&gt;',
    )
  })
})

describe('rewriteLinks', () => {
  it('rewrites the links it is asked to and keeps everything else as it was', async () => {
    const html =
      '<p style="color:red">Read <a href="https://example.com/a" target="_blank">this</a> or <a href="mailto:info@example.com">write</a>.</p>'
    const out = await rewriteLinks(html, (href) =>
      href.startsWith('https:') ? `https://t.example/?u=${href}` : undefined,
    )
    expect(out).toBe(
      '<p style="color:red">Read <a href="https://t.example/?u=https://example.com/a" target="_blank">this</a> or <a href="mailto:info@example.com">write</a>.</p>',
    )
  })
})
