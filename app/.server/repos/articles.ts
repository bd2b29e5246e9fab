import { and, asc, desc, eq, lte } from 'drizzle-orm'
import type { ArticleKind } from '#app/domain/articles/articles'
import type { Db } from '../db/client'
import { articles, operators } from '../db/schema'

/** Success stories and blog posts (issue #33): the table's reads and writes. */
export type ArticleRow = typeof articles.$inferSelect
export type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'kind' | 'createdAt' | 'createdBy'>

/** Every entry of a kind (drafts and scheduled ones too), newest first: the admin's list. */
export function listArticles(db: Db, kind: ArticleKind) {
  return db
    .select()
    .from(articles)
    .where(eq(articles.kind, kind))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
}

/** The entries of a kind on the public pages at `now`: published, their date passed, newest first. */
export function listLiveArticles(db: Db, kind: ArticleKind, now: Date) {
  return db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, kind), eq(articles.status, 'published'), lte(articles.publishedAt, now)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
}

export async function findArticle(db: Db, kind: ArticleKind, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, kind), eq(articles.id, id)))
    .limit(1)
  return row
}

export async function findArticleBySlug(
  db: Db,
  kind: ArticleKind,
  slug: string,
): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, kind), eq(articles.slug, slug)))
    .limit(1)
  return row
}

/** Another entry of the kind already has this slug? */
export async function slugTaken(db: Db, kind: ArticleKind, slug: string, exceptId?: number) {
  const row = await findArticleBySlug(db, kind, slug)
  return row !== undefined && row.id !== exceptId
}

export async function insertArticle(
  db: Db,
  kind: ArticleKind,
  values: ArticleValues & { createdBy: number | null },
): Promise<number> {
  const [row] = await db
    .insert(articles)
    .values({ ...values, kind })
    .returning({ id: articles.id })
  return row!.id
}

export async function updateArticle(db: Db, kind: ArticleKind, id: number, values: ArticleValues) {
  const rows = await db
    .update(articles)
    .set(values)
    .where(and(eq(articles.kind, kind), eq(articles.id, id)))
    .returning({ id: articles.id })
  return rows.length > 0
}

export async function deleteArticle(db: Db, kind: ArticleKind, id: number) {
  const rows = await db
    .delete(articles)
    .where(and(eq(articles.kind, kind), eq(articles.id, id)))
    .returning({ id: articles.id })
  return rows.length > 0
}

/** The seeded samples still stored (the launch check lists them). */
export function listSampleArticles(db: Db) {
  return db
    .select({ id: articles.id, kind: articles.kind, titleEn: articles.titleEn })
    .from(articles)
    .where(eq(articles.sample, true))
    .orderBy(asc(articles.id))
}

/** The operators a story can be about, by name. */
export function listOperatorChoices(db: Db) {
  return db
    .select({ id: operators.id, name: operators.name, slug: operators.customSlug })
    .from(operators)
    .orderBy(asc(operators.name), asc(operators.id))
}

export async function findOperatorChoice(db: Db, id: number) {
  const [row] = await db
    .select({ id: operators.id, name: operators.name, slug: operators.customSlug })
    .from(operators)
    .where(eq(operators.id, id))
    .limit(1)
  return row
}
