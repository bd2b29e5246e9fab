import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { cleanDraftData, type PageDraftData } from '#app/domain/portal/page-draft'
import type { Db } from '../db/client'
import { operatorPageDrafts, operators } from '../db/schema'

/** Drafts of operator pages (issue #21 item 2): at most one open (draft, submitted, rejected) per operator. */
const OPEN = ['draft', 'submitted', 'rejected'] as const

type Row = typeof operatorPageDrafts.$inferSelect
export type PageDraftRow = Omit<Row, 'data'> & { data: PageDraftData }

const clean = (row: Row): PageDraftRow => ({ ...row, data: cleanDraftData(row.data) })

export async function findOpenDraft(db: Db, operatorId: number): Promise<PageDraftRow | undefined> {
  const [row] = await db
    .select()
    .from(operatorPageDrafts)
    .where(and(eq(operatorPageDrafts.operatorId, operatorId), inArray(operatorPageDrafts.status, OPEN)))
    .limit(1)
  return row && clean(row)
}

export async function findDraftById(db: Db, id: number): Promise<PageDraftRow | undefined> {
  const [row] = await db.select().from(operatorPageDrafts).where(eq(operatorPageDrafts.id, id)).limit(1)
  return row && clean(row)
}

/**
 * Writes the operator's open draft (made if there is none), with its new status: one statement
 * against the partial unique index, so two saves at once never make two open drafts.
 */
export async function upsertOpenDraft(
  db: Db,
  operatorId: number,
  values: { data: PageDraftData; status: 'draft' | 'submitted'; lang: 'en' | 'es'; now: Date },
): Promise<number> {
  const set = {
    data: values.data,
    status: values.status,
    lang: values.lang,
    updatedAt: values.now,
    submittedAt: values.status === 'submitted' ? values.now : null,
    // A rejected draft saved again keeps its reason until it is submitted again.
    ...(values.status === 'submitted' ? { rejectReason: null } : {}),
  }
  const [row] = await db
    .insert(operatorPageDrafts)
    .values({ operatorId, ...set, createdAt: values.now })
    .onConflictDoUpdate({
      target: operatorPageDrafts.operatorId,
      targetWhere: sql`${operatorPageDrafts.status} in ('draft', 'submitted', 'rejected')`,
      set,
    })
    .returning({ id: operatorPageDrafts.id })
  return row!.id
}

/** Removes the operator's open draft (saved back to what the page shows: nothing left to approve). */
export async function deleteOpenDraft(db: Db, operatorId: number) {
  await db
    .delete(operatorPageDrafts)
    .where(and(eq(operatorPageDrafts.operatorId, operatorId), inArray(operatorPageDrafts.status, OPEN)))
}

/** The drafts waiting for staff, oldest first, with their operator's name and slug. */
export async function listSubmittedDrafts(db: Db) {
  const rows = await db
    .select({ draft: operatorPageDrafts, name: operators.name, slug: operators.customSlug })
    .from(operatorPageDrafts)
    .innerJoin(operators, eq(operators.id, operatorPageDrafts.operatorId))
    .where(eq(operatorPageDrafts.status, 'submitted'))
    .orderBy(asc(operatorPageDrafts.submittedAt), asc(operatorPageDrafts.id))
  return rows.map((r) => ({ draft: clean(r.draft), name: r.name, slug: r.slug }))
}

/** Staff's decision on a submitted draft; false when it is no longer waiting (decided by someone else). */
export async function decideDraft(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; staffId: number; reason: string | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(operatorPageDrafts)
    .set({
      status: decision.status,
      rejectReason: decision.reason,
      decidedAt: decision.now,
      decidedBy: decision.staffId,
      updatedAt: decision.now,
    })
    .where(and(eq(operatorPageDrafts.id, id), eq(operatorPageDrafts.status, 'submitted')))
    .returning({ id: operatorPageDrafts.id })
  return rows.length > 0
}

/** Publishes approved fields on the operator's row (the public page reads it). */
export async function updateOperatorPageFields(db: Db, operatorId: number, data: PageDraftData) {
  if (Object.keys(data).length === 0) return
  await db.update(operators).set(data).where(eq(operators.id, operatorId))
}
