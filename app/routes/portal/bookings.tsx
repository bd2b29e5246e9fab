import { data } from 'react-router'
import { BookingList, type BookingListReply } from '#app/components/portal/booking-list'
import { BOOKING_ACTIONS, bookingAnswerSchema, type BookingAction } from '#app/domain/bookings/status'
import { useTranslation } from '#app/i18n/react'
import { appContext, languageContext, operatorContext } from '#app/.server/context'
import { pickupTimeLabel } from '#app/domain/bookings/pickup-time'
import { guardedEdge } from '#app/.server/http/guarded-edge'
import { answerBookingAs, listBookingItemsForOperator } from '#app/.server/services/bookings/booking-workflow'
import { portalHeaders, portalMeta } from './meta'
import type { Route } from './+types/bookings'

export const meta: Route.MetaFunction = ({ matches }) => portalMeta(matches, 'portal.nav.bookings')
export const headers = portalHeaders

/**
 * `/portal/bookings` (issue #21 item 3): the signed-in operator's booking requests (behind the portal
 * layout's check). Only `operatorContext` says whose: nothing posted or in the URL names an operator.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext)
  const app = context.get(appContext)
  const lang = context.get(languageContext)
  const items = await listBookingItemsForOperator(app, operator.operatorId)
  // The wished pickup time in the site's time zone and the operator's language (issue #30 item 9).
  const bookings = items.map((item) =>
    item.requestedTime
      ? { ...item, requestedTime: pickupTimeLabel(item.requestedTime, app.env.SITE_TIME_ZONE, lang) }
      : item,
  )
  return data({ name: operator.name, bookings }, { headers: portalHeaders() })
}

const isAction = (value: unknown): value is BookingAction =>
  typeof value === 'string' && (BOOKING_ACTIONS as readonly string[]).includes(value)

/**
 * Accept, decline (with the message to the customer) or complete one booking, through the guarded
 * edge (origin, size, the form's schema). No honeypot and no per-IP limit: the portal layout has
 * signed the request in. Another operator's booking is not found (404) and nothing changes.
 */
export async function action(args: Route.ActionArgs) {
  const app = args.context.get(appContext)
  const operator = args.context.get(operatorContext)
  const edge = await guardedEdge(args, {
    form: 'portal-bookings',
    schema: bookingAnswerSchema,
    failure: 'bookings.errors.notAllowed',
    honeypot: false,
    rateLimit: false,
  })
  if (!edge.ok) {
    if (edge.reason !== 'invalid') return edge.response
    // What was posted comes back in the refusal, so the error is shown beside that booking.
    const typed = (edge.response.data.result.initialValue ?? {}) as Record<string, unknown>
    const issue = edge.error?.issues[0]
    const reply: BookingListReply = {
      id: Number(typed.id) || 0,
      intent: isAction(typed.intent) ? typed.intent : 'accept',
      ok: false,
      error: issue?.message ?? 'notAllowed',
      message: typeof typed.message === 'string' ? typed.message : '',
    }
    return data({ reply }, { status: 400 })
  }
  const answer = edge.value
  const result = await answerBookingAs(app, operator.operatorId, answer)
  if (!result.ok) {
    const reply: BookingListReply = {
      id: answer.id,
      intent: answer.intent,
      ok: false,
      error: result.reason,
      message: answer.message,
    }
    return data({ reply }, { status: result.reason === 'notFound' ? 404 : 409 })
  }
  app.logger.info(
    { operatorId: operator.operatorId, bookingId: answer.id, intent: answer.intent },
    'booking answered',
  )
  app.outbox.nudge()
  const reply: BookingListReply = { id: answer.id, intent: answer.intent, ok: true }
  return data({ reply })
}

export default function PortalBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const reply = actionData && 'reply' in actionData ? actionData.reply : null
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">
        {t('bookings.page.title', { name: loaderData.name })}
      </h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">{t('bookings.page.intro')}</p>
      <BookingList bookings={loaderData.bookings} reply={reply} />
    </div>
  )
}
