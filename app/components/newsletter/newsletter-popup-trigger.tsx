import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import {
  POPUP_DELAY_MS,
  reachedScrollThreshold,
  scrolledFraction,
  whenToOpenPopup,
} from '#app/domain/newsletter/popup'
import { popupAllowedFor } from '#app/domain/newsletter/placement'
import { useCurrentPage } from '#app/components/layout/current-page'
import { popupSuppressedNow, recordPopupClosed } from './popup-storage'

type PopupComponent = ComponentType<{ onClose: () => void }>

/** Controls that are not typed into: a focused button does not hold the popup back. */
const BUTTON_INPUTS = new Set(['button', 'submit', 'reset', 'image'])

/** Whether `element` is a form field the visitor types or chooses in (the popup must not take its focus). */
export function isFormField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false
  if (element.isContentEditable) return true
  if (element instanceof HTMLInputElement) return !BUTTON_INPUTS.has(element.type)
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
}

/** What counts as the visitor doing something: a key, a click or a tap, typing (autofill, dictation). */
const INTERACTIONS = ['keydown', 'pointerdown', 'input'] as const

/**
 * Opens the newsletter popup after 5 s or once the page is scrolled 50 %, whichever comes first
 * (marketing-site.md §4), unless it was closed within the last 7 days. Mounted once by the shell.
 * It waits for the visitor (issue #45 item 2, `whenToOpenPopup`): while a form field has the focus
 * or just after a key, click or tap it asks again later, so opening never takes a caret out of a
 * field; on a form page it never opens. The dialog, its form and schema are downloaded only when it
 * is about to open (first-load budget); a plain dynamic import rather than React.lazy, so nothing
 * waits on Suspense timers.
 */
export function NewsletterPopupTrigger() {
  const page = useCurrentPage()
  const allowed = popupAllowedFor(page)
  // Read when the timer fires: a move to another page that allows it too keeps the same 5 s.
  const pageRef = useRef(page)
  pageRef.current = page
  const [Popup, setPopup] = useState<PopupComponent | null>(null)
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (!allowed || done || popupSuppressedNow()) return
    let fired = false
    let cancelled = false
    let lastInteractionAt: number | null = null
    let recheck: number | undefined
    const onInteraction = () => {
      lastInteractionAt = Date.now()
    }
    // Asked when the popup's code is here, and again until the visitor leaves the page alone.
    const openWhenFree = (popup: PopupComponent) => {
      if (cancelled) return
      const now = Date.now()
      const decision = whenToOpenPopup({
        now,
        lastInteractionAt,
        fieldFocused: isFormField(document.activeElement),
        page: pageRef.current,
      })
      if (decision.open === 'now') {
        stopWatching()
        setPopup(() => popup)
      } else if (decision.open === 'later') {
        recheck = window.setTimeout(() => openWhenFree(popup), decision.at - now)
      }
    }
    const fire = () => {
      if (fired) return
      fired = true
      stopTriggers()
      import('./newsletter-popup').then(
        (module) => openWhenFree(module.default),
        () => {
          // A failed download (offline, a new deployment) must not break the page: no popup then.
        },
      )
    }
    const onScroll = () => {
      const root = document.documentElement
      if (reachedScrollThreshold(scrolledFraction(window.scrollY, window.innerHeight, root.scrollHeight)))
        fire()
    }
    const timer = window.setTimeout(fire, POPUP_DELAY_MS)
    window.addEventListener('scroll', onScroll, { passive: true })
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true)
    function stopTriggers() {
      window.clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
    }
    function stopWatching() {
      window.clearTimeout(recheck)
      for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true)
    }
    return () => {
      cancelled = true
      stopTriggers()
      stopWatching()
    }
  }, [allowed, done])

  const close = useCallback(() => {
    recordPopupClosed()
    setPopup(null)
    setDone(true)
  }, [])

  if (!Popup || !allowed || done) return null
  return <Popup onClose={close} />
}
