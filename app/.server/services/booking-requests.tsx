import type { BookingRequestInput } from '#app/domain/operators/booking'
import type { OperatorProfile } from '#app/domain/operators/operator'
import { oneLine } from '#app/domain/mail/retry'
import { formatCents } from '#app/domain/money'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import type { Logger } from 'pino'
import type { Db } from '../db/client'
import { EmailLayout, EmailText, FieldTable } from '../mail/components'
import { enqueueEmails, type OutgoingEmail } from '../mail/outbox'
import { renderEmail } from '../mail/render'
import { emailT } from '../mail/texts'
import { insertBookingRequest } from '../repos/operators'
import { insertSubmission } from '../repos/submissions'
import type { RateLimitRule } from '../security/rate-limit'
import { scheduleBookingEscalation } from './booking-workflow'
import { markQuoteBooked, zipOrNull } from './quote-log'
import { getSiteSettings } from './site-settings'

/** Per client IP: a few requests an hour is plenty for a person. */
export const BOOKING_RATE_LIMIT: RateLimitRule = {
  bucket: 'booking:operator',
  limit: 5,
  windowMs: 60 * 60_000,
}

/**
 * Stores a booking request and queues, in the same transaction, the operator's e-mail (in English,
 * reply-to the visitor) and the visitor's confirmation (in the page's language).
 */
export async function submitBookingRequest(
  db: Db,
  operator: OperatorProfile,
  input: BookingRequestInput,
  lang: Lang,
  logger?: Pick<Logger, 'error'>,
  /** When it came (the escalation is due two hours later); tests pass a controlled clock. */
  now = new Date(),
): Promise<number> {
  const settings = await getSiteSettings(db)
  const rowsFor = (l: Lang) => {
    const t = emailT(l)
    const rows: Array<readonly [string, string]> = [
      [t('booking.fields.name'), input.name],
      [t('booking.fields.phone'), input.phone],
      [t('booking.fields.email'), input.email],
      [t('booking.fields.pickup'), input.pickup],
      [t('booking.fields.delivery'), input.delivery],
    ]
    if (input.when) rows.push([t('booking.fields.when'), input.when])
    if (input.notes) rows.push([t('booking.fields.notes'), input.notes])
    if (input.quoteCents != null && input.quoteMiles != null)
      rows.push([
        t('booking.fields.quote'),
        t('booking.fields.quoteValue', {
          price: formatCents(input.quoteCents, l),
          miles: input.quoteMiles.toFixed(1),
        }),
      ])
    return rows
  }

  const emails: OutgoingEmail[] = []
  const operatorAddress = operator.contactEmail ?? settings.email
  {
    const t = emailT('en')
    const rendered = await renderEmail(
      <EmailLayout
        lang="en"
        settings={settings}
        preview={t('booking.operatorHeading')}
        heading={t('booking.operatorHeading')}
      >
        <EmailText>{t('booking.operatorIntro', { name: input.name, site: settings.businessName })}</EmailText>
        <FieldTable rows={rowsFor('en')} />
      </EmailLayout>,
    )
    emails.push({
      to: operatorAddress,
      // The schema refuses CR/LF in the name already (issue #17); a subject is one line regardless.
      subject: oneLine(t('booking.operatorSubject', { name: input.name })),
      ...rendered,
      category: 'booking.operator',
      lang: 'en',
      replyTo: input.email,
    })
  }
  {
    const t = emailT(lang)
    const rendered = await renderEmail(
      <EmailLayout
        lang={lang}
        settings={settings}
        preview={t('booking.visitorHeading')}
        heading={t('booking.visitorHeading')}
      >
        <EmailText>{t('booking.visitorIntro', { name: input.name, operator: operator.name })}</EmailText>
        <FieldTable rows={rowsFor(lang)} />
        <EmailText>{t('booking.visitorOutro', { phone: operator.contactPhone ?? settings.phone })}</EmailText>
      </EmailLayout>,
    )
    emails.push({
      to: input.email,
      subject: t('booking.visitorSubject', { operator: operator.name }),
      ...rendered,
      category: 'booking.confirmation',
      lang,
      ...(operator.contactEmail ? { replyTo: operator.contactEmail } : {}),
    })
  }

  return db.transaction(async (tx) => {
    const id = await insertBookingRequest(tx, {
      operatorId: operator.id,
      operatorName: operator.name,
      operatorSlug: operator.slug,
      name: input.name,
      phone: input.phone,
      email: input.email,
      pickup: input.pickup,
      delivery: input.delivery,
      requestedTime: input.when,
      notes: input.notes,
      quoteCents: input.quoteCents ?? null,
      quoteMiles: input.quoteMiles ?? null,
      lang,
      createdAt: now,
      updatedAt: now,
    })
    // Unanswered after two hours, staff are e-mailed: a stored job, so a restart loses nothing.
    await scheduleBookingEscalation(tx, { id, since: now })
    // Staff see it in the Submissions inbox too (issue #9 item 3).
    await insertSubmission(tx, {
      kind: 'booking',
      lang,
      sourcePath: localizedPath(lang, `/${operator.slug}`),
      email: input.email,
      payload: {
        operator: `${operator.name} (/${operator.slug})`,
        name: input.name,
        phone: input.phone,
        email: input.email,
        pickup: input.pickup,
        delivery: input.delivery,
        ...(input.when ? { when: input.when } : {}),
        ...(input.notes ? { notes: input.notes } : {}),
        ...(input.quoteCents != null
          ? {
              quote: `${formatCents(input.quoteCents)}${input.quoteMiles != null ? ` (${input.quoteMiles} mi)` : ''}`,
            }
          : {}),
        bookingRequestId: id,
      },
    })
    await enqueueEmails(tx, emails)
    // The quote that led here becomes a booking in the operator's quote log (issue #21 item 4). In its
    // own savepoint: a failure there is logged and never loses the request.
    await tx
      .transaction((sp) =>
        markQuoteBooked(sp, {
          operatorId: operator.id,
          pickupZip: zipOrNull(input.pickup),
          deliveryZip: zipOrNull(input.delivery),
          bookingRequestId: id,
          at: now,
        }),
      )
      .catch((error: unknown) => logger?.error({ err: error }, 'quote not marked booked'))
    return id
  })
}
