/**
 * The visitor's first touch, press or key anywhere on the page. Deferred parts (ADR 031) load
 * their code then at the latest: a visitor who starts to interact may be about to use one of
 * them, and a part that is still server HTML cannot take part in a navigation.
 */
export const FIRST_INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const

const waiting = new Set<() => void>()
let seen = false
let listening = false

function onFirstInteraction() {
  seen = true
  for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, onFirstInteraction, true)
  listening = false
  const callbacks = [...waiting]
  waiting.clear()
  for (const callback of callbacks) callback()
}

/**
 * Runs `callback` on the visitor's first interaction (at once when there was one already).
 * Returns a function that cancels it.
 */
export function onFirstInteractionOnce(callback: () => void): () => void {
  if (seen) {
    callback()
    return () => {}
  }
  waiting.add(callback)
  if (!listening) {
    listening = true
    for (const type of FIRST_INTERACTION_EVENTS)
      window.addEventListener(type, onFirstInteraction, { capture: true, passive: true })
  }
  return () => waiting.delete(callback)
}

/** Tests only: forget the interaction seen. */
export function resetFirstInteractionForTests() {
  seen = false
  waiting.clear()
}
