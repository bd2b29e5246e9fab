import { describe, expect, it } from 'vitest'
import type { OperatorProfile } from '#app/domain/operators/operator'
import { hoursValuesOf } from '../../../tests/support/hours-fields'
import {
  changedFields,
  cleanDraftData,
  draftChanges,
  draftStatusView,
  pageDraftFormSchema,
  publishedValues,
  rejectReasonSchema,
  withDraft,
} from './page-draft'

const operator = {
  id: 1,
  slug: 'ann-courier',
  name: 'Ann Courier',
  contactPersonName: 'Ann',
  contactEmail: 'ann@example.com',
  contactPhone: '561-555-0100',
  areaServed: 'Delray Beach, FL',
  profileImageUrl: null,
  tagline: 'Fast',
  bio: 'We deliver.',
  yearsExperience: 5,
  operatingSince: '2019',
  languagesSpoken: ['English'],
  businessServices: ['Same-day'],
  serviceAreas: ['33444'],
  territoryDescription: null,
  vehicleTypes: [],
  testimonials: [{ rating: 5, author: 'Bo', text: 'Great' }],
  paymentMethods: [],
  certifications: [],
  hoursOfOperation: null,
  responseTimeGuarantee: null,
  weightLimit: null,
  sizeLimit: null,
  rushDeliveryAvailable: false,
  recurringServices: true,
  latitude: 26.4,
  longitude: -80.1,
  zipCode: '33444',
  positionFromZip: true,
  serviceRadiusMiles: 50,
  averageRating: 4.8,
  totalReviews: 10,
  totalDeliveries: 100,
  sampleReviews: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  taglineEs: null,
  bioEs: 'Entregamos.',
  territoryDescriptionEs: null,
  languagesSpokenEs: [],
  responseTimeGuaranteeEs: null,
  weightLimitEs: null,
  sizeLimitEs: null,
  businessServicesEs: [],
  vehicleTypesEs: [],
  paymentMethodsEs: [],
  certificationsEs: [],
  testimonialsEs: [],
} satisfies OperatorProfile

/** The form as posted with the published values, `changes` over them. */
function posted(changes: Record<string, string> = {}) {
  return {
    contactPersonName: 'Ann',
    contactEmail: 'ann@example.com',
    contactPhone: '561-555-0100',
    tagline: 'Fast',
    bio: 'We deliver.',
    bioEs: 'Entregamos.',
    yearsExperience: '5',
    operatingSince: '2019',
    languagesSpoken: 'English',
    businessServices: 'Same-day',
    serviceAreas: '33444',
    serviceRadiusMiles: '50',
    recurringServices: 'on',
    ...changes,
  }
}

describe('pageDraftFormSchema', () => {
  it('parses the operator-editable fields with the staff form rules', () => {
    const v = pageDraftFormSchema.parse(posted({ serviceAreas: '33444\n 33483 \n', tagline: ' ' }))
    expect(v.serviceAreas).toEqual(['33444', '33483'])
    expect(v.tagline).toBeNull()
    expect(v.recurringServices).toBe(true)
    expect(v.rushDeliveryAvailable).toBe(false)
  })

  it('has no staff-only field: name, slug, ratings, testimonials and position are not read', () => {
    const v = pageDraftFormSchema.parse({
      ...posted(),
      name: 'Hijacked',
      customSlug: 'other',
      averageRating: '1',
      totalDeliveries: '9',
      testimonials: '5 | Me | Best',
      latitude: '1',
      id: '2',
    })
    for (const key of [
      'name',
      'customSlug',
      'averageRating',
      'totalDeliveries',
      'testimonials',
      'latitude',
      'id',
    ])
      expect(v).not.toHaveProperty(key)
  })

  it('refuses what the staff form refuses, with the same message keys', () => {
    const r = pageDraftFormSchema.safeParse(
      posted({ contactEmail: 'not-an-email', serviceRadiusMiles: '9999', bio: 'x'.repeat(4001) }),
    )
    expect(r.success).toBe(false)
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]))
    expect(byField).toMatchObject({ contactEmail: 'email', serviceRadiusMiles: 'radius', bio: 'tooLong' })
  })
})

describe('changedFields and draftChanges', () => {
  it('keeps only what differs from the published page', () => {
    const values = pageDraftFormSchema.parse(
      posted({ bioEs: 'Nueva biografía', serviceAreas: '33444\n33483' }),
    )
    const data = changedFields(publishedValues(operator), { ...values, profileImageUrl: null })
    expect(data).toEqual({ bioEs: 'Nueva biografía', serviceAreas: ['33444', '33483'] })
  })

  it('the hours by the week they mean: §9 hours shown and posted again are no change (issue #45 item 6)', () => {
    // The published page has none (§9's); the form showed §9's week and posts it back.
    const same = pageDraftFormSchema.parse({ ...posted(), hoursOfOperation: hoursValuesOf(null) })
    expect(same.hoursOfOperation).toBe('Mon–Sat 8:00 AM–6:00 PM, Sun 11:00 AM–3:00 PM')
    expect(changedFields(publishedValues(operator), { ...same, profileImageUrl: null })).toEqual({})
    const closedSundays = pageDraftFormSchema.parse({
      ...posted(),
      hoursOfOperation: hoursValuesOf('Mon-Sat 8am-6pm'),
    })
    const data = changedFields(publishedValues(operator), { ...closedSundays, profileImageUrl: null })
    expect(data).toEqual({ hoursOfOperation: 'Mon–Sat 8:00 AM–6:00 PM, Sun closed' })
    expect(draftChanges(publishedValues(operator), data)).toEqual([
      { field: 'hoursOfOperation', published: null, proposed: 'Mon–Sat 8:00 AM–6:00 PM, Sun closed' },
    ])
  })

  it('nothing changed: an empty draft', () => {
    const values = pageDraftFormSchema.parse(posted())
    expect(changedFields(publishedValues(operator), { ...values, profileImageUrl: null })).toEqual({})
  })

  it('lists the changes against the page as published now, published beside proposed, in form order', () => {
    const changes = draftChanges(publishedValues(operator), {
      serviceAreas: ['33444', '33483'],
      bioEs: 'Nueva',
      rushDeliveryAvailable: true,
      profileImageUrl: '/images/u/abc-320.webp',
    })
    expect(changes).toEqual([
      { field: 'bioEs', published: 'Entregamos.', proposed: 'Nueva' },
      { field: 'serviceAreas', published: ['33444'], proposed: ['33444', '33483'] },
      { field: 'rushDeliveryAvailable', published: false, proposed: true },
      { field: 'profileImageUrl', published: null, proposed: '/images/u/abc-320.webp' },
    ])
    // A field staff have since published with the same value is no longer a change.
    expect(draftChanges({ ...publishedValues(operator), bioEs: 'Nueva' }, { bioEs: 'Nueva' })).toEqual([])
  })

  it('applies a draft for the preview without touching other fields', () => {
    const edited = withDraft(operator, { bioEs: 'Nueva' })
    expect(edited.bioEs).toBe('Nueva')
    expect(edited.name).toBe('Ann Courier')
    expect(operator.bioEs).toBe('Entregamos.')
  })

  it('reads back only known fields of a stored draft', () => {
    expect(cleanDraftData({ bioEs: 'x', name: 'Hijacked', customSlug: 'y' })).toEqual({ bioEs: 'x' })
    expect(cleanDraftData(null)).toEqual({})
  })
})

describe('rejectReasonSchema and draftStatusView', () => {
  it('requires a reason, trimmed, of at most 2000 characters', () => {
    expect(rejectReasonSchema.safeParse('   ').error?.issues[0]?.message).toBe('reasonRequired')
    expect(rejectReasonSchema.safeParse('x'.repeat(2001)).error?.issues[0]?.message).toBe('reasonTooLong')
    expect(rejectReasonSchema.parse('  Too vague  ')).toBe('Too vague')
  })

  it('says draft, waiting or rejected with the reason; published without an open draft', () => {
    expect(draftStatusView(null)).toEqual({ kind: 'published' })
    expect(draftStatusView({ status: 'approved', rejectReason: null })).toEqual({ kind: 'published' })
    expect(draftStatusView({ status: 'draft', rejectReason: null })).toEqual({ kind: 'draft' })
    expect(draftStatusView({ status: 'submitted', rejectReason: null })).toEqual({ kind: 'submitted' })
    expect(draftStatusView({ status: 'rejected', rejectReason: 'No.' })).toEqual({
      kind: 'rejected',
      reason: 'No.',
    })
  })
})
