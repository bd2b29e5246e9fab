import { staffRequest } from './admin-http'
import { journeyLangs, localized, messages, settings } from './fixtures'
import { expect, fetchPage, test } from './http'

// Issue #35, what the server renders (issue #41: read over HTTP, no browser): the register's screen
// and the Earnings Claim Statement. Nothing is changed: the seeded claims have no basis, so the
// statement states none, and lists each figure the pages show as "basis not yet recorded" (issue
// #45): it never says "no earnings claim" beside them. The screens' axe checks: earnings-claims.spec.ts.
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim()

for (const lang of journeyLangs) {
  const t = messages[lang]

  test(`the register lists the seeded claim with its basis missing (${lang})`, async ({ baseURL }) => {
    const staff = await staffRequest(baseURL!)
    try {
      const list = await fetchPage(staff, localized(lang, '/admin/earnings-claims'))
      expect(text(list.document.querySelector('h1'))).toBe(t.adminEarningsClaims.title)
      const row = [...list.document.querySelectorAll('[data-testid="claim-row"]')].find((r) =>
        r.textContent?.includes('$4,000 - $6,000+'),
      )
      expect(text(row?.querySelector('[data-testid="claim-basis"]'))).toBe(
        t.adminEarningsClaims.list.incomplete,
      )

      const edit = await fetchPage(staff, localized(lang, '/admin/earnings-claims?edit=1'))
      const figure = [...edit.document.querySelectorAll<HTMLLabelElement>('label')].find(
        (l) => text(l) === t.adminEarningsClaims.form.figure,
      )
      const input = edit.document.getElementById(figure!.htmlFor) as HTMLInputElement
      expect(input.value).toBe('$4,000 - $6,000+')
      expect(text(edit.document.querySelector('[data-testid="claim-share"]'))).toBe(
        t.adminEarningsClaims.form.noShare,
      )
    } finally {
      await staff.dispose()
    }
  })

  test(`the Earnings Claim Statement (${lang})`, async ({ request }) => {
    const s = t.earningsClaims.statement
    const { document, main } = await fetchPage(request, localized(lang, '/earnings-claim-statement'))
    expect(text(document.querySelector('h1'))).toBe(s.heading)
    expect(text(document.querySelector('[data-testid="statement-seller"]'))).toContain(settings.businessName)
    expect(text(document.querySelector('[data-testid="statement-substantiation"]'))).toBe(s.substantiation)
    expect(main.queryByText(s.none)).toBeNull()
    const unbacked = [...document.querySelectorAll('[data-testid="statement-unbacked-figure"]')].map(
      (row) => [text(row.querySelector('th')), text(row.querySelector('td'))],
    )
    expect(unbacked).toEqual(
      ['$4,000 - $6,000+', '$4,000 - $6,000', '$8,000 - $15,000+', '$1,000+'].map((f) => [
        f,
        s.unbackedBasis,
      ]),
    )
    expect(text(document.querySelector('#statement-unbacked-title'))).toBe(s.unbackedTitle)
    expect(document.querySelectorAll('[data-testid="statement-claim"]')).toHaveLength(0)
  })
}
