/**
 * Small queries over a page parsed by `fetchPage` (tests/e2e/http.ts), worded like the browser
 * assertions they replace (issue #41): texts are compared with their white space collapsed, as
 * Playwright's `toHaveText` and `toContainText` compare them.
 */
import { within } from '@testing-library/dom'
import { expect } from './http'

/** The text of an element with its white space collapsed (Playwright's `toHaveText` view of it). */
export function textOf(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** The texts of elements, each collapsed. */
export const textsOf = (els: Iterable<Element>) => [...els].map(textOf)

/** Every element with this `data-testid` under `root`. */
export function allByTestId(root: ParentNode, id: string): Element[] {
  return [...root.querySelectorAll(`[data-testid="${id}"]`)]
}

/** The one element with this `data-testid` under `root` (fails when there is none or several). */
export function byTestId(root: ParentNode, id: string): Element {
  const found = allByTestId(root, id)
  expect(found, `elements with data-testid="${id}"`).toHaveLength(1)
  return found[0]!
}

/** Headings of a level under `root` (`<hN>`: the site marks no heading up with a role). */
export function headings(root: ParentNode, level: number): Element[] {
  return [...root.querySelectorAll(`h${level}`)]
}

/** The list items under `root` (`<li>`). */
export function listItems(root: ParentNode): Element[] {
  return [...root.querySelectorAll('li')]
}

/** Elements by role that plain selectors find (the site gives these roles no other way). */
const roleSelectors: Record<string, string> = {
  link: 'a[href]',
  button: 'button, [role="button"]',
  navigation: 'nav, [role="navigation"]',
  group: '[role="group"], fieldset',
  img: 'img, [role="img"]',
  banner: 'header, [role="banner"]',
  contentinfo: 'footer, [role="contentinfo"]',
}

/**
 * The accessible name of an element as the site marks names up: `aria-label`, `aria-labelledby`,
 * or its text with the alternative texts of its images (text for screen readers only included).
 */
export function nameOf(el: Element): string {
  const label = el.getAttribute('aria-label')
  if (label) return label.trim()
  const by = el.getAttribute('aria-labelledby')
  if (by) {
    return by
      .split(/\s+/)
      .map((id) => textOf(el.ownerDocument.getElementById(id)))
      .join(' ')
      .trim()
  }
  if (el.tagName === 'IMG') return (el.getAttribute('alt') ?? '').trim()
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '')
    else if (node.nodeType === 1) {
      const e = node as Element
      if (e.getAttribute('aria-hidden') === 'true') return
      if (e.tagName === 'IMG') parts.push(` ${e.getAttribute('alt') ?? ''} `)
      else if (e.getAttribute('aria-label')) parts.push(` ${e.getAttribute('aria-label')} `)
      else e.childNodes.forEach(walk)
    }
  }
  el.childNodes.forEach(walk)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/**
 * Elements of a role under `root` whose accessible name contains `name` (Playwright's default,
 * non-exact name match, case-insensitive), or equals it with `exact`. Links, buttons, navigation
 * landmarks, groups and images are found by selector (Testing Library's role query walks the
 * computed styles of the whole subtree, seconds over a page in jsdom); other roles by Testing
 * Library, without that visibility walk (there is no style sheet in jsdom anyway).
 */
export function allByRole(root: ParentNode, role: string, name?: string, { exact = false } = {}): Element[] {
  const matches = (accessible: string) => {
    if (name === undefined) return true
    const a = accessible.replace(/\s+/g, ' ').trim()
    return exact ? a === name : a.toLowerCase().includes(name.toLowerCase())
  }
  const selector = roleSelectors[role]
  if (selector) {
    // A <header> or <footer> inside a sectioning element or <main> is no banner or contentinfo.
    const landmark = role === 'banner' || role === 'contentinfo'
    return [...root.querySelectorAll(selector)].filter(
      (el) =>
        !el.closest('[hidden], [aria-hidden="true"]') &&
        !(
          landmark &&
          !el.hasAttribute('role') &&
          el.parentElement?.closest('main, article, aside, nav, section')
        ) &&
        matches(nameOf(el)),
    )
  }
  return within(root as HTMLElement).queryAllByRole(role, { hidden: true, name: matches })
}

/** The one element of a role and name under `root` (fails when there is none or several). */
export function byRole(
  root: ParentNode,
  role: string,
  name?: string,
  options: { exact?: boolean } = {},
): Element {
  const found = allByRole(root, role, name, options)
  expect(found, `${role} named ${JSON.stringify(name)}`).toHaveLength(1)
  return found[0]!
}

/** A link that opens another site in a new tab, safely (expectNewTabLink of marketing-helpers.ts). */
export function expectNewTabLinkEl(link: Element, href: string) {
  expect(link.getAttribute('href')).toBe(href)
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel') ?? '').toMatch(/(^|\s)noopener(\s|$)/)
}
