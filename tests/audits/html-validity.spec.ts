import { expect, requestTest as test } from './fixtures'
import { formatVnu, validateHtml } from './html'

// The server-rendered HTML of every inventory page, both languages, in one run of the Nu Html
// Checker (Java starts slowly): no error. Warnings are listed in the report, not failed.
test('Nu Html Checker: every inventory page is valid HTML', async ({ request, inventory }, testInfo) => {
  test.setTimeout(120_000)
  const documents = await Promise.all(
    inventory.map(async (page) => {
      const response = await request.get(page.path)
      expect(response.status(), `HTTP status of ${page.path}`).toBe(200)
      return { url: page.path, html: await response.text() }
    }),
  )
  const { errors, warnings } = validateHtml(documents)
  testInfo.annotations.push({
    type: 'checked',
    description: `${documents.length} documents; ${warnings.length} warning(s)${warnings.length ? `:\n${formatVnu(warnings)}` : ''}`,
  })
  expect(
    errors.map((e) => `${e.url}: ${e.message}`),
    `invalid HTML (Nu Html Checker):\n${formatVnu(errors)}`,
  ).toEqual([])
})
