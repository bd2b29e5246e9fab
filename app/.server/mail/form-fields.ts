import { pickupTimeLabel } from '#app/domain/bookings/pickup-time'
import { DEFAULT_SITE_TIME_ZONE } from '#app/domain/time/zone'
import type { SubmissionKind } from '#app/domain/forms/options'
import type { Lang } from '#app/domain/routing/locale'
import uiEn from '#app/i18n/en/forms'
import uiEs from '#app/i18n/es/forms'
import type { TFunction } from '#app/i18n/translate'

// A submission's fields as labelled rows: what the form e-mails (templates/forms.tsx) and the
// staff's Submissions inbox (services/submissions-inbox.ts) show.

/**
 * Field order in the e-mails and the staff inbox, per kind (the order of the form itself; a
 * newsletter signup stores the popup's fields and the subscriber's source and tags).
 */
export const formFieldOrder: Record<SubmissionKind, string[]> = {
  lead: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'city',
    'state',
    'experience',
    'hasVehicle',
    'referralCode',
    'message',
  ],
  newsletter: ['firstName', 'lastName', 'email', 'source', 'tags'],
  booking: ['operator', 'name', 'phone', 'email', 'pickup', 'delivery', 'when', 'notes', 'quote'],
  playbook: ['firstName', 'lastName', 'email', 'phone', 'hearAboutUs', 'source', 'leadMagnet'],
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
    'estimatedVolume',
  ],
  'service-contact': ['name', 'email', 'phone', 'company', 'serviceType', 'message'],
  'operator-application': [
    'firstName',
    'lastName',
    'email',
    'phone',
    'city',
    'state',
    'experience',
    'hasVehicle',
    'investmentReady',
    'message',
  ],
}

/** Which option list labels a field's stored slug. */
function optionList(kind: SubmissionKind, field: string): keyof typeof uiEn.options | null {
  // Codes the site stores by itself with a playbook request (issue #45 item 6).
  if (kind === 'playbook' && field === 'source') return 'playbookSource'
  if (field === 'leadMagnet') return 'leadMagnet'
  if (field === 'experience')
    return kind === 'operator-application' ? 'applicationExperience' : 'leadExperience'
  if (
    field === 'hearAboutUs' ||
    field === 'businessType' ||
    field === 'estimatedVolume' ||
    field === 'serviceType'
  )
    return field
  return null
}

/** The submitted fields as [label, value] rows in `lang`; React escapes them when rendering. */
export function fieldRows(
  kind: SubmissionKind,
  payload: Record<string, unknown>,
  lang: Lang,
  t: TFunction,
  timeZone = DEFAULT_SITE_TIME_ZONE,
) {
  const ui = lang === 'es' ? uiEs : uiEn
  const rows: Array<[string, string]> = []
  for (const field of formFieldOrder[kind]) {
    const raw = payload[field]
    if (raw === undefined || raw === null || raw === '') continue
    let shown: string
    if (typeof raw === 'boolean') shown = t(raw ? 'forms.yes' : 'forms.no')
    else if (Array.isArray(raw)) shown = raw.map(String).join(', ')
    // A booking's wished pickup: in the site's zone and the reader's language (issue #30 item 9).
    else if (kind === 'booking' && field === 'when') shown = pickupTimeLabel(String(raw), timeZone, lang)
    else {
      const list = optionList(kind, field)
      const labels = list ? (ui.options[list] as Record<string, string>) : undefined
      shown = labels?.[String(raw)] ?? String(raw)
    }
    rows.push([t(`forms.fields.${field}`), shown])
  }
  return rows
}
