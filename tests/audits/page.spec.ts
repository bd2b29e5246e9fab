import { formatFindings } from './axe'
import { expect, find, pagesToAudit, test } from './fixtures'
import { interactionsFor, shellAuditsByPage } from './interactions'
import { formatBroken, pendingPageProblems, type LinkCache } from './links'
import { auditPage } from './page-audit'
import { pendingPages } from './pending-pages'

// Each URL is requested once per worker, whichever page links to it.
const cache: LinkCache = new Map()

// Every inventory page in both languages, loaded once (page-audit.ts): it hydrates with no console
// error; every internal link and asset answers; axe finds nothing as loaded at desktop and, in the
// same document resized, at mobile width, nor with each of the page's own modals and panels open;
// no sideways overflow and no strip above the footer at either width. The shell's popups and menus
// are the same on every page of a shell: they are opened on the first page of the shell they
// appear on, in each language.
for (const { kind, lang } of pagesToAudit) {
  test(`page audit: ${kind.pattern} (${lang})`, async ({ page, request, inventory, baseURL }, testInfo) => {
    const entry = find(inventory, kind.id, lang)
    const own = [...interactionsFor(entry, 'desktop'), ...interactionsFor(entry, 'mobile')].filter(
      (i, index, all) => all.indexOf(i) === index,
    )
    const shell = shellAuditsByPage(entry.id)
    const inDocumentMobile = shell.filter((i) => i.viewport === 'mobile')
    const reloadInteractions = shell.filter((i) => i.viewport !== 'mobile')
    testInfo.annotations.push({
      type: 'states checked',
      description: [
        'as loaded (desktop, mobile)',
        ...[...own, ...inDocumentMobile, ...reloadInteractions].map((i) => i.name),
      ].join(', '),
    })
    const report = await auditPage({
      page,
      request,
      url: new URL(entry.path, baseURL).href,
      lang,
      interactions: own,
      inDocumentMobile,
      reloadInteractions,
      pending: pendingPages,
      cache,
    })
    testInfo.annotations.push(
      { type: 'internal URLs checked', description: String(report.links.checked) },
      {
        type: 'pending pages linked (404 allowed)',
        description: report.links.pending.join(', ') || 'none',
      },
      { type: 'external (not fetched)', description: report.links.external.join(', ') || 'none' },
    )
    const axe = report.axe.flatMap(({ state, violations }) => violations.map((v) => `${state}: ${v.id}`))
    expect.soft(axe, formatFindings(entry.path, report.axe)).toEqual([])
    expect
      .soft(
        report.links.broken.map((b) => `${b.url} → ${b.status}`),
        `broken links or assets:\n${formatBroken(report.links.broken)}`,
      )
      .toEqual([])
    expect.soft(report.layout, `${entry.path}: layout`).toEqual([])
  })
}

test('pending pages are still pending (the list only shrinks)', async ({ request, baseURL }) => {
  const problems = await pendingPageProblems(request, baseURL!, pendingPages)
  expect(problems, problems.join('\n')).toEqual([])
})
