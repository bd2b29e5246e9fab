import { languages, publicPageKinds } from '../support/inventory'
import { auditAccessibility, formatFindings } from './axe'
import { expect, find, pagesToAudit, test } from './fixtures'
import { interactionsFor, shellAudits, type Interaction } from './interactions'

// Every inventory page in both languages, as loaded at desktop width and, in the same document
// resized, at mobile width; then with each of its own modals and panels open (at desktop width;
// one that only exists on a phone at mobile width): no axe violation.
for (const { kind, lang } of pagesToAudit) {
  test(`axe: ${kind.pattern} (${lang})`, async ({ page, inventory }, testInfo) => {
    const entry = find(inventory, kind.id, lang)
    const desktopOnly = interactionsFor(entry, 'desktop')
    const mobileOnly = interactionsFor(entry, 'mobile').filter((i) => !desktopOnly.includes(i))
    testInfo.annotations.push({
      type: 'states checked',
      description: [
        'as loaded (desktop, mobile)',
        ...[...desktopOnly, ...mobileOnly].map((i) => i.name),
      ].join(', '),
    })
    const findings = [
      ...(await auditAccessibility(page, entry.path, {
        lang,
        interactions: desktopOnly,
        widths: ['desktop', 'mobile'],
      })),
      ...(mobileOnly.length
        ? await auditAccessibility(page, entry.path, {
            lang,
            interactions: mobileOnly,
            asLoaded: false,
            widths: ['mobile'],
          })
        : []),
    ]
    const summary = findings.flatMap(({ state, violations }) => violations.map((v) => `${state}: ${v.id}`))
    expect(summary, formatFindings(entry.path, findings)).toEqual([])
  })
}

// The shell's popups and menus (newsletter popup, consent banner, mobile menu) are the same on every
// page of a shell: each is opened once per shell, language and width, on the first page of the
// shell it has, and checked with axe. (That page as loaded is checked above.)
const kinds = publicPageKinds()
for (const viewport of ['desktop', 'mobile'] as const) {
  for (const { shell, pages } of shellAudits(kinds, viewport)) {
    for (const { id, interactions } of pages) {
      for (const interaction of interactions as Interaction[]) {
        for (const lang of languages) {
          test(`axe: the ${shell} shell's ${interaction.name} (${lang}, ${viewport})`, async ({
            page,
            inventory,
          }, testInfo) => {
            const entry = find(inventory, id, lang)
            testInfo.annotations.push({
              type: 'states checked',
              description: `${interaction.name}, on ${entry.path}`,
            })
            const findings = await auditAccessibility(page, entry.path, {
              lang,
              interactions: [interaction],
              asLoaded: false,
              widths: [viewport],
            })
            const summary = findings.flatMap(({ state, violations }) =>
              violations.map((v) => `${state}: ${v.id}`),
            )
            expect(summary, formatFindings(entry.path, findings)).toEqual([])
          })
        }
      }
    }
  }
}
