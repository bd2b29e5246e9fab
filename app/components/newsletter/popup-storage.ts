import {
  closedFlags,
  isPopupSuppressed,
  POPUP_CLOSED_AT_KEY,
  POPUP_CLOSED_KEY,
} from '#app/domain/newsletter/popup'

/** Browser storage can be unavailable (privacy modes, blocked storage): then nothing is remembered. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function popupSuppressedNow(now = Date.now()): boolean {
  return isPopupSuppressed({ closed: read(POPUP_CLOSED_KEY), closedAt: read(POPUP_CLOSED_AT_KEY) }, now)
}

/** Records a close: the closed flag and the time in epoch ms. */
export function recordPopupClosed(now = Date.now()) {
  const flags = closedFlags(now)
  try {
    window.localStorage.setItem(POPUP_CLOSED_KEY, flags.closed)
    window.localStorage.setItem(POPUP_CLOSED_AT_KEY, flags.closedAt)
  } catch {
    // Not remembered: the popup may show again on the next visit.
  }
}
