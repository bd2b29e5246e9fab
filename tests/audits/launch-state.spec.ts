import { messages } from '../e2e/fixtures'
import { jsonLdOf, parsePage } from '../e2e/http'
import { expect, find, pagesToAudit, requestTest as test } from './fixtures'

/**
 * The end-to-end server is a fresh install, not launched (issue #45, ADR 057): every inventory page
 * in both languages, as the server renders it, says the site is being set up in the page's
 * language (a named region, not a dialog), asks not to be indexed, and gives search engines no
 * sample or placeholder (a placeholder video id, an example domain, a 555-01xx number). The launch
 * itself, and the pages after it: tests/integration/launch-state.test.ts.
 */
const PLACEHOLDER = /PLACEHOLD|\.example\b|555[-.\s]?01\d\d/i

for (const { kind, lang } of pagesToAudit) {
  test(`set-up notice and noindex: ${kind.pattern} (${lang})`, async ({ request, inventory, baseURL }) => {
    const entry = find(inventory, kind.id, lang)
    const response = await request.get(new URL(entry.path, baseURL).href, { maxRedirects: 0 })
    expect(response.headers()['x-robots-tag'], entry.path).toBe('noindex')
    const { document } = parsePage(response, await response.text())
    const notice = document.querySelector('[data-testid="set-up-notice"]')
    expect(notice?.tagName, `${entry.path}: the notice`).toBe('SECTION')
    expect(notice?.getAttribute('aria-label')).toBe(messages[lang].setUpNotice.label)
    expect(notice?.textContent).toBe(messages[lang].setUpNotice.text)
    for (const data of jsonLdOf(document)) expect(JSON.stringify(data), entry.path).not.toMatch(PLACEHOLDER)
  })
}
