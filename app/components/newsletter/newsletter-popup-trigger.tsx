import { useCallback, useEffect, useState, type ComponentType } from 'react'
import { POPUP_DELAY_MS, reachedScrollThreshold, scrolledFraction } from '#app/domain/newsletter/popup'
import { popupAllowedFor } from '#app/domain/newsletter/placement'
import { useCurrentPage } from '#app/components/layout/current-page'
import { popupSuppressedNow, recordPopupClosed } from './popup-storage'

type PopupComponent = ComponentType<{ onClose: () => void }>

/**
 * Opens the newsletter popup after 5 s or once the page is scrolled 50 %, whichever comes first
 * (marketing-site.md §4), unless it was closed within the last 7 days. Mounted once by the shell.
 * The dialog, its form and schema are downloaded only when it is about to open (first-load
 * budget); a plain dynamic import rather than React.lazy, so nothing waits on Suspense timers.
 */
export function NewsletterPopupTrigger() {
  const allowed = popupAllowedFor(useCurrentPage())
  const [Popup, setPopup] = useState<PopupComponent | null>(null)
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (!allowed || done || popupSuppressedNow()) return
    let fired = false
    let cancelled = false
    const fire = () => {
      if (fired) return
      fired = true
      stopListening()
      import('./newsletter-popup').then(
        (module) => {
          if (!cancelled) setPopup(() => module.default)
        },
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
    function stopListening() {
      window.clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
    }
    return () => {
      cancelled = true
      stopListening()
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
