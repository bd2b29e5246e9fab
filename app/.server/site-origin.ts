import {
  allowedHostNames,
  checkEdge,
  normalizeHostName,
  type EdgeRequest,
} from '#app/domain/http/request-edge'
import type { Env } from './env'

type SiteEnv = Pick<Env, 'PUBLIC_SITE_URL' | 'PORT'>

/**
 * The site's public origin, the only one absolute URLs are built from (e-mail links, canonical,
 * hreflang, Open Graph, structured data, sitemap, robots.txt, Stripe's return URLs): PUBLIC_SITE_URL,
 * required in production (env.ts); in development and tests the listening address,
 * http://localhost:PORT. Never the request's Host (ADR 024).
 */
export function siteOrigin(env: SiteEnv): string {
  return env.PUBLIC_SITE_URL ? new URL(env.PUBLIC_SITE_URL).origin : `http://localhost:${env.PORT}`
}

/**
 * The origin for a service handed the app's context (its env), or only a database handle, as the
 * services' tests do: then the development default, http://localhost:3000 (env.ts's PORT).
 */
export function siteOriginOf(source: object): string {
  const env = (source as { env?: SiteEnv }).env
  return env ? siteOrigin(env) : 'http://localhost:3000'
}

/** The host names requests may be for: PUBLIC_SITE_URL's, plus ALLOWED_HOSTS (ADR 024). */
export function siteHostNames(env: Pick<Env, 'PUBLIC_SITE_URL' | 'ALLOWED_HOSTS'>): Set<string> {
  return allowedHostNames(env.PUBLIC_SITE_URL, env.ALLOWED_HOSTS)
}

/**
 * The edge rules of server/app.js for this environment (re-exported by entry.server.tsx): the host
 * names are worked out once, then each request is checked against them.
 */
export function createEdgePolicy(env: Pick<Env, 'PUBLIC_SITE_URL' | 'ALLOWED_HOSTS'>) {
  const hosts = siteHostNames(env)
  return {
    hosts: [...hosts],
    check: (request: EdgeRequest) => checkEdge(request, hosts),
  }
}

/**
 * The address to print at start-up (issue #30 item 11): the listening address when requests for it
 * are answered, else the public address, which is the one that answers (a request for the
 * listening host name would get 421). A wildcard interface is reached as localhost.
 */
export function addressToOpen(
  env: Pick<Env, 'PUBLIC_SITE_URL' | 'ALLOWED_HOSTS' | 'HOST' | 'PORT'>,
  port: number,
): { listening: string; open: string } {
  const wildcard = env.HOST === '0.0.0.0' || env.HOST === '::'
  const host = wildcard ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST
  const listening = `http://${host}:${port}`
  const answered = siteHostNames(env).has(normalizeHostName(host))
  return { listening, open: answered ? listening : siteOrigin({ ...env, PORT: port }) }
}
