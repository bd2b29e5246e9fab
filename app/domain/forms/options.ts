/**
 * The choices and limits of the public forms (marketing-site.md §3-§5, network-site.md §3, §5).
 * Option values are stable slugs (stored, e-mailed to staff); their labels are translations under
 * `forms.options.<list>.<value>`.
 */

export const formKinds = [
  'lead',
  'playbook',
  'business-registration',
  'service-contact',
  'operator-application',
] as const
export type FormKind = (typeof formKinds)[number]

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && (formKinds as readonly string[]).includes(value)
}

/**
 * What a stored submission can be: a public form, a newsletter signup (the popup; recorded beside
 * the subscriber), or a booking request from an operator's page (recorded beside the
 * booking_requests row), so staff see them all in one inbox. In the inbox's order (issue #8 item 6).
 */
export const submissionKinds = [
  'lead',
  'newsletter',
  'playbook',
  'business-registration',
  'service-contact',
  'operator-application',
  'booking',
] as const satisfies ReadonlyArray<FormKind | 'newsletter' | 'booking'>
export type SubmissionKind = (typeof submissionKinds)[number]

/** Statuses staff move a submission through (issue #8 item 6); every submission starts as 'new'. */
export const submissionStatuses = ['new', 'contacted', 'closed'] as const
export type SubmissionStatus = (typeof submissionStatuses)[number]

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return typeof value === 'string' && (submissionStatuses as readonly string[]).includes(value)
}

/** Lead form experience (marketing-site.md §3); the form's default is 'none'. */
export const leadExperienceOptions = ['none', 'less-than-1', '1-3', '3-5', 'more-than-5'] as const
export const DEFAULT_LEAD_EXPERIENCE = 'none'

/** Operator application experience (network-site.md §5): same steps, 'No delivery experience' first. */
export const applicationExperienceOptions = leadExperienceOptions

/** Playbook 'How did you hear about us?' (network-site.md §5). */
export const hearAboutUsOptions = ['facebook', 'google', 'referral', 'youtube', 'other'] as const

/** Business registration business types (network-site.md §5), in the spec's order. */
export const businessTypeOptions = [
  'professional-services',
  'healthcare-medical',
  'legal-services',
  'real-estate',
  'architecture-design',
  'manufacturing',
  'retail-ecommerce',
  'technology',
  'financial-services',
  'other',
] as const

/** Estimated deliveries per month (network-site.md §5). */
export const estimatedVolumeOptions = ['1-5', '6-15', '16-30', '31-50', '50+'] as const

/** Service contact form service types (network-site.md §5), in the spec's order. */
export const serviceTypeOptions = [
  'general-inquiry',
  'same-day',
  'scheduled',
  'medical',
  'legal',
  'bulk',
  'business-account',
  'other',
] as const

/** Length limits: generous for people, small enough that nobody stores a novel in a name. */
export const FORM_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  city: 100,
  state: 60,
  zipCode: 20,
  address: 200,
  company: 150,
  referralCode: 60,
  message: 5000,
} as const

/** The lead magnet the playbook form delivers (stored with each playbook request). */
export const PLAYBOOK_LEAD_MAGNET = 'operator-playbook'
export const PLAYBOOK_SOURCE = 'playbook-page'

/** The honeypot input's name: no person sees or fills it; the server refuses a form that has it. */
export const HONEYPOT_FIELD = 'website_url'
