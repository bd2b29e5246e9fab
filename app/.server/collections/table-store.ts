import { sql, type SQL } from 'drizzle-orm'
import type { TableStoreConfig } from '#app/collections/define'
import { moveInOrder } from '#app/domain/admin/collection'
import { dbOf, type DataSource } from '../db/source'
import { orderedMove, type CollectionStore } from '../http/admin-collection'

/**
 * The store of a collection kept in one table of its own (issue #43, ADR 068): its rows are the
 * form's fields, a column each (the field's name in snake case), an `id`, and, when the config says
 * so, a `position` (the list's order, moves) and a `hidden` flag. Built from the config, so such a
 * collection has no store file; its table's schema and migration are its own.
 */
type Stored = Record<string, unknown> & { id: number }

const column = (field: string) => sql.identifier(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))

export function tableStore(config: TableStoreConfig, fields: readonly string[]) {
  const table = sql.identifier(config.table)
  const rows = async (source: DataSource, query: SQL) =>
    ((await dbOf(source).execute(query)) as unknown as { rows: Stored[] }).rows
  const order = config.position ? sql`order by position, id` : sql`order by id`
  const valuesOf = (input: Record<string, unknown>) =>
    fields.map((field) => ({ column: column(field), value: input[field] ?? null }))

  const store: CollectionStore<
    Stored,
    Stored,
    Record<string, unknown>,
    { values: Record<string, string> }
  > = {
    list: (source) => rows(source, sql`select * from ${table} ${order}`),
    async find(source, id) {
      return (await rows(source, sql`select * from ${table} where id = ${id}`))[0] ?? null
    },
    name: (stored) => String(stored[config.name] ?? ''),
    edit: (stored) => ({
      values: Object.fromEntries(
        fields.map((field) => {
          const value = stored[field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]
          return [field, value === null || value === undefined ? '' : String(value)]
        }),
      ),
    }),
    async save(source, input, id) {
      const values = valuesOf(input)
      if (id === undefined) {
        const columns = sql.join(
          [...values.map((v) => v.column), ...(config.position ? [sql`position`] : [])],
          sql`, `,
        )
        const next = config.position ? [sql`(select coalesce(max(position), 0) + 1 from ${table})`] : []
        const inserted = await rows(
          source,
          sql`insert into ${table} (${columns}) values (${sql.join([...values.map((v) => sql`${v.value}`), ...next], sql`, `)}) returning id`,
        )
        return { ok: true, id: Number(inserted[0]!.id), created: true }
      }
      const set = sql.join(
        values.map((v) => sql`${v.column} = ${v.value}`),
        sql`, `,
      )
      const updated = await rows(source, sql`update ${table} set ${set} where id = ${id} returning id`)
      return updated.length ? { ok: true, id, created: false } : { ok: false, reason: 'not-found' }
    },
    remove: async (source, id) =>
      (await rows(source, sql`delete from ${table} where id = ${id} returning id`)).length > 0,
  }
  if (config.position)
    store.move = orderedMove<DataSource>({
      ids: async (tx) => (await rows(tx, sql`select id from ${table} ${order}`)).map((r) => Number(r.id)),
      set: async (tx, ids) => {
        for (const [index, id] of ids.entries())
          await dbOf(tx).execute(sql`update ${table} set position = ${index + 1} where id = ${id}`)
      },
      next: moveInOrder,
    })
  if (config.hidden) {
    store.setHidden = async (source, id, hidden) =>
      (await rows(source, sql`update ${table} set hidden = ${hidden} where id = ${id} returning id`)).length >
      0
    store.hidden = (stored) => Boolean(stored.hidden)
  }
  return store
}
