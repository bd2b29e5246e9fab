import { dbOf, type DataSource } from '../../db/source'
import type { Lang } from '#app/domain/routing/locale'
import type { Market } from '#app/domain/markets/markets'
import { findTestimonialsByIds } from '../../repos/testimonials'
import { richTextPlain } from '#app/domain/rich-text/render'
import { getPublicPageContent } from './content'
import { renderRichText } from './rich-text'
import { responsiveImageAt } from './images'
import { getBusinessVideos } from './videos'
import { claimDisclosure, claimDisclosureLists, claimDisclosures } from '../claims/statement'

/** The business videos the home page shows: the overview (the featured video) and how to get started. */
export const homeVideoIds = { overview: 2, getStarted: 3 } as const

export type TestimonialView = {
  id: number
  name: string
  rating: number
  text: string
  date: string
  /** Seeded text nobody wrote (issue #30 item 3): labelled wherever it shows. */
  sample: boolean
}

/** Everything the home page shows from the database: its content, videos and testimonials. */
export async function getHomePage(source: DataSource, lang: Lang) {
  const db = dbOf(source)
  const content = await getPublicPageContent(source, 'home', lang)
  const [[overview, getStarted], rows, heroImage, heroClaim] = await Promise.all([
    getBusinessVideos(db, [homeVideoIds.overview, homeVideoIds.getStarted], lang),
    findTestimonialsByIds(db, content.testimonials.items),
    // A library image as the hero's background: every stored width in srcset, the full width.
    responsiveImageAt(db, content.hero.backgroundImage, lang, { sizes: '100vw', fallbackWidth: 1280 }),
    // The earnings line's claim: its period and share, stated beside it (issue #35).
    claimDisclosure(db, content.hero.earnings, lang),
  ])
  const byId = new Map(rows.map((row) => [row.id, row]))
  const testimonials: TestimonialView[] = content.testimonials.items.flatMap((id) => {
    const row = byId.get(id)
    return row
      ? [
          {
            id: row.id,
            name: row.name,
            rating: row.rating,
            text: row.text[lang],
            date: row.date[lang],
            sample: row.isSample,
          },
        ]
      : []
  })
  return {
    content,
    videos: { overview: overview ?? null, getStarted: getStarted ?? null },
    testimonials,
    heroImage,
    heroClaim,
  }
}

/** What the home page's parts are given (its loader adds the markets map's markets). */
export type HomePageData = Awaited<ReturnType<typeof getHomePage>> & { markets: Market[] }

/** What the opportunity page's parts are given. */
export type OpportunityPageData = Awaited<ReturnType<typeof getOpportunityPage>>

/**
 * The opportunity page's content, its video, and its FAQ with each rich-text answer rendered on
 * the server: sanitized HTML for the page, plain text for the FAQPage data (issue #33).
 */
export async function getOpportunityPage(source: DataSource, lang: Lang) {
  const db = dbOf(source)
  const content = await getPublicPageContent(source, 'opportunity', lang)
  const answerTexts = content.faq.items.map((item) => richTextPlain(item.answer))
  const [[video], answers, earningsClaims, answerClaims] = await Promise.all([
    getBusinessVideos(db, [content.hero.video], lang),
    Promise.all(content.faq.items.map((item) => renderRichText(item.answer))),
    // Each earnings card's claim: its period and share, stated beside it (issue #35).
    claimDisclosures(
      db,
      content.earnings.items.map((item) => item.amount),
      lang,
    ),
    // An answer may state several figures: a line for each backed one, under the answer.
    claimDisclosureLists(db, answerTexts, lang),
  ])
  const earnings = content.earnings.items.map((item, i) => ({ ...item, claim: earningsClaims[i] ?? null }))
  const faq = content.faq.items.map((item, i) => ({
    question: item.question,
    answerHtml: answers[i]!,
    answerText: answerTexts[i]!,
    claims: answerClaims[i] ?? [],
  }))
  return { content, video: video ?? null, faq, earnings }
}
