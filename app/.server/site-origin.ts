import type { Env } from './env'

/** The site's public origin: PUBLIC_SITE_URL when set, else the request's own (as the root loader does). */
export function siteOrigin(env: Pick<Env, 'PUBLIC_SITE_URL'>, request: Request) {
  return (env.PUBLIC_SITE_URL ?? new URL(request.url).origin).replace(/\/$/, '')
}
