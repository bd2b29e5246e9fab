import { popupAllowedFor } from './placement'

/**
 * The newsletter popup's timing and suppression rules (marketing-site.md §4, §9): shown after
 * 5 s or once the page is scrolled at least 50 %, whichever first; not again within 7 days of
 * being closed. Two browser-storage flags record a close: one saying it was closed ('true') and
 * one with the close time in epoch milliseconds. It waits for the visitor (issue #45 item 2):
 * never while a form field has the focus or within POPUP_WAIT_MS of a keystroke, click or tap.
 */
export const POPUP_DELAY_MS = 5_000
/**
 * How long the visitor must have left the page alone (no key, click or tap) before the popup may
 * open: a pause in typing shorter than this is still typing.
 */
export const POPUP_WAIT_MS = 3_000
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

/** What the popup's trigger knows when its delay or the scroll says "now". */
export type PopupMoment = {
  now: number
  /** When the visitor last pressed a key, clicked or tapped (epoch ms); null: not yet. */
  lastInteractionAt: number | null
  /** Whether a form field (input, textarea, select, contenteditable) has the focus. */
  fieldFocused: boolean
  /** The page shown (its registry entry): a form page never gets the popup. */
  page: Parameters<typeof popupAllowedFor>[0]
}

export type PopupDecision = { open: 'now' } | { open: 'later'; at: number } | { open: 'never' }

/**
 * Whether the popup may open at this moment, and if not, when to ask again. Opening takes the
 * focus, so it never happens while the visitor is in a field (the rest of what they type would
 * land in the popup) or just after they typed or clicked; a page whose main content is a form
 * never gets it at all.
 */
export function whenToOpenPopup({ now, lastInteractionAt, fieldFocused, page }: PopupMoment): PopupDecision {
  if (!popupAllowedFor(page)) return { open: 'never' }
  // A time after now (a changed clock) counts as just now.
  const last = lastInteractionAt === null ? null : Math.min(lastInteractionAt, now)
  // In a field: asked again later (leaving the field is itself a key or a click, which waits again).
  if (fieldFocused) return { open: 'later', at: now + POPUP_WAIT_MS }
  if (last !== null && now - last < POPUP_WAIT_MS) return { open: 'later', at: last + POPUP_WAIT_MS }
  return { open: 'now' }
}
