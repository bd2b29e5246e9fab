import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import type { Db } from '#app/.server/db/client'

/**
 * The sample collection's table (issue #43, ADR 068): a real collection's is a schema module under
 * `app/.server/db/schema/` and its migration; the sample's test creates it itself. A column per
 * form field (snake case), `position` for its order and `hidden` for hide and show.
 */
export const sampleNotes = pgTable('sample_notes', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleEs: text('title_es').notNull(),
  bodyEn: text('body_en'),
  bodyEs: text('body_es'),
  position: integer('position').notNull(),
  hidden: boolean('hidden').notNull().default(false),
})

/** What its migration would make (drizzle-kit writes it from the table above for a real one). */
export async function createSampleTable(db: Db) {
  await db.execute(sql`create table if not exists sample_notes (
    id serial primary key,
    title_en text not null,
    title_es text not null,
    body_en text,
    body_es text,
    position integer not null,
    hidden boolean not null default false
  )`)
}
