import { z } from '#app/domain/zod'
import { restorePost, type RestorePost } from './history'
import { rowId } from './intents'

/**
 * The admin collections (videos, markets, products; ADR 042): one shape of posts for every list
 * staff keep in order. A collection's screen posts `intent=save` from its form (with `id` when it
 * edits a row) and, from a row's buttons, the row intents it offers: delete, move (up or down),
 * hide or show. One schema per collection reads them all: its form's fields for `save`. Every
 * collection keeps its rows' history: the edit view's Restore buttons post `intent=restore`.
 */

export const directions = ['up', 'down'] as const
export type Direction = (typeof directions)[number]

const rowPosts = {
  delete: z.object({ intent: z.literal('delete'), id: rowId }),
  move: z.object({ intent: z.literal('move'), id: rowId, direction: z.enum(directions) }),
  hide: z.object({ intent: z.literal('hide'), id: rowId }),
  show: z.object({ intent: z.literal('show'), id: rowId }),
}

/** What a row's button may ask of a collection. */
export type RowIntent = keyof typeof rowPosts
/** A row's post, as read. */
export type RowPost = z.output<(typeof rowPosts)[RowIntent]>
/** The form's post, as read: its fields, and the id of the row it edits (none: a new row). */
export type SavePost<Fields> = Fields & { intent: 'save'; id?: number }
export type CollectionPost<Fields> = SavePost<Fields> | RowPost

/**
 * A post of a kind's own (issue #43): an intent the shape does not know (an operator's invitation,
 * a page published), read by the collection's schema beside its save and row intents, and handled
 * by the collection's `own` handler of that intent (`app/.server/http/admin-collection.ts`).
 */
export type OwnPostSchema = z.ZodObject<{ intent: z.ZodLiteral<string> } & z.ZodRawShape>

/**
 * Every post of a collection's screen, one schema: the form's `fields` (an object schema, checks of
 * its own kept) under `intent=save` with an optional `id`, the row intents it offers, and the posts
 * of its own (`own`: an object schema each, its `intent` a literal the shape does not use).
 */
export function collectionActionSchema<
  Fields extends z.ZodRawShape,
  Own extends readonly OwnPostSchema[] = [],
>(
  fields: Fields,
  intents: readonly RowIntent[],
  refine?: ((value: z.output<z.ZodObject<Fields>>, ctx: z.RefinementCtx) => void) | null,
  own?: Own,
) {
  const save = z.object({ intent: z.literal('save'), id: rowId.optional(), ...fields })
  const options = [
    refine ? save.superRefine(refine as never) : save,
    ...intents.map((i) => rowPosts[i]),
    restorePost,
    ...(own ?? []),
  ]
  return z.discriminatedUnion('intent', options as [typeof save]) as unknown as z.ZodType<
    CollectionPost<z.output<z.ZodObject<Fields>>> | RestorePost | z.output<Own[number]>,
    Record<string, unknown>
  >
}

/**
 * A required text of a collection's form, trimmed (Conform hands an empty field over as undefined:
 * `required` is also the message of a missing value); `oneLine`: the message of a line break.
 */
export function requiredText(required: string, max: number, tooLong: string, oneLine?: string) {
  const text = z.string({ error: required }).trim().min(1, required).max(max, tooLong)
  return oneLine ? text.refine((v) => !/[\r\n]/.test(v), oneLine) : text
}

/**
 * The ids in their new order after moving `id` one place up or down the list; null when it is not
 * in the list or already at that end (nothing to change).
 */
export function moveInOrder(ids: readonly number[], id: number, direction: Direction): number[] | null {
  const from = ids.indexOf(id)
  const to = direction === 'up' ? from - 1 : from + 1
  if (from < 0 || to < 0 || to >= ids.length) return null
  const next = [...ids]
  next[from] = ids[to]!
  next[to] = id
  return next
}

/** What the notice of a post says was done (a key under the collection's texts). */
export type Done = 'added' | 'saved' | 'deleted' | 'moved' | 'notMoved' | 'hidden' | 'shown'

/** The notice's key of what a row post did: `moved` false is a move at an end (nothing changed). */
export function doneOf(post: RowPost, moved = true): Done {
  if (post.intent === 'delete') return 'deleted'
  if (post.intent === 'move') return moved ? 'moved' : 'notMoved'
  return post.intent === 'hide' ? 'hidden' : 'shown'
}
