/**
 * The newsletter popup's timing and suppression rules (marketing-site.md §4, §9): shown after
 * 5 s or once the page is scrolled at least 50 %, whichever first; not again within 7 days of
 * being closed. Two browser-storage flags record a close: one saying it was closed ('true') and
 * one with the close time in epoch milliseconds.
 */
export const POPUP_DELAY_MS = 5_000
export const POPUP_SCROLL_THRESHOLD = 0.5
export const POPUP_SUPPRESS_MS = 7 * 24 * 60 * 60 * 1000
export const POPUP_SUCCESS_CLOSE_MS = 3_000

/** localStorage keys of the two flags. */
export const POPUP_CLOSED_KEY = 'newsletterPopupClosed'
export const POPUP_CLOSED_AT_KEY = 'newsletterPopupClosedAt'

export type PopupFlags = { closed: string | null; closedAt: string | null }

/** Whether the popup may open now, given the stored flags (missing or unreadable flags: yes). */
export function isPopupSuppressed(flags: PopupFlags, now: number): boolean {
  if (flags.closed !== 'true') return false
  const closedAt = Number(flags.closedAt)
  if (!flags.closedAt || !Number.isFinite(closedAt)) return false
  // A close time in the future (a changed clock) counts as just closed.
  return now - closedAt < POPUP_SUPPRESS_MS
}

/** The flags a close writes. */
export function closedFlags(now: number): { closed: 'true'; closedAt: string } {
  return { closed: 'true', closedAt: String(now) }
}

/**
 * How far down the page is scrolled, 0 to 1. A page that does not scroll (content no taller than
 * the window) never reaches the threshold: only the timer opens the popup there.
 */
export function scrolledFraction(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight
  if (scrollable <= 0) return 0
  return Math.min(1, Math.max(0, scrollY / scrollable))
}

export const reachedScrollThreshold = (fraction: number) => fraction >= POPUP_SCROLL_THRESHOLD
