import { z } from '#app/domain/zod'

/**
 * Pieces of the admin actions' schemas (every admin action parses its post once, through the
 * guarded edge, with a `z.discriminatedUnion('intent', …)` of its intents).
 */

/** A row's id as a form posts it: a positive 32-bit integer. */
export const rowId = z.coerce.number().int().positive().max(2_147_483_647)
