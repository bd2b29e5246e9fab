import { siteSettingDefaults, type SiteSettingKey } from '../settings/site-settings'

/**
 * What makes a value a placeholder (issue #19 item 7): small pure rules the launch check, the
 * structured data and the sample markers share. Kept apart from launch-check.ts so a public page's
 * code that asks them carries nothing of the settings form.
 */

export type SettingProblem = 'empty' | 'exampleDomain' | 'fictionalPhone' | 'seeded'

/** Host names reserved for examples (RFC 2606 and RFC 6761): nothing real lives there. */
export function isExampleHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '')
  return (
    h === 'example' ||
    h.endsWith('.example') ||
    /(^|\.)example\.(com|net|org)$/.test(h) ||
    h.endsWith('.test') ||
    h.endsWith('.invalid')
  )
}

/** The host name an address or e-mail names, if it names one. */
function hostOf(value: string): string | null {
  const email = /^[^@\s]+@([^@\s]+)$/.exec(value)
  if (email) return email[1]!
  try {
    return new URL(value).hostname
  } catch {
    return null
  }
}

/** An e-mail address or link on a host reserved for examples (it reaches nobody). */
export function isExampleAddress(value: string): boolean {
  const host = hostOf(value.trim())
  return host !== null && isExampleHost(host)
}

/** 555-0100 to 555-0199 are reserved for fiction in the North American numbering plan. */
export function isFictionalPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return /^\d{3}55501\d{2}$/.test(digits)
}

/** Why a setting's value is still a placeholder, or null when it looks real. */
export function settingProblem(key: SiteSettingKey, value: string): SettingProblem | null {
  const v = value.trim()
  if (v === '') return 'empty'
  const host = hostOf(v)
  if (host && isExampleHost(host)) return 'exampleDomain'
  if (isFictionalPhone(v) && /phone/i.test(key)) return 'fictionalPhone'
  // The seeded placeholders that are neither of the above (a sample address, a store's front page,
  // a maps link to no place).
  if (v === siteSettingDefaults[key]) return 'seeded'
  return null
}
