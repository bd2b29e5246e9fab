/* global setInterval, clearInterval */
import v8 from 'node:v8'
// How the production server keeps its memory within a small instance (issue #22 item 4, ADR 028).
//
// Measured under `npm run bench` (20 connections): nearly all of the RSS growth was V8's heap left
// to grow, garbage that V8 saw no reason to collect with a 4 GB limit (the default on a machine with
// plenty of memory), and that it kept once the load was over. Buffers outside the heap (compression,
// response bodies) stayed under ~10 MB. So the server runs with a bounded heap, and collects once
// after a burst of traffic has ended, which hands the emptied pages back to the system.

/**
 * The V8 flags of the serving process (`npm start`, `npm run start:prod`, the bench): an old
 * generation of at most 256 MB (the live set is ~80-150 MB; V8 collects harder as it nears the
 * limit instead of growing), a young generation of 2 × 8 MB instead of 2 × 16 MB, and `gc()` for
 * the collection after a burst (startIdleCollection).
 */
export const serverNodeFlags = ['--max-old-space-size=256', '--max-semi-space-size=8', '--expose-gc']

/**
 * The flags to start node with: serverNodeFlags, except those NODE_OPTIONS already sets (a larger
 * instance may give the bench's server more room: NODE_OPTIONS=--max-old-space-size=512).
 */
export function nodeFlagsFor(nodeOptions = '') {
  const named = new Set(
    nodeOptions
      .split(/\s+/)
      .filter(Boolean)
      .map((option) => option.split('=')[0].replace(/_/g, '-')),
  )
  return serverNodeFlags.filter((flag) => !named.has(flag.split('=')[0]))
}

/**
 * Whether to collect now, checked every `idleMs`: requests were served since the last collection,
 * and none during the last interval (the burst is over). Never during traffic.
 */
export function shouldCollect({ requestsSinceCollection, requestsInLastInterval }) {
  return requestsSinceCollection > 0 && requestsInLastInterval === 0
}

/**
 * One full collection that also compacts the old generation. After a burst, most of the old
 * generation's pages hold a few live objects each; a plain full collection (V8 compacts only the
 * pages its heuristics pick) frees their garbage but keeps the pages, ~20 MB more RSS on
 * PostgreSQL after the bench (measured: old space 48-56 MB committed for 31 MB live). Compacting
 * moves the live objects together and hands the emptied pages back. V8 reads the flag at each full
 * collection, so it is on for this one only: a collection under load stays as V8 tunes it.
 * (On Node 20 / V8 11.3, gc({ type: 'major', … }) was measured to leave the garbage in place.)
 */
export function compactingCollection(gc) {
  v8.setFlagsFromString('--compact-on-every-full-gc')
  try {
    gc()
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc')
  }
}

/**
 * After a burst of traffic, once `idleMs` has passed without a request: one full, compacting collection, which
 * lets V8 give back the pages the burst's garbage took (otherwise kept for minutes). Does nothing
 * without `gc` (node started without --expose-gc). Returns stop().
 */
export function startIdleCollection(server, { idleMs = 5000, gc = globalThis.gc, onCollect } = {}) {
  if (typeof gc !== 'function') return () => {}
  let sinceCollection = 0
  let inInterval = 0
  const count = () => {
    sinceCollection++
    inInterval++
  }
  server.on('request', count)
  const timer = setInterval(() => {
    if (shouldCollect({ requestsSinceCollection: sinceCollection, requestsInLastInterval: inInterval })) {
      sinceCollection = 0
      compactingCollection(gc)
      onCollect?.()
    }
    inInterval = 0
  }, idleMs)
  timer.unref()
  return () => {
    clearInterval(timer)
    server.off('request', count)
  }
}
