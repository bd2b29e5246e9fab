import type { PageDef } from '../../pages'

type Placed = Pick<PageDef, 'shell' | 'audience' | 'formPage'>

/**
 * Whether a page gets the newsletter popup (issue #6): every public page of the main shell and the
 * operators' standalone pages; not the /service section (its own shell), not staff pages, not the
 * confirm/unsubscribe pages (e-mail links) and not test pages. Nor a page whose main content is a
 * form (the registry's `formPage`, issue #45 item 2): a visitor there came to fill it in.
 */
export function popupAllowedFor(page: Placed | undefined): boolean {
  if (!page || page.formPage) return false
  if (page.shell !== 'main' && page.shell !== 'standalone') return false
  return (page.audience ?? 'public') === 'public'
}

/** The consent banner: every page visitors see, not the staff pages (nor test pages). */
export function consentBannerAllowedFor(page: Placed | undefined): boolean {
  if (!page) return true
  return page.shell !== 'admin' && page.audience !== 'staff' && page.audience !== 'test'
}
