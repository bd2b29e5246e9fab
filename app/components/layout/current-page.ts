import { useMatches } from 'react-router'
import { pages, type PageDef } from '#app/pages'

const pagesById = new Map(pages.map((page) => [page.id, page]))

/** The registry entry of the page being shown: the deepest route of the tree that matched. */
export function useCurrentPage(): PageDef | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = pagesById.get(matches[i]!.id.replace(/^es\./, ''))
    if (page) return page
  }
  return undefined
}
