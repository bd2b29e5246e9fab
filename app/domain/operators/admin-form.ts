import { formText } from '#app/domain/admin/intents'
import { weeklyHoursField } from './hours-form'
import { z } from '#app/domain/zod'
import { normalizeZip } from '#app/domain/quote/zip-quote'
import {
  DEFAULT_SERVICE_RADIUS_MILES,
  MAX_SERVICE_RADIUS_MILES,
  MIN_SERVICE_RADIUS_MILES,
} from './service-radius'
import { slugProblem, type SlugProblem } from './slug'

/**
 * The staff Operators tab's form (issue 9 §5): every field of the Operator entity. Lists are edited
 * as text, one item per line; testimonials one per line as "rating | author | text"; the hours day
 * by day (./hours-form.ts). Error messages are keys under operators.admin.errors.
 */
const field = formText

const text = (max: number) =>
  field()
    .pipe(z.string().max(max, { error: 'tooLong' }))
    .transform((v) => (v === '' ? null : v))

const lines = field()
  .pipe(z.string().max(5000, { error: 'tooLong' }))
  .transform((v) =>
    v
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
  )

const optionalNumber = (min: number, max: number, int = false) =>
  field().transform((v, ctx) => {
    if (v === '') return null
    const n = Number(v)
    if (!Number.isFinite(n) || n < min || n > max || (int && !Number.isInteger(n))) {
      ctx.addIssue({ code: 'custom', message: 'number' })
      return z.NEVER
    }
    return n
  })

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === 'true')

/** "5 | Jane Doe | Great service" → { rating: 5, author: 'Jane Doe', text: 'Great service' }. */
export function parseTestimonialLine(line: string) {
  const [first = '', second = '', ...rest] = line.split('|').map((p) => p.trim())
  const rating = Number(first)
  if (Number.isInteger(rating) && rating >= 1 && rating <= 5 && second && rest.join(' | '))
    return { rating, author: second, text: rest.join(' | ') }
  return undefined
}

export function testimonialLine(t: { rating: number; author: string; text: string }): string {
  return `${t.rating} | ${t.author} | ${t.text}`
}

const testimonials = lines.transform((items, ctx) => {
  const parsed = items.map(parseTestimonialLine)
  if (parsed.some((p) => !p)) {
    ctx.addIssue({ code: 'custom', message: 'testimonials' })
    return z.NEVER
  }
  return parsed as NonNullable<ReturnType<typeof parseTestimonialLine>>[]
})

export const operatorFormSchema = z.object({
  name: field().pipe(z.string().min(1, { error: 'required' }).max(120, { error: 'tooLong' })),
  customSlug: field().superRefine((v, ctx) => {
    const problem = slugProblem(v)
    if (problem) ctx.addIssue({ code: 'custom', message: `slug.${problem}` })
  }),
  contactPersonName: text(120),
  contactEmail: field()
    .transform((v) => (v === '' ? null : v))
    .pipe(z.email({ error: 'email' }).nullable()),
  contactPhone: text(40),
  areaServed: text(120),
  zipCode: field().transform((v, ctx) => {
    if (v.trim() === '') return null
    const zip = normalizeZip(v)
    if (!zip) ctx.addIssue({ code: 'custom', message: 'zip' })
    return zip ?? z.NEVER
  }),
  /** A picture of the Image Manager; picked, it becomes the profile image (over the URL field). */
  profileImageId: text(64),
  profileImageUrl: text(500).refine((v) => v === null || /^(\/|https:\/\/)/.test(v), { error: 'url' }),
  tagline: text(200),
  bio: text(4000),
  yearsExperience: optionalNumber(0, 100, true),
  operatingSince: text(20),
  languagesSpoken: lines,
  businessServices: lines,
  serviceAreas: lines,
  territoryDescription: text(2000),
  vehicleTypes: lines,
  testimonials,
  paymentMethods: lines,
  certifications: lines,
  /** Chosen day by day, stored as the text the page and the booking form read (./hours-form.ts). */
  hoursOfOperation: weeklyHoursField,
  responseTimeGuarantee: text(120),
  weightLimit: text(120),
  sizeLimit: text(120),
  rushDeliveryAvailable: checkbox,
  recurringServices: checkbox,
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  /** Whole miles around the position; left empty, the default 50. */
  serviceRadiusMiles: field().transform((v, ctx) => {
    if (v.trim() === '') return DEFAULT_SERVICE_RADIUS_MILES
    const n = Number(v)
    if (!Number.isInteger(n) || n < MIN_SERVICE_RADIUS_MILES || n > MAX_SERVICE_RADIUS_MILES) {
      ctx.addIssue({ code: 'custom', message: 'radius' })
      return z.NEVER
    }
    return n
  }),
  averageRating: optionalNumber(1, 5),
  totalReviews: optionalNumber(0, 10_000_000, true).transform((v) => v ?? 0),
  totalDeliveries: optionalNumber(0, 100_000_000, true).transform((v) => v ?? 0),
  // The Spanish texts of the page, same limits as the English ones; empty shows the English one.
  taglineEs: text(200),
  bioEs: text(4000),
  territoryDescriptionEs: text(2000),
  responseTimeGuaranteeEs: text(120),
  weightLimitEs: text(120),
  sizeLimitEs: text(120),
  businessServicesEs: lines,
  vehicleTypesEs: lines,
  paymentMethodsEs: lines,
  certificationsEs: lines,
  languagesSpokenEs: lines,
  testimonialsEs: testimonials,
})

export type OperatorFormValues = z.infer<typeof operatorFormSchema>
export type OperatorFormErrors = Partial<Record<keyof OperatorFormValues, string>>

/** An issue's message as a key under operators.admin.errors (a message of Zod's own: 'invalid'). */
export function operatorErrorKey(message: string): string {
  return message.startsWith('slug.') || /^[a-zA-Z.]+$/.test(message) ? message : 'invalid'
}

export function operatorFormErrors(error: z.ZodError): OperatorFormErrors {
  const out: OperatorFormErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof OperatorFormValues
    if (field && !out[field]) out[field] = operatorErrorKey(issue.message)
  }
  return out
}

export type { SlugProblem }
