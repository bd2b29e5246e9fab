import { z } from 'zod'
import { formatCents } from '#app/domain/money'
import { languages, type Lang } from '#app/domain/routing/locale'
import { EmailLayout, EmailText, FieldTable } from '../mail/components'
import type { TemplateContext } from '../mail/templates'
import { emailT } from '../mail/texts'
import { DEFAULT_SITE_TIME_ZONE, pickupTimeLabel } from '#app/domain/bookings/pickup-time'

// The two e-mails of a booking request, queued as templates and rendered by the outbox worker when
// it sends them (ADR 033). No runtime import of the outbox here: mail/templates.ts imports this.

/** A booking request as its e-mails show it (the templates' data, ADR 033). */
export const bookingEmailFields = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  pickup: z.string(),
  delivery: z.string(),
  when: z.string(),
  notes: z.string(),
  quoteCents: z.number().nullable(),
  quoteMiles: z.number().nullable(),
})

/** What the operator's e-mail of a booking request is rendered from (in English). */
export const bookingOperatorEmailData = z.object({ booking: bookingEmailFields })

/** What the visitor's confirmation is rendered from (in the page's language). */
export const bookingConfirmationEmailData = z.object({
  booking: bookingEmailFields,
  lang: z.enum(languages),
  operatorName: z.string(),
  /** The operator's phone; the site's when the operator has none. */
  operatorPhone: z.string().nullable(),
})

function bookingRows(
  booking: z.output<typeof bookingEmailFields>,
  l: Lang,
  timeZone = DEFAULT_SITE_TIME_ZONE,
) {
  const t = emailT(l)
  const rows: Array<readonly [string, string]> = [
    [t('booking.fields.name'), booking.name],
    [t('booking.fields.phone'), booking.phone],
    [t('booking.fields.email'), booking.email],
    [t('booking.fields.pickup'), booking.pickup],
    [t('booking.fields.delivery'), booking.delivery],
  ]
  // In the site's time zone and the reader's language, not the form's "2026-12-02T10:30".
  if (booking.when) rows.push([t('booking.fields.when'), pickupTimeLabel(booking.when, timeZone, l)])
  if (booking.notes) rows.push([t('booking.fields.notes'), booking.notes])
  if (booking.quoteCents != null && booking.quoteMiles != null)
    rows.push([
      t('booking.fields.quote'),
      t('booking.fields.quoteValue', {
        price: formatCents(booking.quoteCents, l),
        miles: booking.quoteMiles.toFixed(1),
      }),
    ])
  return rows
}

export function bookingOperatorEmail(
  { booking }: z.output<typeof bookingOperatorEmailData>,
  { settings, timeZone }: TemplateContext,
) {
  const t = emailT('en')
  return (
    <EmailLayout
      lang="en"
      settings={settings}
      preview={t('booking.operatorHeading')}
      heading={t('booking.operatorHeading')}
    >
      <EmailText>{t('booking.operatorIntro', { name: booking.name, site: settings.businessName })}</EmailText>
      <FieldTable rows={bookingRows(booking, 'en', timeZone)} />
    </EmailLayout>
  )
}

export function bookingConfirmationEmail(
  data: z.output<typeof bookingConfirmationEmailData>,
  { settings, timeZone }: TemplateContext,
) {
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
      <FieldTable rows={bookingRows(data.booking, data.lang, timeZone)} />
      <EmailText>{t('booking.visitorOutro', { phone: data.operatorPhone ?? settings.phone })}</EmailText>
    </EmailLayout>
  )
}
