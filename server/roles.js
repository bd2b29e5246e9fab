// Which processes `npm start` / server/index.js runs (issue #32, ADR 038). Plain and pure: the
// primary reads it before anything else is loaded, to stay small.

/**
 * The processes to run for an environment, on a machine with `cores` cores:
 * - `{ children: null, role }`: this process runs `role` (or PROCESS_ROLE, validated later by
 *   app/.server/env.ts) itself. The embedded database (one process per DATA_DIR) always runs so,
 *   as do PROCESS_ROLE=all, PROCESS_ROLE=worker and PROCESS_ROLE=web with one web process.
 * - `{ children: { web, worker } }`: a primary forks `web` web processes sharing the port (node:cluster)
 *   and, when `worker` is 1, one outbox worker (mail, jobs, scheduled sends) apart from them.
 * `warning`: something set that is ignored, said once at start-up.
 * A value this cannot read (a WEB_CONCURRENCY of "two", an unknown role) runs one process, whose
 * configuration check then names the variable and stops.
 *
 * @param {Record<string, string | undefined>} env
 * @param {number} cores
 * @returns {{ children: null | { web: number, worker: 0 | 1 }, role?: 'all', warning?: string }}
 */
export function processPlan(env, cores) {
  const role = env.PROCESS_ROLE?.trim() || undefined
  const postgres = Boolean(env.DATABASE_URL?.trim())
  const raw = env.WEB_CONCURRENCY?.trim() || undefined
  const web = raw === undefined ? (postgres ? Math.max(1, cores) : 1) : Number(raw)
  if (!Number.isInteger(web) || web < 1 || web > 64) return { children: null }
  if (role !== undefined) {
    if (role === 'web' && postgres && web > 1) return { children: { web, worker: 0 } }
    return { children: null }
  }
  if (!postgres) {
    const warning =
      web > 1
        ? `WEB_CONCURRENCY=${web} is ignored: the embedded database allows one process, which runs every role (set DATABASE_URL to run several)`
        : undefined
    return { children: null, role: 'all', ...(warning ? { warning } : {}) }
  }
  return { children: { web, worker: 1 } }
}
