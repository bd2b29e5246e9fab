/**
 * Small additions to ./http.ts for the HTTP tests of forms and pages (issue #41): a form posted as a
 * browser without JavaScript posts it, and text as a browser shows it.
 */
import type { APIRequestContext } from '@playwright/test'
import { expect, parsePage, type HtmlPage } from './http'

/** An element's text with its white space collapsed, as `toHaveText` compares it. */
export function textOf(element: Element) {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** The text of the elements an element's aria-describedby names, as its accessible description. */
export function descriptionOf(document: Document, element: Element) {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  return ids
    .map((id) => document.getElementById(id))
    .filter((e): e is HTMLElement => e !== null)
    .map(textOf)
    .join(' ')
}

/**
 * POSTs `fields` to `path` as a browser without JavaScript submits a form (same-origin, urlencoded,
 * from its own client address so rate limits stay apart) and parses the page the server answers.
 * A public form that stored the post answers 303 (Post/Redirect/Get, issue #42): with
 * `redirectsTo`, the Location is checked and the page it names is fetched and parsed, as the
 * browser would show it.
 */
export async function postPage(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  fields: Record<string, string>,
  { status = 200, ip, redirectsTo }: { status?: number; ip?: string; redirectsTo?: string } = {},
): Promise<HtmlPage> {
  const response = await request.post(path, {
    form: fields,
    headers: {
      Origin: new URL(baseURL).origin,
      'Sec-Fetch-Site': 'same-origin',
      ...(ip ? { 'X-Forwarded-For': ip } : {}),
    },
    maxRedirects: 0,
    failOnStatusCode: false,
  })
  const html = await response.text()
  if (redirectsTo !== undefined) {
    expect(response.status(), `HTTP status of POST ${path}: ${html.slice(0, 200)}`).toBe(303)
    expect(response.headers()['location']).toBe(redirectsTo)
    const shown = await request.get(redirectsTo, { maxRedirects: 0 })
    expect(shown.status()).toBe(200)
    return parsePage(shown, await shown.text())
  }
  expect(response.status(), `HTTP status of POST ${path}: ${html.slice(0, 200)}`).toBe(status)
  return parsePage(response, html)
}
