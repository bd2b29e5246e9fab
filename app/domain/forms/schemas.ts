import { z } from '#app/domain/zod'
import {
  applicationExperienceOptions,
  businessTypeOptions,
  DEFAULT_LEAD_EXPERIENCE,
  estimatedVolumeOptions,
  FORM_LIMITS,
  hearAboutUsOptions,
  leadExperienceOptions,
  PLAYBOOK_LEAD_MAGNET,
  PLAYBOOK_SOURCE,
  serviceTypeOptions,
  type FormKind,
  type SubmissionKind,
} from './options'
import { isPhoneNumber } from './phone'
import { visitorEmail, visitorText } from './visitor-text'

/**
 * One Zod schema per public form, used by the page (Conform, in the browser) and by the server
 * action and service. Messages are translation keys (`forms.errors.*`), shown beside the field in
 * the visitor's language.
 *
 * The schemas read what Conform hands them: an empty field is `undefined`, a ticked checkbox
 * `true`. Parsing a schema's own output again gives the same output, so the service can validate
 * what the action already parsed.
 */
export const formErrors = {
  required: 'forms.errors.required',
  email: 'forms.errors.email',
  tooLong: 'forms.errors.tooLong',
  option: 'forms.errors.option',
  emailMismatch: 'forms.errors.emailMismatch',
  investmentReady: 'forms.errors.investmentReady',
  control: 'forms.errors.control',
  phone: 'forms.errors.phone',
} as const

const required = (max: number) =>
  visitorText('line', { required: formErrors.required, control: formErrors.control })
    .trim()
    .min(1, formErrors.required)
    .max(max, formErrors.tooLong)

const optional = (max: number, multiline = false) =>
  visitorText(multiline ? 'multiline' : 'line', { control: formErrors.control })
    .trim()
    .max(max, formErrors.tooLong)
    .optional()

/** A required message: line breaks kept. */
const requiredText = (max: number) =>
  visitorText('multiline', { required: formErrors.required, control: formErrors.control })
    .trim()
    .min(1, formErrors.required)
    .max(max, formErrors.tooLong)

const email = visitorEmail(
  { required: formErrors.required, invalid: formErrors.email, tooLong: formErrors.tooLong },
  FORM_LIMITS.email,
)

/** A phone number (forms/phone.ts), required or optional. */
const phone = required(FORM_LIMITS.phone).refine((v) => isPhoneNumber(v), formErrors.phone)
const optionalPhone = optional(FORM_LIMITS.phone).refine(
  (v) => v === undefined || v === '' || isPhoneNumber(v),
  formErrors.phone,
)

const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: (issue) => (issue.input === undefined ? formErrors.required : formErrors.option) })

const checkbox = z.boolean({ error: formErrors.option }).default(false)

/** The contact page's lead form (marketing-site.md §3, §5). confirmEmail is checked, never stored. */
export const leadSchema = z
  .object({
    firstName: required(FORM_LIMITS.name),
    lastName: required(FORM_LIMITS.name),
    email,
    confirmEmail: required(FORM_LIMITS.email),
    phone,
    city: required(FORM_LIMITS.city),
    state: required(FORM_LIMITS.state),
    message: optional(FORM_LIMITS.message, true),
    hasVehicle: checkbox,
    experience: choice(leadExperienceOptions).default(DEFAULT_LEAD_EXPERIENCE),
    referralCode: optional(FORM_LIMITS.referralCode),
  })
  .refine((value) => value.confirmEmail === value.email, {
    message: formErrors.emailMismatch,
    path: ['confirmEmail'],
    // Checked whenever both addresses are there, even while other fields still have errors.
    when: (payload) => {
      const v = payload.value as Record<string, unknown> | undefined
      return (
        typeof v?.email === 'string' && typeof v.confirmEmail === 'string' && v.confirmEmail.trim() !== ''
      )
    },
  })

/** The playbook's lead-capture form (network-site.md §3 Lead capture, §5 Lead form). */
export const playbookSchema = z.object({
  firstName: required(FORM_LIMITS.name),
  lastName: required(FORM_LIMITS.name),
  email,
  phone,
  hearAboutUs: choice(hearAboutUsOptions).optional(),
})

/** /service/business-registration (network-site.md §3, §5). */
export const businessRegistrationSchema = z.object({
  companyName: required(FORM_LIMITS.company),
  contactName: required(FORM_LIMITS.name),
  email,
  phone,
  address: required(FORM_LIMITS.address),
  city: required(FORM_LIMITS.city),
  state: required(FORM_LIMITS.state),
  zipCode: required(FORM_LIMITS.zipCode),
  businessType: choice(businessTypeOptions),
  estimatedVolume: choice(estimatedVolumeOptions).optional(),
})

/** /service/contact (network-site.md §3 Contact message, §5). */
export const serviceContactSchema = z.object({
  name: required(FORM_LIMITS.name),
  email,
  phone: optionalPhone,
  company: optional(FORM_LIMITS.company),
  serviceType: choice(serviceTypeOptions).optional(),
  message: requiredText(FORM_LIMITS.message),
})

/** /service/operator-application (network-site.md §3, §5): investment readiness must be ticked. */
export const operatorApplicationSchema = z.object({
  firstName: required(FORM_LIMITS.name),
  lastName: required(FORM_LIMITS.name),
  email,
  phone,
  city: required(FORM_LIMITS.city),
  state: required(FORM_LIMITS.state),
  experience: choice(applicationExperienceOptions),
  hasVehicle: checkbox,
  investmentReady: z.literal(true, { error: formErrors.investmentReady }),
  message: optional(FORM_LIMITS.message, true),
})

export const formSchemas = {
  lead: leadSchema,
  playbook: playbookSchema,
  'business-registration': businessRegistrationSchema,
  'service-contact': serviceContactSchema,
  'operator-application': operatorApplicationSchema,
} as const satisfies Record<FormKind, z.ZodType>

export type FormValues = { [K in FormKind]: z.output<(typeof formSchemas)[K]> }

/** Fields that must be filled in, per form (the 'Please fill in all required fields' check). */
export const requiredFields: { [K in FormKind]: ReadonlyArray<keyof FormValues[K] & string> } = {
  lead: ['firstName', 'lastName', 'email', 'confirmEmail', 'phone', 'city', 'state'],
  playbook: ['firstName', 'lastName', 'email', 'phone'],
  'business-registration': [
    'companyName',
    'contactName',
    'email',
    'phone',
    'address',
    'city',
    'state',
    'zipCode',
    'businessType',
  ],
  'service-contact': ['name', 'email', 'message'],
  'operator-application': ['firstName', 'lastName', 'email', 'phone', 'city', 'state', 'experience'],
}

/** What is stored and e-mailed: the validated fields, without the confirmation address. */
export function storedPayload<K extends FormKind>(kind: K, value: FormValues[K]): Record<string, unknown> {
  if (kind === 'lead') {
    const { confirmEmail: _confirm, ...rest } = value as FormValues['lead']
    return rest
  }
  // network-site.md §3 Lead capture: source and leadMagnet are added on send.
  if (kind === 'playbook') return { ...value, source: PLAYBOOK_SOURCE, leadMagnet: PLAYBOOK_LEAD_MAGNET }
  return { ...value }
}

/** The submitter's address of any form. */
export function submitterEmail(value: { email: string }): string {
  return value.email
}

/** The submitter's name as one line, for subjects and greetings. */
export function submitterName(kind: SubmissionKind, value: Record<string, unknown>): string {
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '')
  if (kind === 'business-registration') return text('contactName')
  if (kind === 'service-contact' || kind === 'booking') return text('name')
  return `${text('firstName')} ${text('lastName')}`.trim()
}
