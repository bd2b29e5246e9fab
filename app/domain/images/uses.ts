import type { Lang } from '../routing/locale'

/** Where an image of the library is used (issue #19 item 6): content sections, products, videos. */
export type ImageUsesData = {
  content: { page: string; section: string; lang: string }[]
  products: { id: number; name: Record<Lang, string> }[]
  videos: { id: number; title: Record<Lang, string> }[]
}

/**
 * The uses as the lists a message names, in the staff's language: content sections as
 * "page › section (language)", products and videos by name; "—" for a kind with none.
 */
export function describeUses(
  uses: ImageUsesData,
  lang: Lang,
): { content: string; products: string; videos: string } {
  const list = (items: string[]) => (items.length ? items.join(', ') : '—')
  return {
    content: list(uses.content.map((c) => `${c.page} › ${c.section} (${c.lang})`)),
    products: list(uses.products.map((p) => `“${p.name[lang] || p.name.en}”`)),
    videos: list(uses.videos.map((v) => `“${v.title[lang] || v.title.en}”`)),
  }
}

export function usesCount(uses: ImageUsesData): number {
  return uses.content.length + uses.products.length + uses.videos.length
}
