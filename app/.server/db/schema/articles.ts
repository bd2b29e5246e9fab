import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { RichTextDocument } from '#app/domain/rich-text/document'
import { images, staffAccounts } from './admin'
import { operators } from './reference'

/**
 * Success stories and blog posts (issue #33, ADR 047): one table, `kind` tells them apart. Both
 * languages are required; the bodies are rich-text documents (app/domain/rich-text/document.ts),
 * never HTML. An entry is public when `status` is 'published' and `published_at` has passed (a
 * later one is scheduled).
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['story', 'post'] }).notNull(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryEs: text('summary_es').notNull(),
    bodyEn: jsonb('body_en').$type<RichTextDocument>().notNull(),
    bodyEs: jsonb('body_es').$type<RichTextDocument>().notNull(),
    coverImageId: text('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    /** The operator a success story is about (stories only). */
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /**
     * A seeded example nobody wrote (so a new site's pages and audits have one entry): labelled on
     * its page, kept out of the sitemap, the feeds and structured data. A staff save makes it theirs.
     */
    sample: boolean('sample').notNull().default(false),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('articles_kind_slug').on(t.kind, t.slug),
    index('articles_kind_published').on(t.kind, t.status, t.publishedAt),
    check('articles_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('articles_operator_on_stories', sql`${t.operatorId} is null or ${t.kind} = 'story'`),
  ],
)
