/**
 * What the smoke tests do over HTTP as a visitor or a staff member of the production build: GET and
 * POST (with the site's own origin, as its forms do), sign in, submit a staff page's form as a
 * browser would, and the staff edits of every kind of data a public page shows. Also a fresh
 * PostgreSQL database of its own for tests that run instances on one (TEST_DATABASE_URL).
 */
import pg from 'pg'
import { expect } from 'vitest'
import type { Running } from './server-process'

// jsdom (the DOM of the component tests) parses the staff pages' forms; it ships no types.
const { JSDOM } = (await import('jsdom' as string)) as {
  JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis }
}

export type Site = { origin: string; cookie?: string }
export const siteOf = (s: Running): Site => ({ origin: `http://127.0.0.1:${s.port}` })

export async function get(site: Site, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${site.origin}${pathname}`, {
    headers: { ...(site.cookie ? { cookie: site.cookie } : {}), ...headers },
    redirect: 'manual',
  })
  return { res, text: await res.text(), cache: res.headers.get('x-page-cache') }
}

export async function post(
  site: Site,
  pathname: string,
  body: URLSearchParams,
  headers: Record<string, string> = {},
) {
  return fetch(`${site.origin}${pathname}`, {
    method: 'POST',
    headers: {
      origin: site.origin,
      'content-type': 'application/x-www-form-urlencoded',
      ...(site.cookie ? { cookie: site.cookie } : {}),
      ...headers,
    },
    body,
    redirect: 'manual',
  })
}

/** Signs in at /admin; the site with the staff session's cookie. */
export async function signIn(site: Site, staff: { email: string; password: string }): Promise<Site> {
  const res = await post(site, '/admin', new URLSearchParams(staff))
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('staff_session='))
  expect(cookie, `sign-in answered ${res.status}`).toBeDefined()
  return { ...site, cookie: cookie!.split(';')[0] }
}

/**
 * Submits a staff form as a browser would: the page's form that holds `field` (or the first one
 * whose intent is `intent`), with every value it shows, `changes` applied.
 */
export async function submitForm(
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
export const staffEdits = [
  {
    kind: 'content',
    page: '/',
    edit: (staff: Site) =>
      submitForm(
        staff,
        '/admin/content?page=home&section=hero&lang=en&edit=1',
        { field: 'en.title' },
        // Both languages side by side; "Publish now" (the form's first button keeps a draft).
        { 'en.title': 'Run Your Own Courier Route Today', intent: 'save' },
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

/**
 * A new, empty database named `<prefix>_<pid>_<random>` on the server of `serverUrl`: its URL, a
 * client connected to it, and drop() (which ends whatever connection is left, a killed server's).
 */
export async function createDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const u = new URL(serverUrl)
  u.pathname = `/${name}`
  const url = u.toString()
  return {
    url,
    async drop() {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      )
      await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      await admin.end()
    },
  }
}
