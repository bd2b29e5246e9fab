/**
 * The page audit (issue #41): one load of a page in one language carries every audit a browser is
 * needed for. Loaded at desktop width, it must hydrate (and the end-to-end guards fail it on a
 * console error, an uncaught error or a bad security header); then, in that same document: the
 * links audit collects every reference and watches every request the page makes, axe runs as
 * loaded, the layout is measured (no sideways overflow; on a page taller than the screen, no strip
 * between the last section and the footer), and the document is resized to a phone's width for
 * axe and the layout again, where an interaction meant for phones (the mobile menu) is opened too.
 * Only what needs a page of its own loads it again: each modal or panel (`interactions`), and a
 * shell's popups that show on a first visit (`reloadInteractions`: newsletter popup, consent
 * banner), each checked at both widths in the one document it is opened in.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { axeViolations, relayout, settle, VIEWPORTS, type AxeFinding } from './axe'
import type { Interaction } from './interactions'
import {
  checkReferences,
  collectReferences,
  watchPageLoads,
  type Broken,
  type Collected,
  type LinkCache,
  type LinkReport,
} from './links'
import type { Lang } from '../support/inventory'

export type PageAuditReport = {
  axe: AxeFinding[]
  links: LinkReport
  /** Layout problems, each naming the width: overflow, a strip above the footer. */
  layout: string[]
}

type Width = keyof typeof VIEWPORTS

/** The layout rules a browser alone can see, measured on the document as it is now. */
export async function layoutProblems(page: Page, width: Width): Promise<string[]> {
  // The lower sections of a long page may load when the footer comes into view: bring it in first.
  const footer = page.locator('[data-testid="main-footer"]')
  if (await footer.count()) {
    await footer.first().scrollIntoViewIfNeeded()
    await relayout(page)
  }
  const measured = await page.evaluate(() => {
    const doc = document.documentElement
    const overflow = doc.scrollWidth - window.innerWidth
    const footer = document.querySelector('[data-testid="main-footer"]')
    const main = document.getElementById('main')
    let gap: number | null = null
    // Only where the content is longer than the screen: a short page's footer sits at the bottom.
    if (footer && main && doc.scrollHeight > window.innerHeight + 1) {
      let last = main.lastElementChild
      // Down to the page's last visible section (the page may wrap its sections in a fragment's div).
      while (last && last.getBoundingClientRect().height === 0) last = last.previousElementSibling
      if (last) gap = footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom
    }
    // Back to the top at once: the site scrolls smoothly (app.css), and axe run while the page is
    // still gliding up finds links under the sticky header (a target-size finding under load).
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    return { overflow, gap }
  })
  const problems: string[] = []
  if (measured.overflow > 1)
    problems.push(
      `${width}: the page is ${measured.overflow} px wider than the ${VIEWPORTS[width].width} px screen`,
    )
  if (measured.gap !== null && measured.gap >= 1)
    problems.push(`${width}: ${Math.round(measured.gap)} px between the last section and the footer`)
  return problems
}

export async function auditPage({
  page,
  request,
  url,
  lang,
  interactions = [],
  inDocumentMobile = [],
  reloadInteractions = [],
  pending,
  cache = new Map(),
}: {
  page: Page
  request: APIRequestContext
  url: string
  lang: Lang
  /** The page's own modals and panels: each opened in a fresh load, at desktop width. */
  interactions?: Interaction[]
  /** Opened in the loaded document once it is at a phone's width (the mobile menu). */
  inDocumentMobile?: Interaction[]
  /**
   * First-visit popups, whose `open` reloads the page with the storage they need: each checked at
   * both widths in the document it opened in. One that installs a fake clock goes last.
   */
  reloadInteractions?: Interaction[]
  pending: Record<string, number>
  cache?: LinkCache
}): Promise<PageAuditReport> {
  const axe: AxeFinding[] = []
  const layout: string[] = []
  const record = (state: string, violations: Awaited<ReturnType<typeof axeViolations>>) => {
    if (violations.length) axe.push({ state, violations })
  }
  const open = async (interaction: Interaction) => {
    try {
      await interaction.open(page, lang)
    } catch (error) {
      throw new Error(`the interaction '${interaction.name}' could not open it on ${url}: ${error}`, {
        cause: error,
      })
    }
  }

  const watch = watchPageLoads(page, url)
  let collected: Collected
  let failedLoads: Broken[]
  try {
    await page.setViewportSize(VIEWPORTS.desktop)
    const response = await page.goto(url, { waitUntil: 'load' })
    if (!response || !response.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`)
    await settle(page)
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
    collected = await collectReferences(page)
    record('as loaded (desktop)', await axeViolations(page))
    layout.push(...(await layoutProblems(page, 'desktop')))
    await page.setViewportSize(VIEWPORTS.mobile)
    await relayout(page)
    record('as loaded (mobile)', await axeViolations(page))
    layout.push(...(await layoutProblems(page, 'mobile')))
    for (const interaction of inDocumentMobile) {
      await open(interaction)
      record(`${interaction.name} (mobile)`, await axeViolations(page))
    }
  } finally {
    failedLoads = watch.stop()
  }
  const links = await checkReferences({ request, url, collected, failedLoads, pending, cache })

  const fresh = async (width: Width) => {
    await page.setViewportSize(VIEWPORTS[width])
    const response = await page.goto(url)
    if (!response || !response.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`)
    await settle(page)
  }
  for (const interaction of interactions) {
    await fresh(interaction.viewport ?? 'desktop')
    await open(interaction)
    record(interaction.name, await axeViolations(page))
  }
  // These reload the document themselves, with the storage of a first visit.
  for (const interaction of reloadInteractions) {
    await page.setViewportSize(VIEWPORTS.desktop)
    await open(interaction)
    record(`${interaction.name} (desktop)`, await axeViolations(page))
    await page.setViewportSize(VIEWPORTS.mobile)
    await relayout(page)
    record(`${interaction.name} (mobile)`, await axeViolations(page))
  }
  return { axe, links, layout }
}
