import { adminTabs } from './admin-helpers'
import { staffRequest } from './admin-http'
import { localized, messages, type Lang } from './fixtures'
import { expect, fetchPage, test } from './http'

/**
 * What the server renders of the admin's shell, read over HTTP (issue #41): the sign-in page, every
 * admin page signed out and every tab signed in, in both languages. The browser journeys
 * (admin-login.spec.ts) click through the tabs, sign in and out; these were their page loads.
 */
const langs = ['en', 'es'] as const satisfies Lang[]

for (const lang of langs) {
  const t = messages[lang]

  test(`the sign-in page: heading, title, kept out of search engines, never stored (${lang})`, async ({
    request,
  }) => {
    const { document, headers } = await fetchPage(request, localized(lang, '/admin'))
    expect(headers['cache-control']).toBe('private, no-store')
    expect(document.querySelector('h1')?.textContent).toBe(t.admin.login.title)
    expect(document.title).toBe(t.admin.meta.loginTitle)
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/)
    expect(document.querySelector('[data-testid="admin-title"]')).toBeNull()
  })

  test(`signed out, every admin page leads to the sign-in form, coming back after it (${lang})`, async ({
    request,
  }) => {
    for (const path of [
      ...adminTabs.map((tab) => tab.path),
      '/admin/staff',
      '/launch-checklist',
      '/verify-operators',
    ]) {
      const target = localized(lang, path)
      const response = await request.get(target, { maxRedirects: 0 })
      expect(response.status(), target).toBe(302)
      const location = new URL(response.headers()['location']!, 'http://x')
      expect(location.pathname, target).toBe(localized(lang, '/admin'))
      expect(location.searchParams.get('redirectTo'), target).toBe(target)
      const { document } = await fetchPage(request, target, { follow: true })
      expect(document.querySelector('h1')?.textContent, target).toBe(t.admin.login.title)
      expect(document.querySelector('[data-testid="admin-title"]'), target).toBeNull()
    }
  })

  test(`signed in, every tab is a page of its own: its heading, its tab marked, never stored (${lang})`, async ({
    baseURL,
  }) => {
    const staff = await staffRequest(baseURL!)
    try {
      for (const tab of adminTabs) {
        const path = localized(lang, tab.path)
        const { document, headers } = await fetchPage(staff, path)
        expect(headers['cache-control'], path).toBe('private, no-store')
        expect(document.querySelector('[data-testid="admin-title"]')?.textContent, path).toBe(
          t.admin.shell.title,
        )
        expect(document.querySelector('h1')?.textContent, path).toBe(t.admin.shell.tabs[tab.key])
        const nav = [...document.querySelectorAll('nav')].find(
          (n) => n.getAttribute('aria-label') === t.admin.shell.tabsLabel,
        )
        const links = [...(nav?.querySelectorAll('a') ?? [])]
        expect(
          links.map((a) => a.textContent?.trim()),
          path,
        ).toEqual(adminTabs.map((other) => t.admin.shell.tabs[other.key]))
        expect(
          links.map((a) => a.getAttribute('href')),
          path,
        ).toEqual(adminTabs.map((other) => localized(lang, other.path)))
        const current = links.filter((a) => a.getAttribute('aria-current') === 'page')
        expect(
          current.map((a) => a.textContent?.trim()),
          path,
        ).toEqual([t.admin.shell.tabs[tab.key]])
      }
    } finally {
      await staff.dispose()
    }
  })
}
