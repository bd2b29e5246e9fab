import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})

/**
 * The service worker (/sw.js, ADR 026), production builds only, registered once the page has
 * loaded and the browser is idle: it costs nothing on the first visit.
 */
function registerServiceWorker() {
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private mode, blocked): the site works as without one.
    })
  }
  const whenIdle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(register) : setTimeout(register, 1)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorker()
