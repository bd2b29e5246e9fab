import { testimonialLine, type OperatorFormValues } from './admin-form'
import { SPANISH_TEXT_FIELDS, type OperatorProfile, type OperatorSpanishTexts } from './operator'
import { DEFAULT_SERVICE_RADIUS_MILES } from './service-radius'

/**
 * The staff Operators form's fields (issue #33 moved them here from the form's component): each
 * field's kind and its text from a stored operator. The form starts from `operatorFormText`, and
 * the operator's versions (ADR 046) keep the same text, so a restore posts what the form would.
 */

export type OperatorFormField = {
  name: keyof OperatorFormValues
  /** 'hours': the week's controls (./hours-form.ts); its text here is the stored one (a version's). */
  kind: 'text' | 'textarea' | 'lines' | 'number' | 'checkbox' | 'image' | 'hours'
  value: (o: OperatorProfile | null) => string | boolean
}

const s = (v: string | number | null | undefined) => (v == null ? '' : String(v))
const englishFields: OperatorFormField[] = [
  { name: 'name', kind: 'text', value: (o) => s(o?.name) },
  { name: 'customSlug', kind: 'text', value: (o) => s(o?.slug) },
  { name: 'contactPersonName', kind: 'text', value: (o) => s(o?.contactPersonName) },
  { name: 'contactEmail', kind: 'text', value: (o) => s(o?.contactEmail) },
  { name: 'contactPhone', kind: 'text', value: (o) => s(o?.contactPhone) },
  { name: 'areaServed', kind: 'text', value: (o) => s(o?.areaServed) },
  { name: 'zipCode', kind: 'text', value: (o) => s(o?.zipCode) },
  // Its starting value is the library picture the stored URL points at (see defaultsOf).
  { name: 'profileImageId', kind: 'image', value: () => '' },
  { name: 'profileImageUrl', kind: 'text', value: (o) => s(o?.profileImageUrl) },
  { name: 'tagline', kind: 'text', value: (o) => s(o?.tagline) },
  { name: 'bio', kind: 'textarea', value: (o) => s(o?.bio) },
  { name: 'yearsExperience', kind: 'number', value: (o) => s(o?.yearsExperience) },
  { name: 'operatingSince', kind: 'text', value: (o) => s(o?.operatingSince) },
  { name: 'languagesSpoken', kind: 'lines', value: (o) => (o?.languagesSpoken ?? []).join('\n') },
  { name: 'businessServices', kind: 'lines', value: (o) => (o?.businessServices ?? []).join('\n') },
  { name: 'serviceAreas', kind: 'lines', value: (o) => (o?.serviceAreas ?? []).join('\n') },
  { name: 'territoryDescription', kind: 'textarea', value: (o) => s(o?.territoryDescription) },
  { name: 'vehicleTypes', kind: 'lines', value: (o) => (o?.vehicleTypes ?? []).join('\n') },
  {
    name: 'testimonials',
    kind: 'lines',
    value: (o) => (o?.testimonials ?? []).map(testimonialLine).join('\n'),
  },
  { name: 'paymentMethods', kind: 'lines', value: (o) => (o?.paymentMethods ?? []).join('\n') },
  { name: 'certifications', kind: 'lines', value: (o) => (o?.certifications ?? []).join('\n') },
  { name: 'hoursOfOperation', kind: 'hours', value: (o) => s(o?.hoursOfOperation) },
  { name: 'responseTimeGuarantee', kind: 'text', value: (o) => s(o?.responseTimeGuarantee) },
  { name: 'weightLimit', kind: 'text', value: (o) => s(o?.weightLimit) },
  { name: 'sizeLimit', kind: 'text', value: (o) => s(o?.sizeLimit) },
  { name: 'rushDeliveryAvailable', kind: 'checkbox', value: (o) => !!o?.rushDeliveryAvailable },
  { name: 'recurringServices', kind: 'checkbox', value: (o) => !!o?.recurringServices },
  // A position taken from the ZIP code shows empty: saved again, it follows the ZIP code.
  { name: 'latitude', kind: 'number', value: (o) => (o?.positionFromZip ? '' : s(o?.latitude)) },
  { name: 'longitude', kind: 'number', value: (o) => (o?.positionFromZip ? '' : s(o?.longitude)) },
  {
    name: 'serviceRadiusMiles',
    kind: 'number',
    value: (o) => s(o?.serviceRadiusMiles ?? DEFAULT_SERVICE_RADIUS_MILES),
  },
  { name: 'averageRating', kind: 'number', value: (o) => s(o?.averageRating) },
  { name: 'totalReviews', kind: 'number', value: (o) => s(o?.totalReviews) },
  { name: 'totalDeliveries', kind: 'number', value: (o) => s(o?.totalDeliveries) },
]

const spanishOf = Object.fromEntries(
  Object.entries(SPANISH_TEXT_FIELDS).map(([es, en]) => [en, es as keyof OperatorSpanishTexts]),
) as Partial<Record<keyof OperatorProfile, keyof OperatorSpanishTexts>>

/** Each Spanish text right after the English field it stands for. */
export const operatorFormFields: OperatorFormField[] = englishFields.flatMap((f) => {
  const es = spanishOf[f.name as keyof OperatorProfile]
  if (!es) return [f]
  const spanish: OperatorFormField = {
    name: es,
    kind: f.kind,
    value: (o) => f.value(o && { ...o, [f.name]: o[es] }),
  }
  return [f, spanish]
})

export type OperatorFormText = Record<keyof OperatorFormValues, string>

/**
 * A stored operator as the form's text ('on' for a ticked box); its picture is the library image
 * (of `images`, by preview address) the stored address points at, or none.
 */
export function operatorFormText(
  operator: OperatorProfile | null,
  images: ReadonlyArray<{ id: string; previewUrl: string }>,
): OperatorFormText {
  const picture = images.find((image) => image.previewUrl === operator?.profileImageUrl)
  return Object.fromEntries(
    operatorFormFields.map((f) => {
      if (f.kind === 'image') return [f.name, picture?.id ?? '']
      const v = f.value(operator)
      return [f.name, typeof v === 'boolean' ? (v ? 'on' : '') : v]
    }),
  ) as OperatorFormText
}
