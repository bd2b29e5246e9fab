import type { LatLng } from '../quote/distance'
import { straightLineMeters } from '../quote/distance'

/**
 * The operator page's "not found" suggestions (issue #20 item 11): up to five operators, nearest
 * first when the slug names a town we know (`/boca-raton-courier`, `/miami`).
 */
export const SUGGESTION_COUNT = 5

/** What the not-found page shows: the town the slug named (when known) and the operators. */
export type OperatorSuggestion = { slug: string; name: string; areaServed: string | null }
export type OperatorSuggestions = { town: string | null; operators: OperatorSuggestion[] }

/** A town or city as a slug's words: "Fort Lauderdale" → "fort-lauderdale", "Doral, FL" → "doral-fl". */
export function townSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The known town a slug names: one whose words appear, in order and whole, among the slug's words
 * ("boca-raton-courier" → "Boca Raton", "best-miami-couriers" → "Miami"). When several match, the
 * one with the most words wins ("miami-beach-courier" names Miami Beach, not Miami, when both are
 * known), then the earliest in the slug. Undefined when the slug names none.
 */
export function townInSlug(slug: string, towns: readonly string[]): string | undefined {
  const words = slug.toLowerCase().split('-').filter(Boolean)
  let best: { town: string; length: number; at: number } | undefined
  for (const town of towns) {
    const townWords = townSlug(town).split('-').filter(Boolean)
    if (townWords.length === 0) continue
    for (let at = 0; at + townWords.length <= words.length; at++) {
      if (!townWords.every((w, i) => words[at + i] === w)) continue
      if (!best || townWords.length > best.length || (townWords.length === best.length && at < best.at))
        best = { town, length: townWords.length, at }
      break
    }
  }
  return best?.town
}

export type SuggestionCandidate = {
  name: string
  latitude: number | null
  longitude: number | null
  averageRating: number | null
  totalReviews: number
}

/**
 * Up to `count` operators to suggest. With a town's position: nearest first (straight line), those
 * with no position after the others. Without one (the slug names no known town), the default order:
 * the most reviewed first (the best-known operators; a single 5-star review does not put a newcomer
 * first), then the best rated, then by name.
 */
export function rankSuggestions<T extends SuggestionCandidate>(
  operators: readonly T[],
  near: LatLng | undefined,
  count = SUGGESTION_COUNT,
): T[] {
  const byDefault = (a: T, b: T) =>
    b.totalReviews - a.totalReviews ||
    (b.averageRating ?? -1) - (a.averageRating ?? -1) ||
    a.name.localeCompare(b.name)
  const distance = (o: T) =>
    near && o.latitude != null && o.longitude != null
      ? straightLineMeters(near, { lat: o.latitude, lng: o.longitude })
      : Infinity
  const sorted = [...operators].sort((a, b) =>
    near ? distance(a) - distance(b) || byDefault(a, b) : byDefault(a, b),
  )
  return sorted.slice(0, Math.max(0, count))
}
