import type { CollectionScreenConfig } from '#app/components/admin/collection'
import { collectionActionSchema, type Done, type RowIntent } from '#app/domain/admin/collection'
import type { TFunction } from '#app/i18n/translate'
import type { z } from '#app/domain/zod'

/**
 * One admin collection's config (issue #43, ADR 068): everything its list, form, validation,
 * history and restore are built from. Plain data and browser-safe (the screen imports it): the
 * store is named, not imported, and the server half (`app/.server/collections/server.ts`) builds
 * `adminCollection()` from it.
 */

/**
 * The store of a collection kept in one table of its own (`app/.server/collections/table-store.ts`):
 * the table's SQL name, the field that names a row, and whether the table has a `position`
 * (moves) and a `hidden` column (hide and show). Each form field is a column of the same name in
 * snake case; an id column `id`.
 */
export type TableStoreConfig = { table: string; name: string; position?: boolean; hidden?: boolean }

type ScreenParts<Row extends { id: number }> = Omit<
  CollectionScreenConfig<Row>,
  'path' | 'texts' | 'nameKey' | 'intents' | 'schema' | 'coercion'
>

export type CollectionConfig<Fields extends z.ZodRawShape, Row extends { id: number }> = {
  /** The path segment: the screen is `/admin/<segment>` (and `/es/admin/<segment>`). */
  segment: string
  /** The texts' namespace (`title`, `intro`, `invalid`, `notFound`, `added`, …, `list.*`, `form.*`). */
  texts: string
  /** The name's placeholder in the notices (`{{market}}`). */
  nameKey: string
  /** Who may use it: staff, behind the staff layout's check like every admin page. */
  access: 'staff'
  /** The form's fields as Zod (messages are text keys), and a check across fields. */
  fields: Fields
  refine?: (value: z.output<z.ZodObject<Fields>>, ctx: z.RefinementCtx) => void
  /** The row intents it offers besides save and restore (every collection keeps versions, ADR 046). */
  intents: readonly RowIntent[]
  /** A store of its own in `app/.server/collections/stores.ts` (by name), or its one table. */
  store: string | TableStoreConfig
  /** The notices' keys under `texts` where they are not the names of `Done`. */
  done?: Partial<Record<Done, string>>
  /** The form reads the raw text (no Conform coercion: an empty field is ''). */
  coercion?: false
  /** The form picks a picture from the Image Manager. */
  images?: boolean
  /** The screen's intro (default: `<texts>.intro`). */
  intro?: (t: TFunction) => string
  /** The list's columns, the form's fields as data (labels under `labels`), test ids. */
  screen: ScreenParts<Row>
}

/** A collection's config with its posts' schema built from its fields. */
export function defineCollection<Fields extends z.ZodRawShape, Row extends { id: number }>(
  config: CollectionConfig<Fields, Row>,
) {
  const schema = collectionActionSchema(config.fields, config.intents, config.refine)
  const path = `/admin/${config.segment}` as const
  const screen: CollectionScreenConfig<Row> = {
    ...config.screen,
    path,
    texts: config.texts,
    nameKey: config.nameKey,
    intents: config.intents,
    schema,
    coercion: config.coercion,
  }
  return { ...config, path, schema, screen }
}

export type DefinedCollection = ReturnType<typeof defineCollection<z.ZodRawShape, { id: number }>>
