import type { Env } from '../env'

/** Where staff notifications go: STAFF_EMAIL, else the first staff account's ADMIN_EMAIL, else a default. */
export function staffAddress(env: Pick<Env, 'STAFF_EMAIL' | 'ADMIN_EMAIL'>): string {
  return env.STAFF_EMAIL ?? env.ADMIN_EMAIL ?? 'staff@couriernetwork.example'
}

/**
 * Staff's address for a service handed the app's context (or only a database, as tests do: then
 * the site's e-mail from the settings, `fallback`).
 */
export function staffAddressOf(source: object, fallback: string): string {
  const env = (source as { env?: Pick<Env, 'STAFF_EMAIL' | 'ADMIN_EMAIL'> }).env
  return env ? staffAddress(env) : fallback
}

/** The From address: MAIL_FROM, else a no-reply address on the site's domain. */
export function fromAddress(env: Pick<Env, 'MAIL_FROM' | 'PUBLIC_SITE_URL'>, businessName: string): string {
  if (env.MAIL_FROM) return env.MAIL_FROM
  const host = env.PUBLIC_SITE_URL ? new URL(env.PUBLIC_SITE_URL).hostname : 'couriernetwork.example'
  return `"${businessName.replace(/["\\\r\n]/g, '')}" <no-reply@${host}>`
}
