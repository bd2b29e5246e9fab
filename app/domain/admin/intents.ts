import { z } from '#app/domain/zod'

/**
 * Pieces of the admin actions' schemas (every admin action parses its post once, through the
 * guarded edge, with a `z.discriminatedUnion('intent', …)` of its intents).
 */

/**
 * A text field of a staff form read from the raw post (the edge's `coercion: false`): absent is
 * empty, and the value is trimmed.
 */
export const formText = () =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())

/** A row's id as a form posts it: a positive 32-bit integer. */
export const rowId = z.coerce.number().int().positive().max(2_147_483_647)

/** A row's id from a query string (`?id=`), or null when there is none or it is not one. */
export function optionalRowId(value: string | null | undefined): number | null {
  const parsed = rowId.safeParse(value ?? '')
  return parsed.success && /^\d+$/.test(value ?? '') ? parsed.data : null
}

/** A list's page from a query string (`?page=`): 1 to 10,000, 1 when absent or not a number. */
export function listPage(value: string | null | undefined): number {
  return Math.max(1, Math.min(10_000, Number.parseInt(value ?? '1', 10) || 1))
}

/** The post of a list whose rows change status (orders, submissions): `intent=status`, id, status. */
export function statusChangeSchema<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('status'), id: rowId, status: z.enum(statuses) }),
  ])
}
