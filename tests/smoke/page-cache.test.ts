/**
 * The rendered-page cache (issue #22 item 1, ADR 027) on the production build, over HTTP: staff
 * edits of every kind of public data show on the next anonymous request, no visitor ever gets
 * another's page, and every kept page leaves with a nonce no other response had. Needs `npm run
 * build` first. The same on two instances sharing PostgreSQL: two-instances.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { start, stop, type Running } from './server-process'
import { get, signIn, siteOf, staffEdits, submitForm, type Site } from './staff-site'

const STAFF = { email: 'cache-staff@example.com', password: 'cache-staff-password-1' }
const VIDEOS_PASSWORD = 'tutorials for the cache test'
const staffEnv = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  SECURE_VIDEOS_PASSWORD: VIDEOS_PASSWORD,
  SMTP_URL: '',
}

/** The nonce of a response: the one in its CSP header, and every nonce attribute of its body. */
function noncesOf(res: Response, html: string) {
  const header = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
  const inBody = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))
  return { header, inBody }
}

/** The submission keys a body carries (ADR 056): in its root data, and in its forms' hidden field. */
const submissionKeysOf = (html: string) =>
  new Set([...html.matchAll(/(?<![\w-])[\w-]{22}\.[\w-]{22}(?![\w-])/g)].map((m) => m[0]))

describe('page cache, one instance (embedded database)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smoke-page-cache-'))
  let server: Running
  let site: Site
  beforeAll(async () => {
    server = await start({ ...staffEnv, DATA_DIR: dataDir, DATABASE_URL: '' })
    site = siteOf(server)
  })
  afterAll(async () => {
    if (server) await stop(server)
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('serves a kept page, and its data, with a nonce and a submission key no other response had; 304 when the visitor holds it', async () => {
    const seen = new Set<string>()
    const keys = new Set<string>()
    /** A response's one submission key, never seen before (the page cache gives each its own). */
    const newKeyOf = (text: string) => {
      const [key, ...others] = submissionKeysOf(text)
      expect(others).toEqual([])
      expect(keys.has(key!), `submission key ${key} seen twice`).toBe(false)
      keys.add(key!)
      return key!
    }
    for (const pathname of ['/', '/operators', '/es/operators', '/delray-beach-courier', '/playbook']) {
      const first = await get(site, pathname)
      expect(first.res.status).toBe(200)
      const firstNonce = noncesOf(first.res, first.text).header!
      seen.add(firstNonce)
      const page = first.text.replaceAll(firstNonce, 'N').replaceAll(newKeyOf(first.text), 'K')
      for (let i = 0; i < 8; i++) {
        const { res, text, cache } = await get(site, pathname)
        expect(cache, pathname).toBe('hit')
        const { header, inBody } = noncesOf(res, text)
        // The body's nonces are the header's: the kept page's scripts run under this response's CSP.
        expect([...inBody]).toEqual([header])
        expect(seen.has(header!), `nonce ${header} seen twice`).toBe(false)
        seen.add(header!)
        // The same page as the one rendered, but for the nonce and the submission key made from it.
        expect(text.replaceAll(header!, 'N').replaceAll(newKeyOf(text), 'K')).toBe(page)
      }
    }
    // The playbook form of a kept page carries that response's key, in the field the server reads.
    const playbook = await get(site, '/playbook')
    expect(playbook.cache).toBe('hit')
    expect(playbook.text).toMatch(/<input type="hidden" name="submission_key" value="[\w-]{22}\.[\w-]{22}"/)
    // Ten visitors landing at once on a page not kept yet: one render, the others wait for it and
    // get it with their own nonce.
    const landing = await Promise.all(Array.from({ length: 10 }, () => get(site, '/es/videos')))
    expect(landing.map((l) => l.cache).sort()).toEqual([...Array(9).fill('hit'), 'miss'])
    const landed = landing.map((l) => noncesOf(l.res, l.text))
    for (const { header, inBody } of landed) expect([...inBody]).toEqual([header])
    expect(new Set(landed.map((l) => l.header)).size).toBe(10)

    const page = await get(site, '/operators')
    const etag = page.res.headers.get('etag')!
    expect(etag).toMatch(/^W\/"/)
    const again = await get(site, '/operators', { 'if-none-match': etag })
    expect(again.res.status).toBe(304)
    expect(again.text).toBe('')
    // No policy of its own (issue #29, ADR 034): the browser keeps the stored page and its stored
    // policy, whose nonce is the stored page's; a new nonce here would block every inline script.
    expect(again.res.headers.get('content-security-policy')).toBeNull()
    expect(again.res.headers.get('etag')).toBe(etag)

    // React Router's page data is kept too, apart from the page.
    await get(site, '/operators.data')
    const data = await get(site, '/operators.data')
    expect(data.cache).toBe('hit')
    expect(data.res.headers.get('content-type')).toMatch(/^text\/x-script/)
  })

  it('gives a first landing its first-touch cookie, once, without changing what the cache keeps (#34)', async () => {
    const landing = await get(site, '/?utm_source=facebook&utm_campaign=spring', {
      referer: 'https://m.facebook.com/',
    })
    expect(landing.res.status).toBe(200)
    const setCookie = landing.res.headers.get('set-cookie')!
    expect(setCookie).toMatch(/^ft=[\w-]+; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure$/)
    const touch = JSON.parse(Buffer.from(setCookie.split(';')[0]!.slice(3), 'base64url').toString())
    expect(touch).toMatchObject({
      utmSource: 'facebook',
      utmCampaign: 'spring',
      referrerHost: 'm.facebook.com',
      landingPath: '/',
    })
    // A kept page, to a new visitor: the cookie too. The visitor coming back keeps theirs, and
    // the page still comes from the cache.
    await get(site, '/operators')
    const kept = await get(site, '/operators')
    expect(kept.cache).toBe('hit')
    expect(kept.res.headers.get('set-cookie')).toMatch(/^ft=/)
    const back = await get(site, '/operators', { cookie: setCookie.split(';')[0]! })
    expect(back.cache).toBe('hit')
    expect(back.res.headers.get('set-cookie')).toBeNull()
    // Scripts and images are no landing.
    const asset = await get(site, '/favicon.ico')
    expect(asset.res.headers.get('set-cookie')).toBeNull()
  })

  it("never keeps one visitor's page for another: staff and unlocked pages are rendered for them alone", async () => {
    const staff = await signIn(site, STAFF)
    // A staff member's request is never answered from the cache, nor kept.
    const asStaff = await get(staff, '/contact')
    expect(asStaff.res.status).toBe(200)
    expect(asStaff.cache).toBeNull()
    const anonymous = await get(site, '/contact')
    expect(anonymous.cache).toBe('miss')
    expect(anonymous.text).not.toContain(STAFF.email)

    // The private tutorials: unlocked first, then an anonymous visitor gets the password form.
    const unlock = await submitForm(
      site,
      '/secure-videos',
      { field: 'password' },
      { password: VIDEOS_PASSWORD },
    )
    const cookie = unlock.headers.getSetCookie().find((c) => c.startsWith('secure_videos_auth='))
    expect(cookie).toBeDefined()
    const unlocked = await get({ ...site, cookie: cookie!.split(';')[0] }, '/secure-videos')
    expect(unlocked.cache).toBeNull()
    expect(unlocked.text).toContain('Tutorial: Dispatching Orders')
    for (let i = 0; i < 2; i++) {
      const locked = await get(site, '/secure-videos')
      if (i > 0) expect(locked.cache).toBe('hit')
      expect(locked.text).not.toContain('Tutorial: Dispatching Orders')
      expect(locked.text).toContain('name="password"')
    }

    // The cart page is the same for everyone: the cart and the checkout form's idempotency key
    // are made in the browser, so a kept cart page carries no one's order key.
    await get(site, '/cart')
    const cart = await get(site, '/cart')
    expect(cart.cache).toBe('hit')
    expect(cart.text).not.toContain('idempotencyKey')

    // Cookies the server does not read (analytics after consent) share the anonymous page; the
    // cart and the consent choice live in the browser, so the page carries neither.
    await get(site, '/products')
    const withTags = await get(site, '/products', { cookie: '_ga=GA1.1.123; _fbp=fb.1.2.3' })
    expect(withTags.cache).toBe('hit')
    expect(withTags.text).not.toMatch(/staff_session|operator_session|secure_videos_auth/)
  })

  for (const { kind, page, edit, shows } of staffEdits) {
    it(`a staff edit of ${kind} shows on the next anonymous request for ${page}`, async () => {
      await get(site, page)
      const before = await get(site, page)
      expect(before.cache).toBe('hit')
      expect(before.text).not.toContain(shows)
      await edit(await signIn(site, STAFF))
      const after = await get(site, page)
      expect(after.text).toContain(shows)
    })
  }
})
