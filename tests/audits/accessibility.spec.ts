import type { TestInfo } from '@playwright/test'
import { languages, publicPageKinds } from '../support/inventory'
import { auditAccessibility, formatFindings } from './axe'
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
// shell it has, and checked with axe. (That page as loaded is checked above.)
const kinds = publicPageKinds()
const shellStates = [
  ...new Map(
    (['desktop', 'mobile'] as const)
      .flatMap((viewport) => shellAudits(kinds, viewport))
      .flatMap(({ shell, pages }) =>
        pages.flatMap(({ interactions }) => interactions.map((i) => ({ shell, name: i.name }))),
      )
      .map((state) => [`${state.shell}|${state.name}`, state]),
  ).values(),
]
for (const { shell, name } of shellStates) {
  for (const lang of languages) {
    test(`axe: the ${shell} shell's ${name} (${lang})`, async ({ page, inventory }, testInfo) => {
      const viewport = viewportOf(testInfo)
      const at = shellAudits(kinds, viewport)
        .find((a) => a.shell === shell)
        ?.pages.find((p) => p.interactions.some((i) => i.name === name))
      test.skip(!at, `the ${shell} shell has no ${name} at ${viewport} width`)
      const entry = find(inventory, at!.id, lang)
      const interactions = at!.interactions.filter((i) => i.name === name)
      testInfo.annotations.push({ type: 'states checked', description: `${name}, on ${entry.path}` })
      const findings = await auditAccessibility(page, entry.path, { lang, interactions, asLoaded: false })
      const summary = findings.flatMap(({ state, violations }) => violations.map((v) => `${state}: ${v.id}`))
      expect(summary, formatFindings(entry.path, findings)).toEqual([])
    })
  }
}
