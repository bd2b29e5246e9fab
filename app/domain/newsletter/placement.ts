import { shellFor } from '../routing/shell'
import { splitLocalePath } from '../routing/locale'

/** Staff pages and the e-mail link pages: no popup there. */
const noPopupPrefixes = ['/admin', '/launch-checklist', '/verify-operators', '/newsletter', '/__e2e']

/**
 * Whether a page gets the newsletter popup (issue #6): every page of the main shell and the
 * operators' standalone pages; not the /service section (its own shell), not staff pages, and not
 * the confirm/unsubscribe pages.
 */
export function popupAllowedOn(pathname: string): boolean {
  if (shellFor(pathname) === 'service') return false
  const { path } = splitLocalePath(pathname)
  const lower = path.toLowerCase()
  return !noPopupPrefixes.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))
}

/** The consent banner: every page visitors see, not the staff pages. */
export function consentBannerAllowedOn(pathname: string): boolean {
  const lower = splitLocalePath(pathname).path.toLowerCase()
  return !['/admin', '/launch-checklist', '/verify-operators', '/__e2e'].some(
    (prefix) => lower === prefix || lower.startsWith(`${prefix}/`),
  )
}
