import { auditAccessibility, formatFindings } from './axe'
import { expect, find, pagesToAudit, test } from './fixtures'
import { interactionsFor } from './interactions'

// Every inventory page in both languages, at the project's viewport (desktop and mobile), as loaded
// and with each of its popups, modals and menus open: no axe violation.
for (const { kind, lang } of pagesToAudit) {
  test(`axe: ${kind.pattern} (${lang})`, async ({ page, inventory }, testInfo) => {
    const entry = find(inventory, kind.id, lang)
    const viewport = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'
    const interactions = interactionsFor(entry, viewport)
    testInfo.annotations.push({
      type: 'states checked',
      description: ['as loaded', ...interactions.map((i) => i.name)].join(', '),
    })
    const findings = await auditAccessibility(page, entry.path, { lang, interactions })
    const summary = findings.flatMap(({ state, violations }) => violations.map((v) => `${state}: ${v.id}`))
    expect(summary, formatFindings(entry.path, findings)).toEqual([])
  })
}
