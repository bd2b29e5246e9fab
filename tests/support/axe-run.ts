/**
 * axe-core in a page, as the browser tests run it (issue #41): the WCAG tags of AXE_TAGS, violations
 * only. `@axe-core/playwright`'s analyze() evaluated axe's 1.3 MB source in the page on every call
 * and then in a new blank page where it finished the run (its frame-by-frame mode), so each check
 * parsed 2.6 MB of script and opened a page; an audit runs axe two to four times per document. Here
 * the source is evaluated once per document, and axe.run answers in the page itself.
 *
 * Frames are not entered (`iframes: false`): the site's only frames are third-party players and the
 * affiliate's form, not the site's markup; the <iframe> elements themselves are still checked in
 * the page (their titles, their focus).
 */
import type { Page } from '@playwright/test'
import axe from 'axe-core'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export type Violation = axe.Result

type AxeWindow = { axe?: { run: typeof axe.run } }

export async function axeViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')
  if (!loaded) await page.evaluate(axe.source)
  return page.evaluate(async (tags) => {
    const results = await (window as AxeWindow).axe!.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    })
    return results.violations
  }, AXE_TAGS)
}
