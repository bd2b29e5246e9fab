import type { Env } from '../env'
import type { Db } from '../db/client'
import type { SubscriberRow } from '../repos/subscribers'
import { enqueueJob } from './outbox'

/**
 * MailerLite sync (optional; issue #6): when MAILERLITE_API_KEY is set, activating or
 * unsubscribing a subscriber and storing a lead enqueue a job on the 'mailerlite' channel of the
 * outbox worker; the handler upserts the contact (POST /subscribers). A non-2xx answer throws, so
 * the worker retries it with back-off like an e-mail.
 */
export const MAILERLITE_CHANNEL = 'mailerlite'

type MailerLiteEnv = Pick<Env, 'MAILERLITE_API_KEY'>

export type MailerLiteUpsert = {
  email: string
  fields: Record<string, string | null>
  status?: 'active' | 'unsubscribed'
  /** Join the configured group (MAILERLITE_GROUP_ID): newsletter subscribers do, leads do not. */
  joinGroup?: boolean
}

/** A subscriber's new state for MailerLite, in the caller's transaction. */
export async function enqueueSubscriberSync(db: Db, subscriber: SubscriberRow, env: MailerLiteEnv) {
  if (!env.MAILERLITE_API_KEY) return
  if (subscriber.status !== 'active' && subscriber.status !== 'unsubscribed') return
  const payload: MailerLiteUpsert = {
    email: subscriber.email,
    fields: { name: subscriber.firstName, last_name: subscriber.lastName },
    status: subscriber.status,
    joinGroup: subscriber.status === 'active',
  }
  await enqueueJob(db, {
    channel: MAILERLITE_CHANNEL,
    payload,
    dedupeKey: `mailerlite:subscriber:${subscriber.id}:${subscriber.status}:${subscriber.updatedAt.getTime()}`,
  })
}

export type LeadForSync = {
  /** The submission's id: one sync per lead. */
  id: string | number
  email: string
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
  city?: string | null
  state?: string | null
}

/** A lead (contact or playbook form) for MailerLite, in the caller's transaction. */
/** Whether leads go to the mailing list (MailerLite configured): enqueueLeadSync writes a job. */
export function syncsLeads(env: MailerLiteEnv): boolean {
  return Boolean(env.MAILERLITE_API_KEY)
}

export async function enqueueLeadSync(db: Db, lead: LeadForSync, env: MailerLiteEnv) {
  if (!syncsLeads(env)) return
  const payload: MailerLiteUpsert = {
    email: lead.email.trim().toLowerCase(),
    fields: {
      name: lead.firstName ?? null,
      last_name: lead.lastName ?? null,
      phone: lead.phone ?? null,
      city: lead.city ?? null,
      state: lead.state ?? null,
    },
  }
  await enqueueJob(db, { channel: MAILERLITE_CHANNEL, payload, dedupeKey: `mailerlite:lead:${lead.id}` })
}

export class MailerLiteError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'MailerLiteError'
  }
}

/** The request body of POST /subscribers: empty fields are left out (they would clear MailerLite's). */
export function mailerLiteBody(payload: MailerLiteUpsert, groupId?: string) {
  const fields = Object.fromEntries(
    Object.entries(payload.fields ?? {}).filter((entry): entry is [string, string] => !!entry[1]),
  )
  return {
    email: payload.email,
    ...(Object.keys(fields).length ? { fields } : {}),
    ...(payload.joinGroup && groupId ? { groups: [groupId] } : {}),
    ...(payload.status ? { status: payload.status } : {}),
  }
}

/** The job handler (jobHandlers.mailerlite): throws on anything but a 2xx so the worker retries. */
export async function syncToMailerLite(
  rawPayload: Record<string, unknown>,
  env: Pick<Env, 'MAILERLITE_API_KEY' | 'MAILERLITE_API_URL' | 'MAILERLITE_GROUP_ID'>,
  fetchImpl: typeof fetch = fetch,
) {
  if (!env.MAILERLITE_API_KEY) throw new MailerLiteError(0, 'MAILERLITE_API_KEY is not set')
  const payload = rawPayload as unknown as MailerLiteUpsert
  if (typeof payload.email !== 'string') throw new MailerLiteError(0, 'job payload without an email')
  const base = (env.MAILERLITE_API_URL ?? 'https://connect.mailerlite.com/api').replace(/\/$/, '')
  const response = await fetchImpl(`${base}/subscribers`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env.MAILERLITE_API_KEY}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify(mailerLiteBody(payload, env.MAILERLITE_GROUP_ID)),
    signal: AbortSignal.timeout(15_000),
  })
  // The body is not needed; read it so the connection is released.
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new MailerLiteError(response.status, `MailerLite answered ${response.status}`)
}
