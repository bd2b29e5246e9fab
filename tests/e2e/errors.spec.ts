import {
  content,
  expect,
  expectNoAxeViolations,
  localized,
  messages,
  test,
  visit,
  type Lang,
} from './fixtures'

// Kept in both languages: a page with no route (404, the error boundary) finds its language from the
// path alone, apart from the pages' own routing.
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]

  test(`404 page (${lang})`, async ({ page }) => {
    const path = localized(lang, '/no/such-page')
    await visit(page, path, { status: 404 })
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    const notFound = page.getByTestId('not-found')
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(t.errors.notFound.title)
    await expect(notFound).toContainText('404')
    await expect(notFound).toContainText(t.errors.notFound.text)
    await expect(page).toHaveTitle(t.meta.notFound.title)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)
    // The full shell: main navigation and footer.
    await expect(page.getByRole('navigation', { name: t.nav.label })).toBeVisible()
    await expect(page.getByTestId('main-footer')).toBeVisible()

    await notFound.getByRole('link', { name: t.errors.notFound.home }).click()
    await expect(page).toHaveURL(lang === 'en' ? /127\.0\.0\.1:\d+\/$/ : /\/es$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content[lang].home.hero.title)
  })
}

test.describe('error fallback', () => {
  // The page answers 500 on purpose: Chromium reports that status as a console error.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/] })

  for (const lang of ['en', 'es'] as const satisfies Lang[]) {
    const t = messages[lang]
    test(`a server error shows the generic fallback without details (${lang})`, async ({ page }) => {
      const path = localized(lang, '/__e2e/error')
      await visit(page, path, { status: 500 })
      const errorPage = page.getByTestId('error-page')
      await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText(t.errors.unexpected.title)
      await expect(errorPage).toContainText(t.errors.unexpected.generic)
      await expectNoAxeViolations(page)
      if (lang === 'en') {
        await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!')
        await expect(errorPage).toContainText(
          'Something went wrong. Please refresh the page or try again later.',
        )
      }
      expect(await page.content()).not.toContain('secret-stack-detail')
      await expect(page.getByRole('navigation', { name: t.nav.label })).toBeVisible()
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
})
