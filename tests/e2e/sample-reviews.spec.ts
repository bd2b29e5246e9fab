import type { Page } from '@playwright/test'
import { adminSession, openAdmin } from './admin-helpers'
import { expect, expectNoAxeViolations, localized, messages, test, visit } from './fixtures'

/**
 * Issue #30 item 3: no invented reviews in public data. The seeded ratings and testimonials are
 * labelled "Sample" where they show, never in structured data, and listed by the launch check.
 * In both languages, whatever E2E_LANGS says: the labels are words.
 */
test.use({ storageState: adminSession })

const ldOf = async (page: Page) =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').all()).map(
      async (s) => JSON.parse((await s.textContent()) ?? '{}') as Record<string, unknown>,
    ),
  )

for (const lang of ['en', 'es'] as const) {
  const t = messages[lang]

  test(`a seeded operator's rating and testimonials are labelled as samples and kept out of structured data (${lang})`, async ({
    page,
  }) => {
    await visit(page, localized(lang, '/delray-beach-courier'))
    await expect(page.getByTestId('operator-rating').getByTestId('sample-badge')).toHaveText(t.common.sample)
    await expect(page.getByTestId('sample-note')).toContainText(t.operators.sample.note)
    const ld = await ldOf(page)
    expect(ld.length).toBeGreaterThan(0)
    for (const data of ld) expect(JSON.stringify(data)).not.toContain('AggregateRating')
    await expectNoAxeViolations(page)
  })

  test(`the home page labels its sample testimonials (${lang})`, async ({ page }) => {
    await visit(page, localized(lang, '/'))
    const section = page.getByTestId('testimonials')
    await expect(section.getByTestId('testimonials-sample-note')).toHaveText(t.home.testimonials.sampleNote)
    const cards = section.getByTestId('testimonial-card')
    await expect(cards.first()).toBeVisible()
    for (const card of await cards.all())
      await expect(card.getByTestId('sample-badge')).toHaveText(t.common.sample)
  })

  test(`the launch check lists every sample, and the admin marks them (${lang})`, async ({ page }) => {
    await openAdmin(page, { lang, path: '/launch-checklist' })
    const samples = page.getByTestId('launch-check-samples')
    await expect(samples).toContainText(t.launchChecklist.check.groups.samples)
    await expect(samples.getByTestId('launch-check-item-sampleReviews').first()).toBeVisible()
    await expect(samples.getByTestId('launch-check-item-sampleTestimonial')).toHaveCount(3)
    await expect(
      samples
        .getByTestId('launch-check-item-sampleReviews')
        .filter({ hasText: t.launchChecklist.check.sampleReviews.replace('{{name}}', 'Bayou City Courier') }),
    ).toHaveCount(1)

    await openAdmin(page, { lang, path: '/admin/operators' })
    const row = page
      .getByTestId('operators-admin-table')
      .getByRole('row')
      .filter({ hasText: 'Delray Beach Courier' })
    await expect(row.getByTestId('sample-badge')).toHaveText(t.common.sample)
    await expectNoAxeViolations(page)
  })
}
