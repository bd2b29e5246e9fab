import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { localizedPath } from '#app/domain/routing/locale'
import { pages } from '#app/pages'
import { renderPage } from '../../../tests/support/render-route'
import { MainFooter } from './main-footer'
import { MainHeader, StandaloneHeader } from './main-header'
import { ServiceFooter, ServiceHeader } from './service-shell'

/**
 * The links every page of a shell carries (header, footer) go to a page of app/pages.ts, in the
 * page's language: a typo in a path is a dead link on every page. Only fixed pages count: a link
 * of a header or footer never goes to a page with a parameter, and `/:slug` (operator pages) would
 * match any one-segment typo. The browser's link audit (tests/audits/links.spec.ts) requests every
 * link of every page of the inventory; this finds the same slip in the shells in a second.
 */
const fixedPaths = (lang: 'en' | 'es') =>
  new Set(
    pages
      .filter((page) => page.path === null || !/[:*]/.test(page.path))
      .map((page) => localizedPath(lang, `/${page.path ?? ''}`)),
  )

const shells = { MainHeader, MainFooter, StandaloneHeader, ServiceHeader, ServiceFooter }

describe.each(['en', 'es'] as const)('the shells’ internal links (%s)', (lang) => {
  // The language switch links to the same page in the other language.
  const known = new Set([...fixedPaths('en'), ...fixedPaths('es')])
  it.each(Object.keys(shells) as (keyof typeof shells)[])(
    '%s links only to pages that exist',
    async (name) => {
      const { container } = renderPage(shells[name], { lang, path: '/opportunity' })
      await screen.findAllByRole('link')
      const internal = [...container.querySelectorAll('a[href]')]
        .map((a) => a.getAttribute('href')!)
        .filter((href) => href.startsWith('/') && !href.startsWith('//'))
        .map((href) => href.replace(/[?#].*$/, ''))
      expect(internal.length).toBeGreaterThan(0)
      expect(internal.filter((href) => !known.has(href))).toEqual([])
    },
  )
})
