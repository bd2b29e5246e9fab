import { zonedLocalToUtc } from '../time/zone'
import { localizedPath, type Lang } from '../routing/locale'
import type { ContentPage } from './sections'

/**
 * Drafts, preview and scheduled publishing of the website content (issue #33): the pure rules the
 * Content Editor and its scheduled job share.
 */

/** The query a public page is asked with to show a staff member the drafts over the live content. */
export const PREVIEW_PARAM = 'preview'
export const PREVIEW_VALUE = 'draft'

/** The public page that shows a content page's sections. */
const pagePaths: Record<ContentPage, string> = {
  home: '/',
  opportunity: '/opportunity',
  videos: '/videos',
  products: '/products',
  contact: '/contact',
}

/** The public page of `page` in `lang`, as the preview opens it. */
export function previewPath(page: ContentPage, lang: Lang): string {
  const path = localizedPath(lang, pagePaths[page])
  return `${path}?${PREVIEW_PARAM}=${PREVIEW_VALUE}`
}

export function isPreviewRequest(url: URL): boolean {
  return url.searchParams.get(PREVIEW_PARAM) === PREVIEW_VALUE
}

export type PublishAtProblem = 'publishAtRequired' | 'publishAtPast'

/**
 * The instant "Publish at" names: a `datetime-local` value in the site's time zone, which must lie
 * in the future (a past one would publish at once, which "Publish" is for).
 */
export function publishInstant(
  value: string,
  zone: string,
  now: Date,
): { ok: true; at: Date } | { ok: false; problem: PublishAtProblem } {
  const at = zonedLocalToUtc(value.trim(), zone)
  if (!at) return { ok: false, problem: 'publishAtRequired' }
  if (at.getTime() <= now.getTime()) return { ok: false, problem: 'publishAtPast' }
  return { ok: true, at }
}

/** The job that publishes a section's drafts: one per section and instant (a reschedule adds one). */
export function scheduledJobKey(page: string, section: string, at: Date): string {
  return `content:${page}:${section}:${at.toISOString()}`
}

/** Is a draft due for publishing at `now`? */
export function isDue(draft: { publishAt: Date | null }, now: Date): boolean {
  return draft.publishAt !== null && draft.publishAt.getTime() <= now.getTime()
}
