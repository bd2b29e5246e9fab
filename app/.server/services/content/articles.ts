import {
  articleBasePath,
  articleJsonLd,
  articlePath,
  articleState,
  isLive,
  rssXml,
  type ArticleKind,
} from '#app/domain/articles/articles'
import { articleFormText, type ArticleFormValue } from '#app/domain/articles/article-form'
import { responsiveImage, type LibraryImageData } from '#app/domain/images/responsive'
import { imageVariantUrl } from '#app/domain/images/upload'
import { utcToZonedLocal, zonedLocalToUtc } from '#app/domain/time/zone'
import { localizedPath, type Lang } from '#app/domain/routing/locale'
import { createT } from '#app/i18n/translate'
import en from '#app/i18n/en'
import es from '#app/i18n/es'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import type { CollectionStore } from '../../http/admin-collection'
import { enqueueJob } from '../../mail/outbox'
import {
  deleteArticle,
  findArticle,
  findArticleBySlug,
  findOperatorChoice,
  insertArticle,
  listArticles,
  listLiveArticles,
  listOperatorChoices,
  slugTaken,
  updateArticle,
  type ArticleRow,
} from '../../repos/articles'
import { findImage, findLibraryImages } from '../../repos/images'
import { renderRichText } from './rich-text'
import { getSiteSettings } from './site-settings'

/**
 * Success stories and blog posts (issue #33, ADR 047): their public pages (the index, an entry,
 * the RSS feed, the sitemap's entries) and the admin's two collections. Only live entries
 * (published, their date passed) reach a public page; staff may preview any entry on its real page.
 */

const texts = { en, es }
const localized = <K extends 'title' | 'summary' | 'body'>(row: ArticleRow, key: K, lang: Lang) =>
  row[`${key}${lang === 'es' ? 'Es' : 'En'}` as `${K}En`]

/** The cover as the index (a card) and an entry page (wide) show it. */
const coverLayout = {
  card: { sizes: '(min-width: 1024px) 30rem, (min-width: 640px) 50vw, 100vw', fallbackWidth: 640 },
  page: { sizes: '(min-width: 1024px) 56rem, 100vw', fallbackWidth: 1280 },
}

async function coversOf(db: Db, rows: readonly ArticleRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.coverImageId ? [row.coverImageId] : [])))]
  return new Map((await findLibraryImages(db, ids)).map((image) => [image.id, image]))
}

/** The index page of a kind: its live entries, newest first, each with its cover, title, summary, date. */
export async function getArticleIndex(source: DataSource, kind: ArticleKind, lang: Lang, now = new Date()) {
  const db = dbOf(source)
  const rows = await listLiveArticles(db, kind, now)
  const covers = await coversOf(db, rows)
  return {
    kind,
    entries: rows.map((row) => {
      const cover = row.coverImageId ? covers.get(row.coverImageId) : undefined
      return {
        id: row.id,
        slug: row.slug,
        path: articlePath(kind, row.slug),
        title: localized(row, 'title', lang),
        summary: localized(row, 'summary', lang),
        publishedAt: row.publishedAt.toISOString(),
        sample: row.sample,
        cover: cover ? responsiveImage(cover, lang, coverLayout.card) : null,
      }
    }),
  }
}
export type ArticleIndexData = Awaited<ReturnType<typeof getArticleIndex>>

/** The widest variant up to 1280 px, as an absolute address (structured data, feeds). */
function coverAddress(image: LibraryImageData | undefined, origin: string) {
  const width = image?.variantWidths.filter((w) => w <= 1280).at(-1) ?? image?.variantWidths[0]
  return image && width ? `${origin}${imageVariantUrl(image.id, width)}` : undefined
}

/**
 * An entry's page, or null when there is none to show: a draft, a scheduled entry or a missing one
 * is shown only with `preview` (a staff request), marked as such and never with structured data.
 */
export async function getArticlePage(
  source: DataSource,
  kind: ArticleKind,
  slug: string,
  lang: Lang,
  options: { origin: string; preview: boolean; now?: Date },
) {
  const db = dbOf(source)
  const now = options.now ?? new Date()
  const row = await findArticleBySlug(db, kind, slug)
  if (!row) return null
  const state = articleState(row, now)
  if (state !== 'live' && !options.preview) return null
  const [covers, operator, settings] = await Promise.all([
    coversOf(db, [row]),
    row.operatorId !== null ? findOperatorChoice(db, row.operatorId) : undefined,
    getSiteSettings(db),
  ])
  const cover = row.coverImageId ? covers.get(row.coverImageId) : undefined
  const title = localized(row, 'title', lang)
  const summary = localized(row, 'summary', lang)
  const url = `${options.origin}${localizedPath(lang, articlePath(kind, row.slug))}`
  return {
    kind,
    state,
    entry: {
      slug: row.slug,
      title,
      summary,
      html: await renderRichText(localized(row, 'body', lang)),
      publishedAt: row.publishedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      cover: cover ? responsiveImage(cover, lang, coverLayout.page) : null,
      operator: operator ? { name: operator.name, path: `/${operator.slug}` } : null,
      sample: row.sample,
    },
    // Only a live entry staff wrote: never a preview, never the seeded sample.
    jsonLd:
      state === 'live' && !row.sample
        ? articleJsonLd({
            headline: title,
            description: summary,
            url,
            image: coverAddress(cover, options.origin),
            datePublished: row.publishedAt,
            dateModified: row.updatedAt,
            lang,
            business: {
              name: settings.businessName,
              url: `${options.origin}/`,
              logo: `${options.origin}/icons/icon-512.png`,
            },
          })
        : null,
  }
}
export type ArticlePageData = NonNullable<Awaited<ReturnType<typeof getArticlePage>>>

/** A kind's RSS feed in a language: its live entries, newest first (at most 50). */
export async function getArticleFeed(
  source: DataSource,
  kind: ArticleKind,
  lang: Lang,
  origin: string,
  now = new Date(),
) {
  const rows = (await listLiveArticles(dbOf(source), kind, now)).filter((row) => !row.sample).slice(0, 50)
  const t = createT(lang, texts[lang])
  const settings = await getSiteSettings(source)
  const name = kind === 'story' ? 'stories' : 'blog'
  return rssXml({
    title: `${t(`articles.${name}.title`)} | ${settings.businessName}`,
    description: t(`articles.${name}.intro`),
    link: `${origin}${localizedPath(lang, articleBasePath[kind])}`,
    self: `${origin}${localizedPath(lang, `${articleBasePath[kind]}/rss.xml`)}`,
    lang,
    items: rows.map((row) => ({
      title: localized(row, 'title', lang),
      link: `${origin}${localizedPath(lang, articlePath(kind, row.slug))}`,
      description: localized(row, 'summary', lang),
      publishedAt: row.publishedAt,
    })),
  })
}

/**
 * The sitemap's entries: every live entry's page staff wrote (English path; the sitemap adds the
 * Spanish twin); the seeded samples are left out.
 */
export async function listLiveArticlePaths(db: Db, now = new Date()) {
  const kinds = ['story', 'post'] as const
  const rows = await Promise.all(kinds.map((kind) => listLiveArticles(db, kind, now)))
  return kinds.flatMap((kind, i) =>
    rows[i]!.filter((row) => !row.sample).map((row) => ({
      path: articlePath(kind, row.slug),
      lastModified: row.updatedAt.toISOString(),
    })),
  )
}

/** The job that forgets the rendered pages when a scheduled entry goes live. */
export const ARTICLE_LIVE_CHANNEL = 'article_live'

/** Queues the job at the entry's date (one per entry and date: saving twice queues one). */
async function queueGoingLive(db: Db, kind: ArticleKind, id: number, at: Date) {
  await enqueueJob(db, {
    channel: ARTICLE_LIVE_CHANNEL,
    category: 'article.live',
    payload: { kind, id },
    dedupeKey: `article:${kind}:${id}:${at.toISOString()}`,
    runAt: at,
  })
}

/**
 * The job: a scheduled entry's date has come. The rendered pages (its index, the feeds' pages, the
 * home's links) are forgotten everywhere, so it shows at once; if it was unpublished or moved to a
 * later date meanwhile, nothing changes but a purge.
 */
export async function runArticleGoingLive(
  db: Db,
  payload: { kind: ArticleKind; id: number },
  options: { purgePages?: (reason: string) => Promise<void>; now: Date },
) {
  const row = await findArticle(db, payload.kind, payload.id)
  const live = row ? isLive(row, options.now) : false
  await options.purgePages?.(`${payload.kind} ${payload.id} went live`)
  return { live }
}

/** A row of the admin's list. */
export type ArticleStaffRow = {
  id: number
  slug: string
  title: { en: string; es: string }
  state: 'draft' | 'scheduled' | 'live'
  publishedAt: string
  path: string
}

/** The admin's list and form of one kind (an admin collection, ADR 042). */
export function articleCollection(kind: ArticleKind) {
  return {
    list: async (source: DataSource) => {
      const now = new Date()
      return (await listArticles(dbOf(source), kind)).map((row): ArticleStaffRow => ({
        id: row.id,
        slug: row.slug,
        title: { en: row.titleEn, es: row.titleEs },
        state: articleState(row, now),
        publishedAt: row.publishedAt.toISOString(),
        path: articlePath(kind, row.slug),
      }))
    },
    find: (source, id) => findArticle(dbOf(source), kind, id),
    name: (row, lang) => (lang === 'es' ? row.titleEs : row.titleEn),
    edit: (row, context) => ({
      values: articleFormText(row, utcToZonedLocal(row.publishedAt, context.zone)),
      previewPath: articlePath(kind, row.slug),
    }),
    async save(source, input, id, context) {
      const db = dbOf(source)
      const publishedAt = input.publishedAt ? zonedLocalToUtc(input.publishedAt, context.zone) : context.now
      const refuse = (field: string, message: string) =>
        ({ ok: false, reason: 'field', field, message: `adminArticles.errors.${message}` }) as const
      if (!publishedAt) return refuse('publishedAt', 'publishedAt')
      if (await slugTaken(db, kind, input.slug, id)) return refuse('slug', 'slugTaken')
      if (input.coverImageId && !(await findImage(db, input.coverImageId)))
        return refuse('coverImageId', 'imageMissing')
      if (input.operatorId !== undefined && !(await findOperatorChoice(db, input.operatorId)))
        return refuse('operatorId', 'operatorMissing')
      const values = {
        slug: input.slug,
        titleEn: input.titleEn,
        titleEs: input.titleEs,
        summaryEn: input.summaryEn,
        summaryEs: input.summaryEs,
        bodyEn: input.bodyEn,
        bodyEs: input.bodyEs,
        coverImageId: input.coverImageId ?? null,
        operatorId: kind === 'story' ? (input.operatorId ?? null) : null,
        status: input.status,
        publishedAt,
        updatedAt: context.now,
        updatedBy: context.staffId,
        // Saved by staff: theirs now, no longer the seeded sample.
        sample: false,
      }
      return db.transaction(async (tx) => {
        const saved =
          id === undefined
            ? {
                ok: true as const,
                id: await insertArticle(tx, kind, { ...values, createdBy: context.staffId }),
                created: true,
              }
            : (await updateArticle(tx, kind, id, values))
              ? { ok: true as const, id, created: false }
              : ({ ok: false, reason: 'not-found' } as const)
        // A scheduled entry: its pages are forgotten when its date comes (a save purges now).
        if (saved.ok && input.status === 'published' && publishedAt > context.now)
          await queueGoingLive(tx, kind, saved.id, publishedAt)
        return saved
      })
    },
    remove: (source, id) => deleteArticle(dbOf(source), kind, id),
  } satisfies CollectionStore<ArticleStaffRow, ArticleRow, ArticleFormValue, { values: object }>
}

/** The operators a story can name (the form's choices). */
export async function listStoryOperatorChoices(source: DataSource) {
  return listOperatorChoices(dbOf(source))
}
