/**
 * The guarded edge holds on every POST (issue #16): each page of the registry that has an action,
 * public and staff, in both languages, and the JSON endpoints, refuses a foreign Origin and a POST
 * with neither Origin nor Referer (and no same-origin fetch metadata) with the same status; a
 * filled honeypot on every public form is refused and nothing is stored.
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HONEYPOT_FIELD } from '#app/domain/forms/options'
import type { FormKind } from '#app/domain/forms/options'
import { pages } from '#app/pages'
import * as cartModule from '#app/routes/shop/cart'
import * as operatorModule from '#app/routes/operators/operator'
import * as subscribeModule from '#app/routes/resources/newsletter-subscribe'
import * as chatModule from '#app/routes/resources/chat-unmatched'
import * as setPasswordModule from '#app/routes/portal/set-password'
import { ORIGIN_REFUSAL } from '#app/domain/http/replies'
import { chain } from '../support/route-chain'
import { routeArgs, testContext } from './context'
import { formRoutes, validFields } from './forms-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

const SITE = 'http://localhost'
type Action = (args: unknown) => unknown
let t: TestDatabase
let ip = 0
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})

const context = () => testContext(t, { clientIp: `203.0.113.${++ip}` })

async function statusOf(answer: Promise<unknown>): Promise<number> {
  const settled = await answer.catch((thrown: unknown) => thrown)
  if (settled instanceof Response) return settled.status
  const init = (settled as { init?: ResponseInit | null } | null)?.init
  return init?.status ?? 200
}

/** Every page of the registry with an action, in both languages, plus the JSON endpoints. */
async function everyPost(): Promise<{ url: string; action: Action; params: Record<string, string> }[]> {
  const posts: { url: string; action: Action; params: Record<string, string> }[] = []
  for (const page of pages) {
    if (page.path?.includes('*') || page.audience === 'test') continue
    // One-click unsubscribe (RFC 8058) is posted by mail providers' servers: its authority is the
    // signed token in the URL, not a page of the site (ADR 021).
    if (page.id === 'newsletter-unsubscribe') continue
    const module = (await import(path.resolve(import.meta.dirname, '../../app', page.file))) as {
      action?: Action
    }
    if (!module.action) continue
    const { action } = chain(module as { action: Action })
    const english = `/${(page.path ?? '').replace(':slug', 'delray-beach-courier').replace(':id', '1')}`
    const params: Record<string, string> = page.path === ':slug' ? { slug: 'delray-beach-courier' } : {}
    posts.push({ url: english, action, params })
    posts.push({ url: english === '/' ? '/es' : `/es${english}`, action, params })
  }
  posts.push({
    url: '/api/newsletter/subscribe',
    action: chain(subscribeModule).action as Action,
    params: {},
  })
  posts.push({ url: '/api/chat/unmatched', action: chain(chatModule).action as Action, params: {} })
  return posts
}

describe('the origin rule on every POST', () => {
  it('covers the staff pages and the public forms alike', async () => {
    const urls = (await everyPost()).map((p) => p.url)
    for (const expected of [
      '/contact',
      '/es/service/contact',
      '/cart',
      '/delray-beach-courier',
      '/admin',
      '/admin/orders',
      '/es/admin/staff',
      '/admin/newsletters/new',
    ]) {
      expect(urls).toContain(expected)
    }
  })

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    [
      'a foreign Origin with same-origin fetch metadata',
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' },
    ],
    ['neither Origin nor Referer', {}],
    ['neither Origin nor Referer, cross-site fetch metadata', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a foreign Referer and no Origin', { Referer: 'https://evil.example/page' }],
  ])('refuses %s with 403, everywhere', async (_name, headers: Record<string, string>) => {
    const refused: string[] = []
    for (const post of await everyPost()) {
      const request = new Request(`${SITE}${post.url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ intent: 'quote', email: 'x@example.com' }),
      })
      const status = await statusOf(Promise.resolve(post.action(routeArgs(request, context(), post.params))))
      if (status !== 403) refused.push(`${post.url}: ${status}`)
    }
    expect(refused, 'POSTs that were not refused with 403').toEqual([])
  })

  it('answers a page form posted without its origin (a browser navigation) with the refusal page, a fetch with JSON', async () => {
    const post = (headers: Record<string, string>, url = `${SITE}/es/portal/set-password?token=x`) =>
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'null', ...headers },
        body: new URLSearchParams({ token: 'x', password: 'p', confirmPassword: 'p' }),
      })
    const navigation = await Promise.resolve(
      chain(setPasswordModule).action(
        routeArgs(post({ 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' }), context()) as never,
      ),
    ).catch((thrown: unknown) => thrown)
    // Thrown for the root error boundary, which shows it as the refusal's page (error-pages.tsx).
    expect(navigation).toMatchObject({ data: ORIGIN_REFUSAL, init: { status: 403 } })
    const fetches: Record<string, string>[] = [{ 'Sec-Fetch-Mode': 'cors' }, { Accept: 'text/html' }]
    for (const headers of fetches) {
      const fetched = await Promise.resolve(
        chain(setPasswordModule).action(
          routeArgs(post(headers, `${SITE}/es/portal/set-password.data?token=x`), context()) as never,
        ),
      ).catch((thrown: unknown) => thrown)
      expect(fetched).toBeInstanceOf(Response)
      expect((fetched as Response).status).toBe(403)
      expect(await (fetched as Response).json()).toEqual(ORIGIN_REFUSAL)
    }
  })

  it('lets the same POST through with no Origin when the Referer or fetch metadata says it is the site', async () => {
    const sameSite: Record<string, string>[] = [
      { Referer: `${SITE}/contact` },
      { 'Sec-Fetch-Site': 'same-origin' },
    ]
    for (const headers of sameSite) {
      const request = new Request(`${SITE}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(validFields('lead', `ok${++ip}@example.com`)),
      })
      expect(
        await statusOf(Promise.resolve(formRoutes.lead.action(routeArgs(request, context()) as never))),
      ).toBe(200)
    }
  })
})

/** Rows that a stored submission of any public form would add. */
async function storedRows(): Promise<number> {
  const counts = await t.db.execute(sql`
    select (select count(*) from submissions) + (select count(*) from orders)
         + (select count(*) from booking_requests) + (select count(*) from subscribers) as n`)
  return Number((counts as unknown as { rows: { n: number | string }[] }).rows[0]!.n)
}

const post = (url: string, body: BodyInit, contentType?: string) =>
  new Request(`${SITE}${url}`, {
    method: 'POST',
    headers: { Origin: SITE, ...(contentType ? { 'Content-Type': contentType } : {}) },
    body,
  })

describe('the honeypot on every public form', () => {
  const formKinds: FormKind[] = [
    'lead',
    'playbook',
    'business-registration',
    'service-contact',
    'operator-application',
  ]

  it.each(formKinds)('%s: refused, nothing stored', async (kind) => {
    const before = await storedRows()
    const fields = {
      ...validFields(kind, `bot-${kind}@example.com`),
      [HONEYPOT_FIELD]: 'http://spam.example',
    }
    const request = post(formRoutes[kind].path, new URLSearchParams(fields))
    expect(
      await statusOf(Promise.resolve(formRoutes[kind].action(routeArgs(request, context()) as never))),
    ).toBe(400)
    expect(await storedRows()).toBe(before)
  })

  it('checkout: refused, nothing stored', async () => {
    const before = await storedRows()
    const form = new URLSearchParams({
      name: 'Bot',
      email: 'bot-cart@example.com',
      phone: '(305) 555-0100',
      line1: '1 Main St',
      city: 'Miami',
      state: 'FL',
      zip: '33101',
      idempotencyKey: 'honeypot-key-0123456789',
      'lines[0].productId': '1',
      'lines[0].quantity': '1',
      [HONEYPOT_FIELD]: 'x',
    })
    const status = await statusOf(
      Promise.resolve(chain(cartModule).action(routeArgs(post('/cart', form), context()))),
    )
    expect(status).toBe(400)
    expect(await storedRows()).toBe(before)
  })

  it('booking request from an operator page: refused, nothing stored', async () => {
    const before = await storedRows()
    const form = new URLSearchParams({
      intent: 'booking',
      name: 'Bot',
      phone: '(561) 555-0199',
      email: 'bot-booking@example.com',
      pickup: '100 E Atlantic Ave, Delray Beach, FL 33444',
      delivery: 'Boca Raton, FL 33431',
      [HONEYPOT_FIELD]: 'x',
    })
    const request = post('/delray-beach-courier', form)
    const status = await statusOf(
      Promise.resolve(
        chain(operatorModule).action(routeArgs(request, context(), { slug: 'delray-beach-courier' })),
      ),
    )
    expect(status).toBe(400)
    expect(await storedRows()).toBe(before)
  })

  it('newsletter signup: refused, nothing stored', async () => {
    const before = await storedRows()
    const body = new URLSearchParams({
      email: 'bot-news@example.com',
      consent: 'on',
      lang: 'en',
      [HONEYPOT_FIELD]: 'x',
    })
    const request = post('/api/newsletter/subscribe', body)
    const status = await statusOf(
      Promise.resolve(chain(subscribeModule).action(routeArgs(request, context()))),
    )
    expect(status).toBeGreaterThanOrEqual(400)
    expect(await storedRows()).toBe(before)
  })
})
