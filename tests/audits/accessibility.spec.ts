import type { TestInfo } from '@playwright/test'
import { languages, publicPageKinds } from '../support/inventory'
import { auditAccessibility, formatFindings, type AxeFinding } from './axe'
import { expect, find, pagesToAudit, test } from './fixtures'
import { interactionsFor, shellAudits, type Viewport } from './interactions'

const viewportOf = (testInfo: TestInfo): Viewport =>
  testInfo.project.name.endsWith('mobile') ? 'mobile' : 'desktop'

// Every inventory page in both languages, at the project's viewport (desktop and mobile), as loaded
// and with each of its own modals and panels open: no axe violation.
for (const { kind, lang } of pagesToAudit) {
  test(`axe: ${kind.pattern} (${lang})`, async ({ page, inventory }, testInfo) => {
    const entry = find(inventory, kind.id, lang)
    const interactions = interactionsFor(entry, viewportOf(testInfo))
    testInfo.annotations.push({
      type: 'states checked',
      description: ['as loaded', ...interactions.map((i) => i.name)].join(', '),
    })
    const findings = await auditAccessibility(page, entry.path, { lang, interactions })
    const summary = findings.flatMap(({ state, violations }) => violations.map((v) => `${state}: ${v.id}`))
    expect(summary, formatFindings(entry.path, findings)).toEqual([])
  })
}

// The shell's popups and menus (newsletter popup, consent banner, mobile menu) are the same on every
// page of a shell: each is opened once per shell, language and viewport, on the first page of the
// shell it applies to, and checked with axe. (That page as loaded is checked above.)
const kinds = publicPageKinds()
const shells = [
  ...new Set([...shellAudits(kinds, 'desktop'), ...shellAudits(kinds, 'mobile')].map((a) => a.shell)),
]
for (const shell of shells) {
  for (const lang of languages) {
    test(`axe: the ${shell} shell's popups (${lang})`, async ({ page, inventory }, testInfo) => {
      const viewport = viewportOf(testInfo)
      const audit = shellAudits(kinds, viewport).find((a) => a.shell === shell)
      test.skip(!audit, `the ${shell} shell has nothing to open at ${viewport} width`)
      const findings: AxeFinding[] = []
      for (const { id, interactions } of audit!.pages) {
        const entry = find(inventory, id, lang)
        testInfo.annotations.push({
          type: 'states checked',
          description: `${entry.path}: ${interactions.map((i) => i.name).join(', ')}`,
        })
        const found = await auditAccessibility(page, entry.path, { lang, interactions, asLoaded: false })
        findings.push(...found.map((f) => ({ ...f, state: `${entry.path}, ${f.state}` })))
      }
      const summary = findings.flatMap(({ state, violations }) => violations.map((v) => `${state}: ${v.id}`))
      expect(summary, formatFindings(`the ${shell} shell`, findings)).toEqual([])
    })
  }
}
