/**
 * HTTP tests of the end-to-end server (issue #41): what the server renders (texts, status codes,
 * headers, head tags, structured data, links) is read from the HTML it sends, parsed by jsdom and
 * queried as Testing Library queries it, with no browser. A browser test is for what only a browser
 * shows: hydration, focus, layout, the clock, the cache, a journey's clicks.
 */
import { test as base, expect, type APIRequestContext, type APIResponse } from '@playwright/test'
import { getQueriesForElement } from '@testing-library/dom'
import { JSDOM } from 'jsdom'

export { expect }

/** Playwright's `request` alone: no browser is started for these tests. */
export const test = base

export type HtmlPage = {
  response: APIResponse
  headers: Record<string, string>
  html: string
  document: Document
  /** Testing Library's queries over the whole document (getByRole, getByText, …). */
  screen: ReturnType<typeof getQueriesForElement>
  /** The page's <main> only. */
  main: ReturnType<typeof getQueriesForElement>
}

/**
 * GETs `path` as a first visit would (no cookies of a session unless `headers` say so) and parses
 * the HTML. Redirects are not followed unless `follow`.
 */
export async function fetchPage(
  request: APIRequestContext,
  path: string,
  {
    status = 200,
    headers,
    follow = false,
  }: { status?: number; headers?: Record<string, string>; follow?: boolean } = {},
): Promise<HtmlPage> {
  const response = await request.get(path, { headers, maxRedirects: follow ? 5 : 0, failOnStatusCode: false })
  expect(response.status(), `HTTP status of ${path}`).toBe(status)
  return parsePage(response, await response.text())
}

/** A response's HTML parsed by jsdom, with Testing Library's queries over it. */
export function parsePage(response: APIResponse, html: string): HtmlPage {
  const { document } = new JSDOM(html, { url: response.url() }).window
  const main = document.querySelector('main') ?? document.body
  return {
    response,
    headers: response.headers(),
    html,
    document,
    screen: getQueriesForElement(document.documentElement),
    main: getQueriesForElement(main as HTMLElement),
  }
}

/** The JSON-LD blocks of a parsed page. */
export function jsonLdOf(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  )
}

/** A `<meta>` of the head by its selector (`name="description"`, `property="og:title"`). */
export function metaContent(document: Document, selector: string) {
  return document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null
}
