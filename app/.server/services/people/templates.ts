import { asc, eq } from 'drizzle-orm'
import type { TemplateFormValue } from '#app/domain/people/template-form'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import { personEmailTemplates } from '../../db/schema'
import type { CollectionStore } from '../../http/admin-collection'

export type PersonEmailTemplate = typeof personEmailTemplates.$inferSelect

/** The templates staff send from a person's page, by name. */
export function listPersonTemplates(db: Db): Promise<PersonEmailTemplate[]> {
  return db
    .select()
    .from(personEmailTemplates)
    .orderBy(asc(personEmailTemplates.name), asc(personEmailTemplates.id))
}

export async function findPersonTemplate(db: Db, id: number): Promise<PersonEmailTemplate | undefined> {
  const [row] = await db.select().from(personEmailTemplates).where(eq(personEmailTemplates.id, id))
  return row
}

const formText = (row: PersonEmailTemplate) => ({
  name: row.name,
  subjectEn: row.subjectEn,
  subjectEs: row.subjectEs,
  bodyEn: row.bodyEn,
  bodyEs: row.bodyEs,
})

/** `/admin/people/templates` as an admin collection (ADR 042): add, edit, delete, each save versioned. */
export const personTemplateCollection = {
  async list(source: DataSource) {
    return (await listPersonTemplates(dbOf(source))).map((row) => ({
      id: row.id,
      name: row.name,
      subjectEn: row.subjectEn,
      subjectEs: row.subjectEs,
    }))
  },
  find: (source, id) => findPersonTemplate(dbOf(source), id),
  name: (row) => row.name,
  edit: (row) => ({ values: formText(row) }),
  async save(source, input, id, { now }) {
    const db = dbOf(source)
    if (id === undefined) {
      const [row] = await db
        .insert(personEmailTemplates)
        .values({ ...input, updatedAt: now })
        .returning({ id: personEmailTemplates.id })
      return { ok: true, id: row!.id, created: true }
    }
    const rows = await db
      .update(personEmailTemplates)
      .set({ ...input, updatedAt: now })
      .where(eq(personEmailTemplates.id, id))
      .returning({ id: personEmailTemplates.id })
    return rows.length ? { ok: true, id, created: false } : { ok: false, reason: 'not-found' }
  },
  async remove(source, id) {
    const rows = await dbOf(source)
      .delete(personEmailTemplates)
      .where(eq(personEmailTemplates.id, id))
      .returning({ id: personEmailTemplates.id })
    return rows.length > 0
  },
} satisfies CollectionStore<unknown, PersonEmailTemplate, TemplateFormValue, { values: object }>
