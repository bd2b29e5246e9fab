import type { MetaDescriptor } from 'react-router'
import { pageMeta } from '#app/i18n/meta'

import { ADMIN_CACHE_CONTROL, type Notice } from '#app/domain/http/replies'

/** Admin pages are personal and must never be stored by a browser or a shared cache. */
export { ADMIN_CACHE_CONTROL, type Notice }

export function adminHeaders() {
  return { 'Cache-Control': ADMIN_CACHE_CONTROL }
}

type Matches = Parameters<typeof pageMeta>[0]

/** Title of an admin page; never indexed. */
export function adminMeta(matches: Matches, title = 'admin.meta.title'): MetaDescriptor[] {
  return [...pageMeta(matches, { title }), { name: 'robots', content: 'noindex, nofollow' }]
}

/** A translated notice (success or failure) an admin action hands back to its page. */

/** An admin action's answer: its own notice, or the guarded edge's `{ result, outcome }` reply. */
export type AdminReply = {
  notice?: Notice | null
  result?: { error?: Record<string, string[] | null> | null } | null
  outcome?: string
}

/**
 * The notice to show after an admin action: its own, else a refusal of the guarded edge (the
 * message above the form, or `failure` when only hidden fields, such as a row's id, were wrong).
 */
export function replyNotice(reply: AdminReply | undefined | null, failure: string): Notice | null {
  if (!reply) return null
  if (reply.notice) return reply.notice
  const errors = reply.result?.error
  if (!errors || reply.outcome === 'success') return null
  const formError = errors['']?.[0]
  return { tone: 'error', key: formError ?? failure }
}

/** The form's last reply: only a save's (a row's action must not fill the form with its fields). */
export function saveReply(reply: unknown) {
  const r = reply as { intent?: string; result?: { initialValue?: { intent?: unknown } } } | undefined
  const intent = r?.intent ?? r?.result?.initialValue?.intent
  return intent === 'save' ? r?.result : undefined
}
