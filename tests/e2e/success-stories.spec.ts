import type { Page } from '@playwright/test'
import { adminSession, openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, localized, messages, test, visit, type Lang } from './fixtures'

/**
 * Success stories (issue #33, "Done when"): staff write a story in the admin with rich text (bold
 * and a link) in English and Spanish, publish it, and it is on /success-stories and
 * /es/success-stories with its text rendered by the server; axe finds nothing on the editor and the
 * new pages in both languages. The story is deleted at the end.
 */
test.use({ storageState: adminSession })
test.describe.configure({ timeout: 180_000 })

const a = messages.en.adminArticles

/** Types into a rich-text field: a bold first paragraph, then a link inserted from the link form. */
async function writeRichText(page: Page, label: string, bold: string, href: string, lang: Lang) {
  const t = messages[lang].richText
  const area = page.getByRole('textbox', { name: label })
  const boldButton = page
    .getByRole('group', { name: t.toolbar.replace('{{label}}', label) })
    .getByRole('button', { name: t.bold })
  await area.click()
  await page.keyboard.type(bold)
  await page.keyboard.press('ControlOrMeta+a')
  await boldButton.click()
  await expect(boldButton).toHaveAttribute('aria-pressed', 'true')
  await area.click()
  await page.keyboard.press('End')
  await page.keyboard.press('ControlOrMeta+b')
  await page.keyboard.press('Enter')
  // Ctrl+K opens the labelled address field; Enter applies it (the address becomes the link's text).
  await page.keyboard.press('ControlOrMeta+k')
  const address = page.getByRole('textbox', { name: t.linkAddress })
  await expect(address).toBeFocused()
  await address.fill(href)
  await address.press('Enter')
  await expect(address).toBeHidden()
}

test('staff write a story with bold text and a link in both languages and publish it', async ({ page }) => {
  const slug = `e2e-story-${Date.now()}`
  const titleEn = `A year of deliveries ${slug.slice(-5)}`
  const titleEs = `Un año de entregas ${slug.slice(-5)}`
  page.on('dialog', (dialog) => void dialog.accept())

  // The editor in Spanish: labels, toolbar and axe.
  await openAdmin(page, { lang: 'es', path: '/admin/success-stories' })
  const es = messages.es
  await expect(page.getByRole('textbox', { name: es.adminArticles.form.bodyEs })).toBeVisible()
  await expect(
    page.getByRole('group', { name: es.richText.toolbar.replace('{{label}}', es.adminArticles.form.bodyEs) }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  await openAdmin(page, { path: '/admin/success-stories' })
  await page.getByLabel(a.form.titleEn).fill(titleEn)
  await page.getByLabel(a.form.titleEs).fill(titleEs)
  await page.getByLabel(a.form.summaryEn).fill('How one operator grew a route.')
  await page.getByLabel(a.form.summaryEs).fill('Cómo un operador hizo crecer una ruta.')
  await writeRichText(page, a.form.bodyEn, 'Grew fast', 'https://example.com/join', 'en')
  await writeRichText(page, a.form.bodyEs, 'Creció rápido', '/es/what-you-get', 'en')
  await page.getByLabel(a.form.slug).fill(slug)
  await page.getByLabel(a.form.status).selectOption('published')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: a.story.add }).click()
  await expect(page.getByRole('status')).toHaveText(a.story.added.replace('{{title}}', titleEn))
  const row = page.getByTestId('article-row').filter({ hasText: titleEn })
  await expect(row.getByTestId('article-state')).toHaveText(a.state.live)

  try {
    for (const lang of ['en', 'es'] as const) {
      const title = lang === 'en' ? titleEn : titleEs
      await visit(page, localized(lang, '/success-stories'))
      const card = page.getByTestId('article-card').filter({ hasText: title })
      await expect(card).toBeVisible()
      await expectNoAxeViolations(page)
      await card.getByRole('link', { name: title }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(lang, `/success-stories/${slug}`)}$`))
      const body = page.getByTestId('article-body')
      await expect(body.locator('strong')).toHaveText(lang === 'en' ? 'Grew fast' : 'Creció rápido')
      await expect(
        body.locator(`a[href="${lang === 'en' ? 'https://example.com/join' : '/es/what-you-get'}"]`),
      ).toBeVisible()
      expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('"@type":"Article"')]),
      )
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1)
      await expectNoAxeViolations(page)
    }
    // The footer links to the index pages.
    await page.getByTestId('footer-success-stories').click()
    await expect(page).toHaveURL(/\/es\/success-stories$/)
  } finally {
    await openAdmin(page, { path: '/admin/success-stories' })
    await page.getByRole('button', { name: a.list.deleteLabel.replace('{{title}}', titleEn) }).click()
    await expect(page.getByRole('status')).toHaveText(a.story.deleted.replace('{{title}}', titleEn))
  }
  await visit(page, `/success-stories/${slug}`, { status: 404 })
})
