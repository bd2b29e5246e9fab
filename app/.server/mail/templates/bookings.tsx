import type { ReactNode } from 'react'
import { z } from 'zod'
import { pickupTimeLabel } from '#app/domain/bookings/pickup-time'
import { DEFAULT_SITE_TIME_ZONE } from '#app/domain/time/zone'
import { oneLine } from '#app/domain/mail/retry'
import { formatCents } from '#app/domain/money'
import { formatInZone } from '#app/domain/time/format'
import { languages, type Lang } from '#app/domain/routing/locale'
import type { SiteSettings } from '#app/domain/settings/site-settings'
import { EmailButton, EmailLayout, EmailText, FieldTable } from '../components'
import { emailT } from '../texts'
import { template } from './template'

// The e-mails of a booking request: the two when it comes (the operator's, the visitor's
// confirmation), the customer's at each answer, the new operator's at a reassignment, and staff's
// when it goes unanswered for two hours.

/** A booking request as its e-mails show it. */
export const bookingEmailFields = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  pickup: z.string(),
  delivery: z.string(),
  /** The wished pickup as the form sent it ("2026-12-02T10:30", in the site's zone); '' for none. */
  when: z.string(),
  notes: z.string(),
  quoteCents: z.number().nullable(),
  quoteMiles: z.number().nullable(),
})
type BookingFields = z.output<typeof bookingEmailFields>

/** A stored booking as the e-mails after the request show it: with its operator's name. */
const bookedFields = bookingEmailFields.extend({ operatorName: z.string() })

function whenAndQuote(booking: BookingFields, l: Lang, timeZone = DEFAULT_SITE_TIME_ZONE) {
  const t = emailT(l)
  const rows: Array<readonly [string, string]> = []
  // In the site's time zone and the reader's language, not the form's "2026-12-02T10:30".
  if (booking.when) rows.push([t('booking.fields.when'), pickupTimeLabel(booking.when, timeZone, l)])
  return {
    rows,
    quote:
      booking.quoteCents != null && booking.quoteMiles != null
        ? ([
            t('booking.fields.quote'),
            t('booking.fields.quoteValue', {
              price: formatCents(booking.quoteCents, l),
              miles: booking.quoteMiles.toFixed(1),
            }),
          ] as const)
        : null,
  }
}

/** Who asked: the customer's name, phone and e-mail. */
function contactRows(booking: BookingFields, l: Lang): Array<readonly [string, string]> {
  const t = emailT(l)
  return [
    [t('booking.fields.name'), booking.name],
    [t('booking.fields.phone'), booking.phone],
    [t('booking.fields.email'), booking.email],
  ]
}

/** An e-mail in English (to an operator or staff) whose preview line is its heading. */
function InEnglish(props: { heading: string; settings: SiteSettings; children: ReactNode }) {
  return (
    <EmailLayout lang="en" settings={props.settings} preview={props.heading} heading={props.heading}>
      {props.children}
    </EmailLayout>
  )
}

/** The request's rows as its first two e-mails show them: who, where, when, notes, quote. */
function requestRows(booking: BookingFields, l: Lang, timeZone?: string) {
  const t = emailT(l)
  const { rows: when, quote } = whenAndQuote(booking, l, timeZone)
  const rows: Array<readonly [string, string]> = [
    ...contactRows(booking, l),
    [t('booking.fields.pickup'), booking.pickup],
    [t('booking.fields.delivery'), booking.delivery],
    ...when,
  ]
  if (booking.notes) rows.push([t('booking.fields.notes'), booking.notes])
  if (quote) rows.push(quote)
  return rows
}

/** A stored booking's rows as the later e-mails show them: the operator, where, when, quote. */
function bookedRows(booking: z.output<typeof bookedFields>, l: Lang, timeZone?: string) {
  const t = emailT(l)
  const { rows: when, quote } = whenAndQuote(booking, l, timeZone)
  const rows: Array<readonly [string, string]> = [
    [t('booking.fields.operator'), booking.operatorName],
    [t('booking.fields.pickup'), booking.pickup],
    [t('booking.fields.delivery'), booking.delivery],
    ...when,
  ]
  if (quote) rows.push(quote)
  return rows
}

/**
 * A booking meant for a sample operator (issue #45): staff get it instead, and the e-mail says why
 * at the top.
 */
const sampleOperatorField = z.object({ operator: z.string(), address: z.string() }).optional()

function SampleOperatorNote({ sample }: { sample: z.output<typeof sampleOperatorField> }) {
  if (!sample) return null
  return <EmailText>{emailT('en')('booking.sampleOperatorNote', sample)}</EmailText>
}

/**
 * An order from the service section's form (ADR 066): routed to the operator whose service area
 * holds its pickup ZIP, or to staff when none does; the e-mail says which at the top.
 */
const serviceOrderField = z
  .object({ routedToStaff: z.boolean(), pickupZip: z.string().nullable() })
  .optional()

function ServiceOrderNote({ order }: { order: z.output<typeof serviceOrderField> }) {
  if (!order) return null
  const t = emailT('en')
  return (
    <EmailText>
      {order.routedToStaff
        ? t('booking.serviceOrderStaffNote', { zip: order.pickupZip ?? t('booking.noZip') })
        : t('booking.serviceOrderNote', { zip: order.pickupZip ?? '' })}
    </EmailText>
  )
}

/** The operator's e-mail of a new request (in English, replying to the visitor). */
export const bookingOperator = template({
  data: z.object({
    booking: bookingEmailFields,
    sampleOperator: sampleOperatorField,
    serviceOrder: serviceOrderField,
  }),
  // The schema refuses CR/LF in the name already (issue #17); a subject is one line regardless.
  subject: ({ booking }) => oneLine(emailT('en')('booking.operatorSubject', { name: booking.name })),
  element: ({ booking, sampleOperator, serviceOrder }, { settings, timeZone }) => {
    const t = emailT('en')
    return (
      <InEnglish settings={settings} heading={t('booking.operatorHeading')}>
        <ServiceOrderNote order={serviceOrder} />
        <SampleOperatorNote sample={sampleOperator} />
        <EmailText>
          {t('booking.operatorIntro', { name: booking.name, site: settings.businessName })}
        </EmailText>
        <FieldTable rows={requestRows(booking, 'en', timeZone)} />
      </InEnglish>
    )
  },
})

/** The visitor's confirmation of a request, in the page's language. */
export const bookingConfirmation = template({
  data: z.object({
    booking: bookingEmailFields,
    lang: z.enum(languages),
    operatorName: z.string(),
    /** The operator's phone; the site's when the operator has none. */
    operatorPhone: z.string().nullable(),
    /**
     * The private tracking page of the booking (issue #44, ADR 062), absolute, in the booking's
     * language; absent in rows queued before it.
     */
    trackingUrl: z.string().optional(),
  }),
  subject: (data) => emailT(data.lang)('booking.visitorSubject', { operator: data.operatorName }),
  element: (data, { settings, timeZone }) => {
    const t = emailT(data.lang)
    return (
      <EmailLayout
        lang={data.lang}
        settings={settings}
        preview={t('booking.visitorHeading')}
        heading={t('booking.visitorHeading')}
      >
        <EmailText>
          {t('booking.visitorIntro', { name: data.booking.name, operator: data.operatorName })}
        </EmailText>
        <FieldTable rows={requestRows(data.booking, data.lang, timeZone)} />
        {data.trackingUrl ? (
          <>
            <EmailText>{t('booking.trackingIntro')}</EmailText>
            <EmailButton href={data.trackingUrl}>{t('booking.trackingButton')}</EmailButton>
            <EmailText>{data.trackingUrl}</EmailText>
          </>
        ) : null}
        <EmailText>{t('booking.visitorOutro', { phone: data.operatorPhone ?? settings.phone })}</EmailText>
      </EmailLayout>
    )
  },
})

const answerTexts = {
  accept: {
    subject: 'booking.acceptedSubject',
    heading: 'booking.acceptedHeading',
    intro: 'booking.acceptedIntro',
  },
  decline: {
    subject: 'booking.declinedSubject',
    heading: 'booking.declinedHeading',
    intro: 'booking.declinedIntro',
  },
  complete: {
    subject: 'booking.completedSubject',
    heading: 'booking.completedHeading',
    intro: 'booking.completedIntro',
  },
} as const

/** The customer's e-mail of an operator's answer (accepted, declined, completed), in the booking's language. */
export const bookingAnswer = template({
  data: z.object({
    action: z.enum(['accept', 'decline', 'complete']),
    lang: z.enum(languages),
    booking: bookedFields,
    /** The operator's message to the customer ('' for none). */
    message: z.string(),
    /** The operator's phone; the site's when the operator has none. */
    operatorPhone: z.string().nullable(),
  }),
  subject: ({ action, lang, booking }) =>
    oneLine(
      emailT(lang)(answerTexts[action].subject, { name: booking.name, operator: booking.operatorName }),
    ),
  element: ({ action, lang, booking, message, operatorPhone }, { settings, timeZone }) => {
    const t = emailT(lang)
    const keys = answerTexts[action]
    const vars = { name: booking.name, operator: booking.operatorName }
    return (
      <EmailLayout lang={lang} settings={settings} preview={t(keys.heading)} heading={t(keys.heading)}>
        <EmailText>{t(keys.intro, vars)}</EmailText>
        {message ? (
          <>
            <EmailText>{t('booking.operatorMessage', vars)}</EmailText>
            <EmailText>{message}</EmailText>
          </>
        ) : null}
        <FieldTable rows={bookedRows(booking, lang, timeZone)} />
        <EmailText>{t('booking.answerOutro', { phone: operatorPhone ?? settings.phone })}</EmailText>
      </EmailLayout>
    )
  },
})

/** The new operator's e-mail when staff reassign a booking (in English, replying to the customer). */
export const bookingReassigned = template({
  data: z.object({ booking: bookedFields, sampleOperator: sampleOperatorField }),
  subject: ({ booking }) => oneLine(emailT('en')('booking.reassignedSubject', { name: booking.name })),
  element: ({ booking, sampleOperator }, { settings, timeZone }) => {
    const t = emailT('en')
    return (
      <InEnglish settings={settings} heading={t('booking.reassignedHeading')}>
        <SampleOperatorNote sample={sampleOperator} />
        <EmailText>{t('booking.reassignedIntro', { name: booking.name })}</EmailText>
        <FieldTable rows={[...contactRows(booking, 'en'), ...bookedRows(booking, 'en', timeZone)]} />
      </InEnglish>
    )
  },
})

function escalationVars({ id, booking }: { id: number; booking: { operatorName: string; name: string } }) {
  return { id: String(id), operator: booking.operatorName, name: booking.name }
}

/** Staff's e-mail about a booking still unanswered two hours after it came (in English). */
export const bookingEscalation = template({
  data: z.object({
    id: z.number().int(),
    booking: bookedFields,
    /** When it came (ISO 8601), shown in the site's time zone. */
    createdAt: z.iso.datetime({ offset: true }),
  }),
  subject: (data) => oneLine(emailT('en')('booking.escalationSubject', escalationVars(data))),
  element: (data, { settings, timeZone }) => {
    const { booking, createdAt } = data
    const t = emailT('en')
    return (
      <InEnglish settings={settings} heading={t('booking.escalationHeading')}>
        <EmailText>{t('booking.escalationIntro', escalationVars(data))}</EmailText>
        <FieldTable
          rows={[
            [t('booking.fields.created'), formatInZone(createdAt, timeZone ?? DEFAULT_SITE_TIME_ZONE, 'en')],
            ...contactRows(booking, 'en'),
            ...bookedRows(booking, 'en', timeZone),
          ]}
        />
      </InEnglish>
    )
  },
})
