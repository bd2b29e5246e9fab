import { localized, mainNav, messages, type Lang } from './fixtures'
import { expect, fetchPage, test } from './http'
import { byRole, textOf } from './html-queries'

// The main navigation as the server renders it (issue #41); navigation.spec.ts follows it in the
// browser.
for (const lang of ['en', 'es'] as const satisfies Lang[]) {
  const t = messages[lang]

  test(`top navigation (${lang}): every link in order, the current page marked, the skip link`, async ({
    request,
  }) => {
    for (const [path, currentKey] of [
      ['/', 'home'],
      ['/playbook', 'playbook'],
    ] as const) {
      const { document } = await fetchPage(request, localized(lang, path))
      const nav = byRole(document, 'navigation', t.nav.label, { exact: true })
      // Skip the logo link and the language switch: the menu list is the first list in the nav.
      const links = [...nav.querySelector('ul, ol')!.querySelectorAll('a')]
      expect(links).toHaveLength(mainNav.length)
      for (const [i, item] of mainNav.entries()) {
        expect(textOf(links[i])).toMatch(new RegExp(`^${t.nav[item.key]}`))
        expect(links[i]!.getAttribute('href')).toBe(localized(lang, item.path))
      }
      const current = [...nav.querySelectorAll('[aria-current="page"]')]
      expect(current).toHaveLength(1)
      expect(textOf(current[0])).toBe(t.nav[currentKey])
      expect(current[0]!.getAttribute('href')).toBe(localized(lang, path))

      const skip = byRole(document, 'link', t.common.skipToContent)
      expect(skip.getAttribute('href')).toBe('#main')
      expect(document.querySelectorAll('main#main')).toHaveLength(1)
    }
  })
}
