import { z } from 'zod'
import { personDetailsOf } from '#app/domain/people/people'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { verifyCalendlySignature } from '../../adapters/calendly/signature'
import { attachPerson } from '../../repos/people'
import { moveOnSiteEvent } from './pipeline'

export type CalendlyWebhookResult = { status: 200 | 400 | 404; outcome: string }

/** What the site reads of Calendly's invitee.created delivery; the rest is Calendly's. */
const inviteeCreated = z.object({
  event: z.string(),
  payload: z
    .object({
      email: z.email().max(200),
      name: z.string().max(200).optional().nullable(),
      first_name: z.string().max(100).optional().nullable(),
      last_name: z.string().max(100).optional().nullable(),
      text_reminder_number: z.string().max(40).optional().nullable(),
    })
    .optional(),
})

/**
 * POST /api/calendly/webhook (issue #45 item 7): a consultation booked on the site's calendar
 * (invitee.created) moves its person, found or created by the address, to Call booked, by the site,
 * which sends them the Earnings Claim Statement once. Calendly retries until it gets a 2xx, so a
 * repeat changes nothing and still answers 200; other events are answered 200 and ignored.
 */
export async function handleCalendlyWebhook(
  ctx: { db: Db; env: Pick<Env, 'CALENDLY_WEBHOOK_SIGNING_KEY' | 'SITE_TIME_ZONE'> },
  rawBody: string,
  signature: string | null,
  now = new Date(),
): Promise<CalendlyWebhookResult> {
  const key = ctx.env.CALENDLY_WEBHOOK_SIGNING_KEY
  if (!key) return { status: 404, outcome: 'not-configured' }
  const check = verifyCalendlySignature(signature, rawBody, key, now)
  if (!check.ok) return { status: 400, outcome: `signature-${check.reason}` }
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    return { status: 400, outcome: 'bad-json' }
  }
  const parsed = inviteeCreated.safeParse(json)
  if (!parsed.success) return { status: 400, outcome: 'bad-payload' }
  const { event, payload } = parsed.data
  if (event !== 'invitee.created') return { status: 200, outcome: 'ignored' }
  if (!payload) return { status: 400, outcome: 'bad-payload' }
  const moved = await ctx.db.transaction(async (tx) => {
    const personId = await attachPerson(tx as unknown as Db, {
      email: payload.email,
      lang: 'en',
      details: personDetailsOf('lead', {
        firstName: payload.first_name ?? undefined,
        lastName: payload.last_name ?? undefined,
        name: payload.name ?? undefined,
        phone: payload.text_reminder_number ?? undefined,
      }),
      prospect: true,
    })
    return moveOnSiteEvent(tx as unknown as Db, personId, 'call-booked', ctx.env.SITE_TIME_ZONE, now)
  })
  return { status: 200, outcome: moved ? 'moved' : 'unchanged' }
}
