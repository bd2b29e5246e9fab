import type { SubmissionKind } from '#app/domain/forms/options'

/**
 * People (issue #34): one record per person behind the site's forms, matched by the normalised
 * e-mail address. These are the pure rules; the repository is app/.server/repos/people.ts.
 */

/** The address people are matched by: trimmed and lower-cased (as submissions.email is stored). */
export { normalizeEmail } from '#app/domain/newsletter/subscription'

/**
 * The submissions that make their sender a prospective operator, whom the pipeline board and the
 * funnel follow: a lead or contact, the playbook, the newsletter (about the business) and an
 * application. A delivery customer (service contact, booking request, business registration) or a
 * shop buyer is a person too, listed under People, but not a lead; staff moving one through the
 * stages (or an Earnings Claim Statement sent to them) makes them one.
 */
export const prospectKinds = ['lead', 'playbook', 'newsletter', 'operator-application'] as const

export function isProspectKind(kind: SubmissionKind | 'order'): boolean {
  return (prospectKinds as readonly string[]).includes(kind)
}

/** The details a submission gives of its person (empty fields left out). */
export type PersonDetails = {
  firstName?: string
  lastName?: string
  phone?: string
  businessName?: string
  city?: string
  state?: string
  zip?: string
}

/** What a form's stored payload says of the person who sent it. */
export function personDetailsOf(
  kind: SubmissionKind | 'order',
  payload: Record<string, unknown>,
): PersonDetails {
  const text = (key: string) => {
    const value = payload[key]
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
  }
  const details: PersonDetails = {}
  const put = (key: keyof PersonDetails, value: string | undefined) => {
    if (value) details[key] = value
  }
  let first = text('firstName')
  let last = text('lastName')
  const whole = kind === 'business-registration' ? text('contactName') : text('name')
  if (!first && !last && whole) {
    const parts = whole.split(/\s+/)
    first = parts[0]
    last = parts.length > 1 ? parts.slice(1).join(' ') : undefined
  }
  put('firstName', first)
  put('lastName', last)
  put('phone', text('phone'))
  put('businessName', text('businessName') ?? text('companyName') ?? text('company'))
  put('city', text('city'))
  put('state', text('state'))
  put('zip', text('zipCode') ?? text('zip'))
  return details
}
