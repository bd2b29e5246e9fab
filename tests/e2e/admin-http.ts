/**
 * What the admin journeys need in place before their browser part, made over HTTP (issue #41): a
 * booking, a lead, an order, a chat question, as the public pages' forms post them (the forms
 * themselves are proved in their own browser journeys: operators.spec.ts, forms.spec.ts,
 * shop.spec.ts, chat.spec.ts). And signed-in HTTP: a request context with the staff session the
 * setup project saved (admin-session.setup.ts), for what the server renders on the staff screens.
 */
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { adminSession } from './admin-helpers'

let visitor = 0
/** A visitor address of its own (X-Forwarded-For, trusted from loopback) for the forms' rate limits. */
export function ownVisitorIp(block: number) {
  visitor += 1
  return `198.${block}.${process.pid % 250}.${(visitor % 250) + 1}`
}

/** POSTs `fields` to `path` as a page of the site does (same origin), from its own visitor address. */
export async function postForm(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  fields: Record<string, string>,
  { ip = ownVisitorIp(60), status = 200 }: { ip?: string; status?: number } = {},
) {
  const response = await request.post(path, {
    form: fields,
    headers: { Origin: new URL(baseURL).origin, 'X-Forwarded-For': ip },
    maxRedirects: 0,
    failOnStatusCode: false,
  })
  expect(response.status(), `POST ${path}: ${(await response.text()).slice(0, 300)}`).toBe(status)
  return response
}

/** A booking request on an operator's public page (`/{slug}` or `/es/{slug}`), as its form sends it. */
export function requestBooking(
  request: APIRequestContext,
  baseURL: string,
  page: string,
  fields: { name: string; phone: string; email: string; pickup: string; delivery: string },
) {
  return postForm(request, baseURL, page, { intent: 'booking', when: '', notes: '', ...fields })
}

/** An order of one product (id 2) placed through the cart's checkout action; its order number. */
export async function placeOrder(
  request: APIRequestContext,
  baseURL: string,
  buyer: { name: string; email: string },
) {
  const response = await postForm(request, baseURL, '/cart', {
    name: buyer.name,
    email: buyer.email,
    phone: '713 555 0143',
    line1: '600 Main Street',
    city: 'Houston',
    state: 'TX',
    zip: '77002',
    'lines[0].productId': '2',
    'lines[0].quantity': '1',
    idempotencyKey: `e2e${Date.now()}${Math.random().toString(36).slice(2, 12)}`,
  })
  const orderNumber = (await response.text()).match(/CN-[23456789A-HJKMNP-TV-Z]{6}/)?.[0]
  expect(orderNumber, 'the order number in the checkout answer').toBeTruthy()
  return orderNumber!
}

/** A request context signed in as the first staff account (the setup project's saved session). */
export function staffRequest(baseURL: string) {
  return playwrightRequest.newContext({ baseURL, storageState: adminSession })
}

/**
 * Signs in through the sign-in form's action (as the form posts it) on `request`, whose cookie jar
 * then holds the session: a browser context's `request` signs that context in. The form's own
 * journey: admin-login.spec.ts.
 */
export async function signInOverHttp(
  request: APIRequestContext,
  baseURL: string,
  credentials: { email: string; password: string },
) {
  const response = await postForm(
    request,
    baseURL,
    '/admin',
    { email: credentials.email, password: credentials.password, redirectTo: '' },
    { ip: ownVisitorIp(61), status: 302 },
  )
  expect(new URL(response.headers()['location']!, baseURL).pathname).toBe('/admin/content')
  return response
}
