import { Form, Link } from 'react-router'
import { useFormatWhen } from '#app/components/admin/admin-table'
import { allowedBookingActions, type BookingAction, type BookingItem } from '#app/domain/bookings/status'
import { formatCents } from '#app/domain/money'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath } from '#app/i18n/use-lang'

export type { BookingItem }

/**
 * The action's answer to the last post: which booking and intent, and either done or an error key
 * of bookings.errors (`message` is what was typed, shown again).
 */
export type BookingListReply = {
  id: number
  intent: BookingAction
  ok: boolean
  error?: string
  message?: string
}

const button =
  'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * An operator's booking requests (issue #21 item 3): each with its quote, addresses, wished time and
 * contact, and the answers its status allows. Each form posts `intent`, `id` and `message`; the
 * portal route's action checks them with bookingAnswerSchema and the booking-workflow service.
 */
export function BookingList({
  bookings,
  reply,
}: {
  bookings: BookingItem[]
  reply?: BookingListReply | null
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const formatWhen = useFormatWhen()
  const href = useLocalizedPath()
  const done = reply?.ok ? t(`bookings.done.${reply.intent}`, { id: reply.id }) : null
  const generalError =
    reply && !reply.ok && reply.intent !== 'decline' && reply.error
      ? t(`bookings.errors.${reply.error}`)
      : null
  return (
    <section aria-labelledby="bookings-heading" data-testid="booking-list">
      <h2 id="bookings-heading" className="text-xl font-bold">
        {t('bookings.heading')}
      </h2>
      <div role="status" data-testid="booking-notice">
        {done ? <p className="mt-2 rounded bg-green-50 p-2 text-green-900">{done}</p> : null}
      </div>
      {generalError ? (
        <p role="alert" className="mt-2 rounded bg-red-50 p-2 text-red-900">
          {generalError}
        </p>
      ) : null}
      {bookings.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('bookings.empty')}</p>
      ) : (
        <ul aria-label={t('bookings.listLabel')} className="mt-4 space-y-4">
          {bookings.map((b) => {
            const mine = reply && reply.id === b.id ? reply : null
            const declineError =
              mine && !mine.ok && mine.intent === 'decline' && mine.error ? mine.error : null
            const errorId = `booking-${b.id}-message-error`
            // An accepted booking's delivery job has its own screen (issue #44), linked below; "Mark
            // completed" stays for an operator who records the delivery without its steps.
            const actions = allowedBookingActions(b.status)
            return (
              <li
                key={b.id}
                className="rounded-lg border border-slate-200 p-4"
                data-testid="booking-item"
                aria-labelledby={`booking-${b.id}-heading`}
              >
                <h3 id={`booking-${b.id}-heading`} className="font-semibold">
                  {t('bookings.itemHeading', { id: b.id, name: b.name })}
                </h3>
                <p className="text-sm text-slate-700">
                  <span data-testid="booking-status">{t(`bookings.status.${b.status}`)}</span>
                  {' · '}
                  {t('bookings.received')} {formatWhen(b.createdAt)}
                </p>
                <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-medium">{t('bookings.fields.quote')}</dt>
                  <dd>
                    {b.quoteCents != null && b.quoteMiles != null
                      ? t('bookings.fields.quoteValue', {
                          price: formatCents(b.quoteCents, lang),
                          miles: b.quoteMiles.toFixed(1),
                        })
                      : t('bookings.fields.noQuote')}
                  </dd>
                  <dt className="font-medium">{t('bookings.fields.pickup')}</dt>
                  <dd>{b.pickup}</dd>
                  <dt className="font-medium">{t('bookings.fields.delivery')}</dt>
                  <dd>{b.delivery}</dd>
                  {b.requestedTime ? (
                    <>
                      <dt className="font-medium">{t('bookings.fields.when')}</dt>
                      <dd>{b.requestedTime}</dd>
                    </>
                  ) : null}
                  <dt className="font-medium">{t('bookings.fields.contact')}</dt>
                  <dd>
                    {b.name} · <a href={`tel:${b.phone}`}>{b.phone}</a> ·{' '}
                    <a href={`mailto:${b.email}`}>{b.email}</a>
                  </dd>
                  {b.notes ? (
                    <>
                      <dt className="font-medium">{t('bookings.fields.notes')}</dt>
                      <dd className="whitespace-pre-line">{b.notes}</dd>
                    </>
                  ) : null}
                  {b.statusMessage ? (
                    <>
                      <dt className="font-medium">{t('bookings.fields.yourMessage')}</dt>
                      <dd className="whitespace-pre-line">{b.statusMessage}</dd>
                    </>
                  ) : null}
                </dl>
                {b.jobId ? (
                  <p className="mt-3">
                    <Link
                      to={href(`/portal/jobs/${b.jobId}`)}
                      className={`${button} inline-block bg-brand-700 text-white`}
                      aria-label={t('bookings.openJobLabel', { id: b.id })}
                      data-testid="booking-job-link"
                    >
                      {t('bookings.openJob')}
                    </Link>
                  </p>
                ) : null}
                {actions.length > 0 ? (
                  <div className="mt-3 flex flex-wrap items-start gap-4">
                    {actions.includes('accept') ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="accept" />
                        <input type="hidden" name="id" value={b.id} />
                        <button
                          type="submit"
                          className={`${button} bg-green-700 text-white`}
                          aria-label={t('bookings.acceptLabel', { id: b.id })}
                        >
                          {t('bookings.accept')}
                        </button>
                      </Form>
                    ) : null}
                    {actions.includes('decline') ? (
                      <Form method="post" className="flex flex-col gap-1" data-testid="decline-form">
                        <input type="hidden" name="intent" value="decline" />
                        <input type="hidden" name="id" value={b.id} />
                        <label htmlFor={`booking-${b.id}-message`} className="text-sm font-medium">
                          {t('bookings.declineMessage')}
                        </label>
                        <textarea
                          id={`booking-${b.id}-message`}
                          name="message"
                          rows={2}
                          maxLength={1000}
                          defaultValue={mine?.intent === 'decline' && !mine.ok ? (mine.message ?? '') : ''}
                          aria-invalid={declineError ? true : undefined}
                          aria-describedby={declineError ? errorId : undefined}
                          className="rounded border border-slate-400 p-2 text-sm"
                        />
                        {declineError ? (
                          <p id={errorId} className="text-sm text-red-800" data-testid="decline-error">
                            {t(`bookings.errors.${declineError}`)}
                          </p>
                        ) : null}
                        <button
                          type="submit"
                          className={`${button} self-start border border-red-800 text-red-800`}
                          aria-label={t('bookings.declineLabel', { id: b.id })}
                        >
                          {t('bookings.decline')}
                        </button>
                      </Form>
                    ) : null}
                    {actions.includes('complete') ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="complete" />
                        <input type="hidden" name="id" value={b.id} />
                        <button
                          type="submit"
                          className={`${button} bg-slate-800 text-white`}
                          aria-label={t('bookings.completeLabel', { id: b.id })}
                        >
                          {t('bookings.complete')}
                        </button>
                      </Form>
                    ) : null}
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
