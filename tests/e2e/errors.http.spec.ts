import { localized, messages, type Lang } from './fixtures'
import { expect, fetchPage, metaContent, test } from './http'
import { byRole, byTestId, headings, textOf, textsOf } from './html-queries'

// The 404 page and the error fallback as the server sends them (issue #41), in both languages: a
// page with no route finds its language from the path alone. errors.spec.ts runs axe on them and
// follows the 404 page's way home.
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]

  test(`404 page (${lang})`, async ({ request }) => {
    const { document } = await fetchPage(request, localized(lang, '/no/such-page'), { status: 404 })
    expect(document.documentElement.getAttribute('lang')).toBe(lang)
    const notFound = byTestId(document, 'not-found')
    expect(textsOf(headings(notFound, 1))).toEqual([t.errors.notFound.title])
    expect(textOf(notFound)).toContain('404')
    expect(textOf(notFound)).toContain(t.errors.notFound.text)
    expect(byRole(notFound, 'link', t.errors.notFound.home).getAttribute('href')).toBe(localized(lang, '/'))
    expect(document.title).toBe(t.meta.notFound.title)
    expect(metaContent(document, 'name="robots"')).toMatch(/noindex/)
    // The full shell: main navigation and footer.
    byRole(document, 'navigation', t.nav.label, { exact: true })
    byTestId(document, 'main-footer')
  })

  test(`a server error shows the generic fallback without details (${lang})`, async ({ request }) => {
    const { document, html } = await fetchPage(request, localized(lang, '/__e2e/error'), { status: 500 })
    const errorPage = byTestId(document, 'error-page')
    expect(textsOf(headings(errorPage, 1))).toEqual([t.errors.unexpected.title])
    expect(textOf(errorPage)).toContain(t.errors.unexpected.generic)
    if (lang === 'en') {
      expect(textsOf(headings(errorPage, 1))).toEqual(['Unexpected Application Error!'])
      expect(textOf(errorPage)).toContain('Something went wrong. Please refresh the page or try again later.')
    }
    expect(html).not.toContain('secret-stack-detail')
    byRole(document, 'navigation', t.nav.label, { exact: true })
  })
}

test('the raw response carries no error detail', async ({ request }) => {
  for (const path of ['/__e2e/error', '/es/__e2e/error', '/__e2e/error.data']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(500)
    const body = await response.text()
    expect(body, path).not.toContain('secret-stack-detail')
    expect(body, path).not.toContain('Deliberate test failure')
    expect(body, path).not.toMatch(/at \S+ \(file:/)
  }
})
