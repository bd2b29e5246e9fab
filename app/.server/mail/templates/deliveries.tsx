import { z } from 'zod'
import { DEFAULT_SITE_TIME_ZONE } from '#app/domain/time/zone'
import { oneLine } from '#app/domain/mail/retry'
import { formatInZone } from '#app/domain/time/format'
import { languages } from '#app/domain/routing/locale'
import { EmailButton, EmailLayout, EmailText, FieldTable } from '../components'
import { emailT } from '../texts'
import { template } from './template'

// The customer's e-mails of a delivery job (issue #44): when the parcel is picked up, and when it
// is delivered, with the proof (who took it, and a link to the photo). In the booking's language.

const texts = {
  picked_up: {
    subject: 'delivery.pickedUpSubject',
    heading: 'delivery.pickedUpHeading',
    intro: 'delivery.pickedUpIntro',
  },
  delivered: {
    subject: 'delivery.deliveredSubject',
    heading: 'delivery.deliveredHeading',
    intro: 'delivery.deliveredIntro',
  },
} as const

export const deliveryUpdate = template({
  data: z.object({
    status: z.enum(['picked_up', 'delivered']),
    lang: z.enum(languages),
    /** The customer's name, the operator's, and the courier's first name. */
    name: z.string(),
    operatorName: z.string(),
    courierName: z.string(),
    /** The operator's phone; the site's when the operator has none. */
    operatorPhone: z.string().nullable(),
    /** When it happened (ISO 8601), shown in the site's time zone. */
    at: z.iso.datetime({ offset: true }),
    /** The proof, on delivery: who took the parcel, and the photo's absolute address. */
    recipientName: z.string().optional(),
    photoUrl: z.string().optional(),
  }),
  subject: ({ status, lang, operatorName }) =>
    oneLine(emailT(lang)(texts[status].subject, { operator: operatorName })),
  element: (data, { settings, timeZone }) => {
    const t = emailT(data.lang)
    const keys = texts[data.status]
    const at = formatInZone(data.at, timeZone ?? DEFAULT_SITE_TIME_ZONE, data.lang)
    return (
      <EmailLayout lang={data.lang} settings={settings} preview={t(keys.heading)} heading={t(keys.heading)}>
        <EmailText>
          {t(keys.intro, { name: data.name, operator: data.operatorName, courier: data.courierName, at })}
        </EmailText>
        {data.recipientName ? <FieldTable rows={[[t('delivery.recipient'), data.recipientName]]} /> : null}
        {data.photoUrl ? <EmailButton href={data.photoUrl}>{t('delivery.photoButton')}</EmailButton> : null}
        <EmailText>{t('delivery.trackingNote')}</EmailText>
        <EmailText>{t('delivery.outro', { phone: data.operatorPhone ?? settings.phone })}</EmailText>
      </EmailLayout>
    )
  },
})

/** The late check's e-mail to staff and the operator (in English): still not picked up by the window's end. */
export const deliveryLate = template({
  data: z.object({
    jobId: z.number().int(),
    bookingId: z.number().int(),
    operatorName: z.string(),
    customer: z.string(),
    pickup: z.string(),
    delivery: z.string(),
    /** The window the operator gave (ISO 8601), shown in the site's time zone. */
    pickupFrom: z.iso.datetime({ offset: true }).nullable(),
    pickupBy: z.iso.datetime({ offset: true }),
  }),
  // Computed when the row is queued, where the site's zone is not at hand: it names no time (the
  // body gives the window in the site's zone).
  subject: (data) => oneLine(emailT('en')('delivery.lateSubject', { job: String(data.jobId) })),
  element: (data, { settings, timeZone }) => {
    const t = emailT('en')
    const zone = timeZone ?? DEFAULT_SITE_TIME_ZONE
    const by = formatInZone(data.pickupBy, zone, 'en')
    const window = data.pickupFrom ? `${formatInZone(data.pickupFrom, zone, 'en')} – ${by}` : by
    return (
      <EmailLayout
        lang="en"
        settings={settings}
        preview={t('delivery.lateHeading')}
        heading={t('delivery.lateHeading')}
      >
        <EmailText>
          {t('delivery.lateIntro', { operator: data.operatorName, customer: data.customer, by })}
        </EmailText>
        <FieldTable
          rows={[
            [t('delivery.lateBooking'), `#${data.bookingId}`],
            [t('delivery.lateWindow'), window],
            [t('delivery.latePickup'), data.pickup],
            [t('delivery.lateDelivery'), data.delivery],
          ]}
        />
      </EmailLayout>
    )
  },
})
