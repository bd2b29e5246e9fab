import { operatorFormSchema, type OperatorFormValues } from '#app/domain/operators/admin-form'
import { sameWeeklyHours } from '#app/domain/operators/hours'
import type { OperatorProfile } from '#app/domain/operators/operator'
import { z } from '#app/domain/zod'

/**
 * "My page" of the operator portal (issue #21 item 2): the part of the staff operator form an
 * operator edits on their own page, kept as a draft until staff approve it. The same Zod rules as
 * the staff form (its schema, picked), so the server checks exactly what the form checks.
 *
 * Not editable by the operator: name, slug, home ZIP and position, ratings, counts and testimonials
 * (staff keep those). The photo is uploaded separately and stored as `profileImageUrl`.
 */
export const PAGE_DRAFT_FIELDS = [
  'contactPersonName',
  'contactPhone',
  'contactEmail',
  'tagline',
  'taglineEs',
  'bio',
  'bioEs',
  'yearsExperience',
  'operatingSince',
  'languagesSpoken',
  'languagesSpokenEs',
  'businessServices',
  'businessServicesEs',
  'serviceAreas',
  'serviceRadiusMiles',
  'territoryDescription',
  'territoryDescriptionEs',
  'vehicleTypes',
  'vehicleTypesEs',
  'paymentMethods',
  'paymentMethodsEs',
  'certifications',
  'certificationsEs',
  'hoursOfOperation',
  'responseTimeGuarantee',
  'responseTimeGuaranteeEs',
  'weightLimit',
  'weightLimitEs',
  'sizeLimit',
  'sizeLimitEs',
  'rushDeliveryAvailable',
  'recurringServices',
] as const satisfies readonly (keyof OperatorFormValues)[]

export type PageDraftField = (typeof PAGE_DRAFT_FIELDS)[number]

/** The form's schema: the staff form's rules for these fields (messages: operators.admin.errors.*). */
export const pageDraftFormSchema = operatorFormSchema.pick(
  Object.fromEntries(PAGE_DRAFT_FIELDS.map((f) => [f, true])) as { [K in PageDraftField]: true },
)

export type PageDraftValues = z.infer<typeof pageDraftFormSchema>

/** Every field a draft may change: the form's, and the photo. */
export type PageDraftFields = PageDraftValues & { profileImageUrl: string | null }
export type PageDraftKey = keyof PageDraftFields
export const PAGE_DRAFT_KEYS: readonly PageDraftKey[] = [...PAGE_DRAFT_FIELDS, 'profileImageUrl']

/** What a draft stores: only the fields that differ from the published page. */
export type PageDraftData = Partial<PageDraftFields>

export type PageDraftStatus = 'draft' | 'submitted' | 'approved' | 'rejected'

/** The published page's values of the editable fields. */
export function publishedValues(operator: OperatorProfile): PageDraftFields {
  const out: Record<string, unknown> = {}
  for (const key of PAGE_DRAFT_KEYS) out[key] = operator[key]
  return out as PageDraftFields
}

/** A value as compared and shown: lists one item per line, empty texts as ''. */
export function fieldText(value: unknown): string {
  if (value == null) return ''
  if (Array.isArray(value)) return value.map((v) => fieldText(v)).join('\n')
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return String(value).trim()
}

/**
 * The hours by the week they mean: the form stores the week it shows in its own words, and no hours
 * are §9's (issue #45 item 6), so an operator who left them as they were has not changed them.
 */
function same(key: PageDraftKey, a: unknown, b: unknown): boolean {
  if (key === 'hoursOfOperation') return sameWeeklyHours(a as string | null, b as string | null)
  return fieldText(a) === fieldText(b)
}

/** The fields of `proposed` that differ from `published` (what a draft keeps). */
export function changedFields(published: PageDraftFields, proposed: PageDraftData): PageDraftData {
  const out: Record<string, unknown> = {}
  for (const key of PAGE_DRAFT_KEYS) {
    if (!(key in proposed)) continue
    if (!same(key, published[key], proposed[key])) out[key] = proposed[key]
  }
  return out as PageDraftData
}

export type FieldChange = { field: PageDraftKey; published: unknown; proposed: unknown }

/** The draft's changes against the page as published now, in the form's order (staff's queue). */
export function draftChanges(published: PageDraftFields, draft: PageDraftData): FieldChange[] {
  return PAGE_DRAFT_KEYS.flatMap((field) =>
    field in draft && !same(field, published[field], draft[field])
      ? [{ field, published: published[field], proposed: draft[field] }]
      : [],
  )
}

/** The page as it would look with the draft applied (the portal's preview, the form's values). */
export function withDraft<T extends OperatorProfile>(operator: T, draft: PageDraftData): T {
  const out: Record<string, unknown> = { ...operator }
  for (const key of PAGE_DRAFT_KEYS) if (key in draft) out[key] = draft[key]
  return out as T
}

/** Only the known fields of a stored draft (the jsonb is read back as written, but never trusted blindly). */
export function cleanDraftData(value: unknown): PageDraftData {
  if (typeof value !== 'object' || value === null) return {}
  const out: Record<string, unknown> = {}
  for (const key of PAGE_DRAFT_KEYS) if (key in value) out[key] = (value as Record<string, unknown>)[key]
  return out as PageDraftData
}

/** Staff's rejection: a reason is required (it is e-mailed to the operator). */
export const REJECT_REASON_MAX = 2000
export const rejectReasonSchema = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim())
  .pipe(z.string().min(1, { error: 'reasonRequired' }).max(REJECT_REASON_MAX, { error: 'reasonTooLong' }))

/** The status line of the portal page. */
export type DraftStatusView =
  { kind: 'published' } | { kind: 'draft' } | { kind: 'submitted' } | { kind: 'rejected'; reason: string }

export function draftStatusView(
  draft: { status: PageDraftStatus; rejectReason: string | null } | null | undefined,
): DraftStatusView {
  if (!draft || draft.status === 'approved') return { kind: 'published' }
  if (draft.status === 'rejected') return { kind: 'rejected', reason: draft.rejectReason ?? '' }
  return { kind: draft.status }
}
