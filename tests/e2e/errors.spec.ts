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
// path alone, apart from the pages' own routing. Their texts, titles, robots tag and shell are read
// from the server's HTML (errors.http.spec.ts); the audits do not load these pages, so axe runs here,
// on the pages as hydrated.
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]

  test(`404 page (${lang}): no axe violation, hydrated in its language, and its way home`, async ({
    page,
  }) => {
    await visit(page, localized(lang, '/no/such-page'), { status: 404 })
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expectNoAxeViolations(page)
    await page.getByTestId('not-found').getByRole('link', { name: t.errors.notFound.home }).click()
    await expect(page).toHaveURL(lang === 'en' ? /127\.0\.0\.1:\d+\/$/ : /\/es$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content[lang].home.hero.title)
  })
}

test.describe('error fallback', () => {
  // The page answers 500 on purpose: Chromium reports that status as a console error.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/] })

  for (const lang of ['en', 'es'] as const satisfies Lang[]) {
    const t = messages[lang]
    test(`a server error's fallback has no axe violation and stays after hydration (${lang})`, async ({
      page,
    }) => {
      await visit(page, localized(lang, '/__e2e/error'), { status: 500 })
      await expect(page.getByTestId('error-page').getByRole('heading', { level: 1 })).toHaveText(
        t.errors.unexpected.title,
      )
      await expectNoAxeViolations(page)
      expect(await page.content()).not.toContain('secret-stack-detail')
    })
  }
})
