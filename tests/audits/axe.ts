/**
 * Accessibility audit: axe-core with the WCAG A and AA tags up to 2.2 (AXE_TAGS of the end-to-end
 * fixtures) on a page as loaded, then again with each of its popups and modals open.
 */
import type { Page } from '@playwright/test'
import { axeViolations, type Violation } from '../support/axe-run'
import type { Lang } from '../support/inventory'
import type { Interaction } from './interactions'

export { axeViolations, type Violation }

/** The state of the page a finding belongs to: 'as loaded', or the interaction's name. */
export type AxeFinding = { state: string; violations: Violation[] }

/**
 * Waits until React has hydrated (the Shell marks <html data-hydrated>), when the page has React: its
 * module script, or the inert copy that waits for the first paint (ADR 030).
 */
export async function settle(page: Page) {
  const hasReact = await page.evaluate(
    () => !!document.querySelector('script[type="module"], script[data-after-paint]'),
  )
  if (hasReact) {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 10_000,
    })
  }
}

/** The two widths every page is audited at (the mobile one as the end-to-end 'mobile' project has it). */
export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const

/** Lets the page lay itself out again after a resize: two animation frames. */
export async function relayout(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

/**
 * Loads `url` at the first of `widths`, runs axe (unless `asLoaded` is false), then resizes the same
 * document to each further width and runs axe again ('as loaded (mobile)'): the page as a phone
 * shows it, without a second load and hydration. Then, at the first width, for each interaction
 * loads it again, opens the thing and runs axe. Returns every state with violations (empty when the
 * page is clean). An interaction that cannot open its popup throws.
 */
export async function auditAccessibility(
  page: Page,
  url: string,
  {
    lang,
    interactions = [],
    asLoaded = true,
    widths = ['desktop'],
  }: { lang: Lang; interactions?: Interaction[]; asLoaded?: boolean; widths?: (keyof typeof VIEWPORTS)[] },
): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = []
  const [first, ...others] = widths
  const load = async () => {
    await page.setViewportSize(VIEWPORTS[first!])
    const response = await page.goto(url)
    if (!response || !response.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`)
    await settle(page)
  }
  if (asLoaded) {
    await load()
    const initial = await axeViolations(page)
    if (initial.length) findings.push({ state: `as loaded (${first})`, violations: initial })
    for (const width of others) {
      await page.setViewportSize(VIEWPORTS[width])
      await relayout(page)
      const violations = await axeViolations(page)
      if (violations.length) findings.push({ state: `as loaded (${width})`, violations })
    }
  }
  for (const interaction of interactions) {
    await load()
    try {
      await interaction.open(page, lang)
    } catch (error) {
      throw new Error(`the interaction '${interaction.name}' could not open it on ${url}: ${error}`, {
        cause: error,
      })
    }
    const violations = await axeViolations(page)
    if (violations.length) findings.push({ state: interaction.name, violations })
  }
  return findings
}

/** A readable report: per state, each rule with its help link and the first elements it flags. */
export function formatFindings(url: string, findings: AxeFinding[]): string {
  const blocks = findings.map(({ state, violations }) => {
    const rules = violations.map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `      - ${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`,
        )
        .join('\n')
      const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : ''
      return `  • ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`
    })
    return `${url} (${state}):\n${rules.join('\n')}`
  })
  return `accessibility violations:\n${blocks.join('\n')}`
}
