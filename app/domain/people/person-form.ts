import { rowId } from '#app/domain/admin/intents'
import { isPhoneNumber } from '#app/domain/forms/phone'
import { visitorEmail, visitorText } from '#app/domain/forms/visitor-text'
import { languages } from '#app/domain/routing/locale'
import { z } from '#app/domain/zod'
import { lostReasons } from './pipeline'

/**
 * The forms of a person's page (issue #34): one schema for every post, shared by the page (Conform)
 * and the action's guarded edge. Messages are i18n keys under `adminPerson.errors`.
 */
const E = 'adminPerson.errors.'

const line = (max: number) =>
  visitorText('line', { control: `${E}control` })
    .trim()
    .max(max, `${E}tooLong`)
    .optional()
const requiredLine = (max: number) =>
  visitorText('line', { control: `${E}control`, required: `${E}required` })
    .trim()
    .min(1, `${E}required`)
    .max(max, `${E}tooLong`)
const multiline = (max: number) =>
  visitorText('multiline', { control: `${E}control`, required: `${E}required` })
    .trim()
    .min(1, `${E}required`)
    .max(max, `${E}tooLong`)
const email = visitorEmail({ required: `${E}required`, invalid: `${E}email`, tooLong: `${E}tooLong` })
/** An optional staff account (an empty select is none). */
const optionalId = rowId.optional()

/** Every detail of a person staff can edit. */
export const personDetailsFields = {
  firstName: line(100),
  lastName: line(100),
  email,
  phone: line(40).refine((v) => v === undefined || isPhoneNumber(v), `${E}phone`),
  businessName: line(150),
  city: line(100),
  state: line(2)
    .transform((v) => v?.toUpperCase())
    .refine((v) => v === undefined || /^[A-Z]{2}$/.test(v), `${E}state`),
  zip: line(10).refine((v) => v === undefined || /^\d{5}(-\d{4})?$/.test(v), `${E}zip`),
  lang: z.enum(languages, { error: `${E}required` }),
}
export const personDetailsSchema = z.object(personDetailsFields)
export type PersonDetailsValue = z.output<typeof personDetailsSchema>

/** The fields of the details form, in the order it shows them (and an edit event lists changes). */
export const personDetailFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'businessName',
  'city',
  'state',
  'zip',
  'lang',
] as const satisfies ReadonlyArray<keyof PersonDetailsValue>
export type PersonDetailField = (typeof personDetailFields)[number]

/** A date and time as a `datetime-local` input gives it (the site's time zone). */
export const localDateTime = z
  .string({ error: `${E}required` })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${E}dateTime`)

export const personActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('edit'), ...personDetailsFields }),
  z.object({
    intent: z.literal('move'),
    stage: requiredLine(60),
    lostReason: z.enum(lostReasons, { error: `${E}lostReason` }).optional(),
    override: line(500),
  }),
  z.object({ intent: z.literal('owner'), ownerId: optionalId }),
  z.object({ intent: z.literal('task'), title: requiredLine(200), due: localDateTime, ownerId: optionalId }),
  z.object({ intent: z.literal('done'), taskId: rowId }),
  z.object({ intent: z.literal('note'), text: multiline(4000) }),
  z.object({ intent: z.literal('merge'), email }),
  z.object({ intent: z.literal('email'), templateId: rowId }),
  z.object({ intent: z.literal('statement') }),
  z.object({ intent: z.literal('erase'), confirm: z.literal(true, { error: `${E}confirmErase` }) }),
])
export type PersonPost = z.output<typeof personActionSchema>
export type PersonIntent = PersonPost['intent']

/** What changed between a person's details and the edit: each field's before and after. */
export function detailChanges(
  before: Record<PersonDetailField, string | null>,
  after: PersonDetailsValue,
): Record<string, { from: string | null; to: string | null }> {
  const changes: Record<string, { from: string | null; to: string | null }> = {}
  for (const field of personDetailFields) {
    const from = before[field] ?? null
    const to = after[field] ?? null
    if ((from ?? '') !== (to ?? '')) changes[field] = { from, to }
  }
  return changes
}
