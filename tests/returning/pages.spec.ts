import { readInventory } from '../audits/fixtures'
import { languages } from '../support/inventory'
import { expect, expectHydrated, openTab, test } from './visitor'

/**
 * Issue #29: every page kind of the route inventory, visited as a person who comes back to it does:
 * a first visit, then a second from a new tab (the browser revalidates what it stored: the answer is
 * a 304) and a third by reloading it, and pages left and come back to with back and forward. Each
 * visit must hydrate with no console error and no CSP violation. Before the fix the second visit of
 * every page had its six inline scripts blocked (the 304 carried a policy with a new nonce for the
 * stored body's old one) and never hydrated.
 */
test.describe.configure({ mode: 'serial' })

for (const lang of languages) {
  test(`every page kind, visited a second and a third time (${lang})`, async ({ visitor }) => {
    test.setTimeout(420_000)
    const paths = (await readInventory()).filter((p) => p.lang === lang).map((p) => p.path)
    expect(paths.length).toBeGreaterThan(10)
    const first = await openTab(visitor, paths[0]!)
    for (const path of paths.slice(1)) {
      await first.goto(path)
      await expectHydrated(first, `${path} (first visit)`)
    }
    await first.close()
    for (const path of paths) {
      const tab = await openTab(visitor, path)
      await tab.reload()
      await expectHydrated(tab, `${path} (reloaded)`)
      await tab.close()
    }
    // Away and back again through the history, a few pages deep.
    const tab = await openTab(visitor, paths[0]!)
    for (const path of paths.slice(1, 4)) {
      await tab.goto(path)
      await expectHydrated(tab, path)
    }
    for (const path of paths.slice(0, 3).reverse()) {
      await tab.goBack()
      await expectHydrated(tab, `${path} (back)`)
      expect(new URL(tab.url()).pathname).toBe(path.split('?')[0])
    }
    await tab.goForward()
    await expectHydrated(tab, `${paths[1]} (forward)`)
    await tab.close()
  })
}
