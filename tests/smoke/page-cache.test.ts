/**
 * The rendered-page cache (issue #22 item 1, ADR 027) on the production build, over HTTP: staff
 * edits of every kind of public data show on the next anonymous request (on both instances when
 * two share PostgreSQL), no visitor ever gets another's page, and every kept page leaves with a
 * nonce no other response had. Needs `npm run build` first; the two-instance part needs
 * TEST_DATABASE_URL (a PostgreSQL server, as CI has).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { start, stop, type Running } from './server-process'

const STAFF = { email: 'cache-staff@example.com', password: 'cache-staff-password-1' }
const VIDEOS_PASSWORD = 'tutorials for the cache test'
const staffEnv = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  SECURE_VIDEOS_PASSWORD: VIDEOS_PASSWORD,
  SMTP_URL: '',
}

// jsdom (the DOM of the component tests) parses the staff pages' forms; it ships no types.
const { JSDOM } = (await import('jsdom' as string)) as {
  JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis }
}

type Site = { origin: string; cookie?: string }
const siteOf = (s: Running): Site => ({ origin: `http://127.0.0.1:${s.port}` })

async function get(site: Site, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${site.origin}${pathname}`, {
    headers: { ...(site.cookie ? { cookie: site.cookie } : {}), ...headers },
    redirect: 'manual',
  })
  return { res, text: await res.text(), cache: res.headers.get('x-page-cache') }
}

async function post(site: Site, pathname: string, body: URLSearchParams) {
  return fetch(`${site.origin}${pathname}`, {
    method: 'POST',
    headers: {
      origin: site.origin,
      'content-type': 'application/x-www-form-urlencoded',
      ...(site.cookie ? { cookie: site.cookie } : {}),
    },
    body,
    redirect: 'manual',
  })
}

async function signIn(site: Site): Promise<Site> {
  const res = await post(site, '/admin', new URLSearchParams(STAFF))
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('staff_session='))
  expect(cookie, `sign-in answered ${res.status}`).toBeDefined()
  return { ...site, cookie: cookie!.split(';')[0] }
}

/**
 * Submits a staff form as a browser would: the page's form that holds `field` (or the first one
 * whose intent is `intent`), with every value it shows, `changes` applied.
 */
async function submitForm(
  staff: Site,
  pagePath: string,
  pick: { field?: string; intent?: string },
  changes: Record<string, string>,
) {
  const page = await get(staff, pagePath)
  expect(page.res.status, pagePath).toBe(200)
  const { document, FormData } = new JSDOM(page.text, { url: `${staff.origin}${pagePath}` }).window
  const form = [...document.querySelectorAll('form[method="post"]')].find((f) =>
    pick.field
      ? f.querySelector(`[name="${pick.field}"]`)
      : f.querySelector(`input[name="intent"][value="${pick.intent}"]`),
  ) as HTMLFormElement | undefined
  expect(form, `a form on ${pagePath}`).toBeDefined()
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(form!)) if (typeof value === 'string') body.append(name, value)
  // The submit button's intent, when the form's intent is its button (the settings form).
  const submitter = form!.querySelector('button[type="submit"][name]') as HTMLButtonElement | null
  if (submitter && !body.has(submitter.name)) body.set(submitter.name, submitter.value)
  for (const [name, value] of Object.entries(changes)) body.set(name, value)
  const action = new URL(form!.action || pagePath, staff.origin)
  const res = await post(staff, action.pathname + action.search, body)
  expect(res.status, `${action.pathname} answered ${res.status}`).toBeLessThan(400)
  return res
}

/** Every kind of data staff edit that a public page shows: the edit, and where it shows. */
const edits = [
  {
    kind: 'content',
    page: '/',
    edit: (staff: Site) =>
      submitForm(
        staff,
        '/admin/content?page=home&section=hero&lang=en&edit=1',
        { field: 'c.title' },
        { 'c.title': 'Run Your Own Courier Route Today' },
      ),
    shows: 'Run Your Own Courier Route Today',
  },
  {
    kind: 'settings',
    page: '/operators',
    edit: (staff: Site) =>
      submitForm(staff, '/admin/settings', { field: 'phone' }, { phone: '(561) 555-0177' }),
    shows: '(561) 555-0177',
  },
  {
    kind: 'operators',
    page: '/delray-beach-courier',
    edit: (staff: Site) =>
      submitForm(
        staff,
        '/admin/operators?edit=1',
        { field: 'tagline' },
        { tagline: 'Same-day delivery, checked by the cache test' },
      ),
    shows: 'Same-day delivery, checked by the cache test',
  },
  {
    kind: 'products',
    page: '/products',
    edit: (staff: Site) =>
      submitForm(staff, '/admin/products?edit=1', { field: 'nameEn' }, { nameEn: 'Starter Kit Deluxe' }),
    shows: 'Starter Kit Deluxe',
  },
  {
    kind: 'videos',
    page: '/videos',
    edit: (staff: Site) =>
      submitForm(
        staff,
        '/admin/videos?edit=2',
        { field: 'titleEn' },
        { titleEn: 'Business Overview, Edited for the Cache' },
      ),
    shows: 'Business Overview, Edited for the Cache',
  },
  {
    kind: 'markets',
    page: '/',
    edit: (staff: Site) => submitForm(staff, '/admin/markets?edit=6', { field: 'city' }, { city: 'Decatur' }),
    shows: 'Decatur',
  },
]

/** The nonce of a response: the one in its CSP header, and every nonce attribute of its body. */
function noncesOf(res: Response, html: string) {
  const header = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
  const inBody = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))
  return { header, inBody }
}

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

  it('serves a kept page, and its data, with a nonce no other response had; 304 when the visitor holds it', async () => {
    const seen = new Set<string>()
    for (const pathname of ['/', '/operators', '/es/operators', '/delray-beach-courier']) {
      const first = await get(site, pathname)
      expect(first.res.status).toBe(200)
      const firstNonce = noncesOf(first.res, first.text).header!
      seen.add(firstNonce)
      const page = first.text.replaceAll(firstNonce, 'N')
      for (let i = 0; i < 8; i++) {
        const { res, text, cache } = await get(site, pathname)
        expect(cache, pathname).toBe('hit')
        const { header, inBody } = noncesOf(res, text)
        // The body's nonces are the header's: the kept page's scripts run under this response's CSP.
        expect([...inBody]).toEqual([header])
        expect(seen.has(header!), `nonce ${header} seen twice`).toBe(false)
        seen.add(header!)
        // The same page as the one rendered, but for the nonce.
        expect(text.replaceAll(header!, 'N')).toBe(page)
      }
    }
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

  it("never keeps one visitor's page for another: staff and unlocked pages are rendered for them alone", async () => {
    const staff = await signIn(site)
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

  for (const { kind, page, edit, shows } of edits) {
    it(`a staff edit of ${kind} shows on the next anonymous request for ${page}`, async () => {
      await get(site, page)
      const before = await get(site, page)
      expect(before.cache).toBe('hit')
      expect(before.text).not.toContain(shows)
      await edit(await signIn(site))
      const after = await get(site, page)
      expect(after.text).toContain(shows)
    })
  }
})

const databaseUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!databaseUrl)('page cache, two instances on one PostgreSQL database', () => {
  const name = `smoke_page_cache_${process.pid}`
  const dirs: string[] = []
  const servers: Running[] = []
  let admin: pg.Client
  let url: string

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name}`)
    await admin.query(`CREATE DATABASE ${name}`)
    const u = new URL(databaseUrl!)
    u.pathname = `/${name}`
    url = u.toString()
    const shared = {
      ...staffEnv,
      DATABASE_URL: url,
      SESSION_SECRET: 'page-cache-smoke-secret-0123456789abcdef',
    }
    // One after the other: the first migrates and seeds the new database.
    for (let i = 0; i < 2; i++) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'smoke-page-cache-pg-'))
      dirs.push(dir)
      servers.push(await start({ ...shared, DATA_DIR: dir }))
    }
  })
  afterAll(async () => {
    for (const s of servers) await stop(s)
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    await admin?.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => {})
    await admin?.end()
  })

  /** The other instance hears the purge through NOTIFY: it may take a moment to arrive. */
  async function eventually(site: Site, pathname: string, text: string) {
    const until = Date.now() + 5_000
    for (;;) {
      const page = await get(site, pathname)
      if (page.text.includes(text)) return page
      if (Date.now() > until) throw new Error(`${pathname} on ${site.origin} never showed “${text}”`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  it('a staff edit on one instance shows on both, for every kind of data', async () => {
    const [a, b] = servers.map(siteOf) as [Site, Site]
    for (const { kind, page, edit, shows } of edits) {
      for (const site of [a, b]) {
        await get(site, page)
        const kept = await get(site, page)
        expect(kept.cache, `${kind}: ${page} kept on ${site.origin}`).toBe('hit')
        expect(kept.text).not.toContain(shows)
      }
      await edit(await signIn(a))
      expect((await get(a, page)).text, kind).toContain(shows)
      await eventually(b, page, shows)
    }
  })

  it("an approved change of an operator's page shows on both instances", async () => {
    const [a, b] = servers.map(siteOf) as [Site, Site]
    const proposed = 'A tagline the operator proposed in the portal'
    const db = new pg.Client({ connectionString: url })
    await db.connect()
    let slug: string
    try {
      // As the portal leaves it when the operator submits (issue #21): one open draft, submitted.
      await db.query(
        `INSERT INTO operator_page_drafts (operator_id, data, status, submitted_at)
         VALUES (2, $1, 'submitted', now())`,
        [JSON.stringify({ tagline: proposed })],
      )
      const { rows } = await db.query<{ slug: string }>(
        'SELECT custom_slug AS slug FROM operators WHERE id = 2',
      )
      slug = `/${rows[0]!.slug}`
    } finally {
      await db.end()
    }
    for (const site of [a, b]) {
      await get(site, slug)
      expect((await get(site, slug)).cache).toBe('hit')
    }
    await submitForm(await signIn(b), '/admin/operator-changes', { intent: 'approve' }, {})
    expect((await get(b, slug)).text).toContain(proposed)
    await eventually(a, slug, proposed)
  })
})
