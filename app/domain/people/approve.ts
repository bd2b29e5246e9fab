import { isOperatorSlug, SLUG_MAX_LENGTH, slugify } from '#app/domain/operators/slug'
import { personDetailsOf } from './people'

/**
 * "Approve as operator" (issue #34): the operator record is made from what the person applied with,
 * nothing retyped. Pure rules; the service is app/.server/services/people/approve-operator.ts.
 */

/** The stage an approved person is moved to (a stable key of pipeline_stages). */
export const APPROVED_STAGE = 'approved'

type Applicant = {
  id: number
  email: string
  lang: 'en' | 'es'
  firstName: string | null
  lastName: string | null
  phone: string | null
  businessName: string | null
  city: string | null
  state: string | null
  zip: string | null
}

/**
 * The staff operator form's fields (as text, parsed by its own schema) from the application and
 * the person: the application's own answers first, the person's details where it has none.
 */
export function operatorFieldsFromApplication(
  person: Applicant,
  application: Record<string, unknown>,
): Record<string, string> {
  const applied = personDetailsOf('operator-application', application)
  const first = applied.firstName ?? person.firstName ?? ''
  const last = applied.lastName ?? person.lastName ?? ''
  const contact = [first, last].filter(Boolean).join(' ')
  const city = applied.city ?? person.city ?? ''
  const state = applied.state ?? person.state ?? ''
  const name = applied.businessName ?? person.businessName ?? (contact || person.email)
  return {
    name,
    customSlug: operatorSlug(name, person.id),
    contactPersonName: contact,
    contactEmail: person.email,
    contactPhone: applied.phone ?? person.phone ?? '',
    areaServed: [city, state].filter(Boolean).join(', '),
    zipCode: applied.zip ?? person.zip ?? '',
    languagesSpoken: person.lang === 'es' ? 'Spanish' : 'English',
  }
}

/** The page's slug from its name, or "operator-<person>" when the name gives none that is allowed. */
export function operatorSlug(name: string, personId: number): string {
  const slug = slugify(name)
  return isOperatorSlug(slug) ? slug : `operator-${personId}`
}

/** The next slug to try when `slug` is taken: "-2", "-3"… within the length limit. */
export function nextSlug(slug: string, attempt: number): string {
  const suffix = `-${attempt + 1}`
  const base = slug.replace(/-\d+$/, '')
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
}

/** Why "Approve as operator" was refused (the approve route's `?approveError=`). */
export const approvalRefusals = [
  'no-person',
  'no-application',
  'invalid-application',
  'email-taken',
  'move-refused',
] as const
export type ApprovalRefusal = (typeof approvalRefusals)[number]

export function isApprovalRefusal(value: string): value is ApprovalRefusal {
  return (approvalRefusals as readonly string[]).includes(value)
}
