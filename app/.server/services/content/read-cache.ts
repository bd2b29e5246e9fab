import type { Db } from '../../db/client'

/**
 * A short-lived cache of what is read from the database, per database handle and key: the site
 * settings and the pages' content, which nearly every page reads. `forget()` (a save here, or
 * another instance's purge heard by NOTIFY, ADR 027) drops everything, and a read that was under
 * way when it came is answered but not kept: it may hold what that save replaced, and kept, this
 * instance would show it until `ttlMs` ends, and the page cache would keep pages rendered from it
 * for its own, longer, age.
 */
export function createReadCache<V>(ttlMs: number) {
  let entries = new WeakMap<Db, Map<string, { at: number; value: V }>>()
  /** Counts forget() calls: a read keeps its value only when none came while it ran. */
  let generation = 0
  return {
    async get(db: Db, key: string, now: number, read: () => Promise<V>): Promise<V> {
      const hit = entries.get(db)?.get(key)
      if (hit && now - hit.at < ttlMs) return hit.value
      const since = generation
      const value = await read()
      if (since === generation) {
        let kept = entries.get(db)
        if (!kept) entries.set(db, (kept = new Map()))
        kept.set(key, { at: now, value })
      }
      return value
    },
    forget() {
      entries = new WeakMap()
      generation++
    },
  }
}
