import { restorePost } from '#app/domain/admin/history'
import { rowId } from '#app/domain/admin/intents'
import type { Notice } from '#app/domain/http/replies'
import { inviteEmailSchema } from '#app/domain/portal/account-links'
import { z } from '#app/domain/zod'
import { operatorFormSchema } from './admin-form'

/**
 * Every post of the Operators tab (issue #43), one schema read once by the admin edge: the form's
 * save (`id` when the operator exists), delete (after the confirmation), a version restored
 * (ADR 046), and what operators have of their own: the portal's invitation, revoke, disable and
 * clear sign-in limits (issue #21, ADR 055), and publishing an approved applicant's page (issue #34).
 * The invitation's address is checked here with the invitation's rule, and only here.
 */
export const operatorsSchema = z.discriminatedUnion('intent', [
  operatorFormSchema.extend({ intent: z.literal('save'), id: rowId.optional() }),
  z.object({ intent: z.literal('delete'), id: rowId, name: z.string().max(200).optional() }),
  z.object({
    intent: z.literal('portal-invite'),
    id: rowId,
    email: inviteEmailSchema,
    lang: z.enum(['en', 'es']),
  }),
  z.object({ intent: z.literal('portal-revoke'), id: rowId }),
  z.object({ intent: z.literal('portal-disable'), id: rowId }),
  z.object({ intent: z.literal('portal-clear-sign-in'), id: rowId }),
  z.object({ intent: z.literal('publish'), id: rowId, published: z.enum(['true', 'false']) }),
  restorePost,
])

export type OperatorsPost = z.output<typeof operatorsSchema>

/** The portal's notices, by the `?portal=` a portal action redirects to. */
const portalNotices: Record<string, (params: URLSearchParams) => Notice> = {
  invited: (params) => ({
    tone: 'success',
    key: 'portal.admin.invitedNotice',
    values: { email: params.get('email') ?? '' },
  }),
  revoked: () => ({ tone: 'success', key: 'portal.admin.revokedNotice' }),
  disabled: () => ({ tone: 'success', key: 'portal.admin.disabledNotice' }),
  'sign-in-cleared': () => ({ tone: 'success', key: 'portal.admin.signInClearedNotice' }),
}

/**
 * The notice of the tab's query after a redirect: `?saved={slug}`, `?edit={id}&restored={version}`
 * (with the operator's name), `?deleted={name}`, `?portal=…`; null for none.
 */
export function operatorsNotice(params: URLSearchParams, editingName: string | null): Notice | null {
  const saved = params.get('saved')
  if (saved) return { tone: 'success', key: 'operators.admin.saved', values: { slug: saved } }
  const restored = params.get('restored')
  if (restored && editingName !== null)
    return {
      tone: 'success',
      key: 'admin.history.restored',
      values: { name: editingName, version: restored },
    }
  const deleted = params.get('deleted')
  if (deleted) return { tone: 'success', key: 'operators.admin.deleted', values: { name: deleted } }
  const portal = params.get('portal')
  return (portal && Object.hasOwn(portalNotices, portal) && portalNotices[portal]!(params)) || null
}
