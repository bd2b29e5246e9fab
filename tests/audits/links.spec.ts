import { expect, find, pagesToAudit, test } from './fixtures'
import { auditLinks, formatBroken, pendingPageProblems, type LinkCache } from './links'
import { pendingPages } from './pending-pages'

// Each URL is requested once per worker, whichever page links to it.
const cache: LinkCache = new Map()

for (const { kind, lang } of pagesToAudit) {
  test(`links: ${kind.pattern} (${lang})`, async ({ page, request, inventory, baseURL }, testInfo) => {
    const entry = find(inventory, kind.id, lang)
    const report = await auditLinks({
      page,
      request,
      url: new URL(entry.path, baseURL).href,
      pending: pendingPages,
      cache,
    })
    testInfo.annotations.push(
      { type: 'internal URLs checked', description: String(report.checked) },
      { type: 'pending pages linked (404 allowed)', description: report.pending.join(', ') || 'none' },
      { type: 'external (not fetched)', description: report.external.join(', ') || 'none' },
    )
    expect(
      report.broken.map((b) => `${b.url} → ${b.status}`),
      `broken links or assets:\n${formatBroken(report.broken)}`,
    ).toEqual([])
  })
}

test('pending pages are still pending (the list only shrinks)', async ({ request, baseURL }) => {
  const problems = await pendingPageProblems(request, baseURL!, pendingPages)
  expect(problems, problems.join('\n')).toEqual([])
})
