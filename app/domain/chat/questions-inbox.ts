import { languages, type Lang } from '../routing/locale'
import { z } from '../zod'
import type { ChatAssistant } from './assistants'

/**
 * The Chat Questions screen (issue #20 item 12): the questions the assistants could not answer,
 * grouped so staff see each question once with how often it was asked.
 *
 * - Two questions are "the same" when their language and normalized text are: case, accents,
 *   runs of spaces and the opening/closing punctuation (¿ ¡ ? ! .) do not count.
 * - A group is handled when every ask of it is; the same question asked again after staff marked it
 *   handled is a new, open ask, so the group shows up as open again (staff see that the answer they
 *   added, if any, did not cover it). Counts, pages and first/last asked cover every ask.
 * - Marking handled applies to the asks staff saw: those asked up to the group's last ask shown.
 */

export const questionStatuses = ['open', 'handled'] as const
export type QuestionStatus = (typeof questionStatuses)[number]
export type QuestionFilter = { status: QuestionStatus | null }

/** One stored ask (a row of chat_unmatched_questions). */
export type AskedQuestion = {
  id: number
  assistant: ChatAssistant
  lang: Lang
  text: string
  page: string | null
  createdAt: Date
  handledAt: Date | null
  handledByEmail: string | null
}

export type QuestionGroup = {
  /** The normalized text: with the language, what "Mark handled" names. */
  key: string
  lang: Lang
  /** The assistant it was last asked of (what "Make a topic" makes it for). */
  assistant: ChatAssistant
  /** The latest wording. */
  text: string
  /** The pages it was asked on, the most recent first. */
  pages: string[]
  count: number
  firstAsked: Date
  lastAsked: Date
  status: QuestionStatus
  /** The latest time staff marked it handled, and who. */
  handledAt: Date | null
  handledBy: string | null
}

/** Lower case, without accents, single spaces, no opening/closing ¿ ¡ ? ! . (see above). */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s¿¡?!.…]+|[\s¿¡?!.…]+$/g, '')
}

/** The screen's filter from its URL: `?status=open|handled|all`; open by default. */
export function parseQuestionFilter(params: URLSearchParams): QuestionFilter {
  const value = params.get('status')
  if (value === 'all') return { status: null }
  return { status: questionStatuses.find((s) => s === value) ?? 'open' }
}

/** The page a question was asked on, as stored: the path only (a query may hold a token). */
export function questionPage(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null
  const path = value.split(/[?#]/, 1)[0]!
  return path.length > 300 ? path.slice(0, 300) : path
}

/** The groups of `asks`, the most recently asked first. */
export function groupQuestions(asks: readonly AskedQuestion[]): QuestionGroup[] {
  const groups = new Map<string, { group: QuestionGroup; pageSeen: Map<string, number> }>()
  const sorted = [...asks].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
  for (const ask of sorted) {
    const key = normalizeQuestion(ask.text)
    const id = `${ask.lang}:${key}`
    let entry = groups.get(id)
    if (!entry) {
      entry = {
        group: {
          key,
          lang: ask.lang,
          assistant: ask.assistant,
          text: ask.text,
          pages: [],
          count: 0,
          firstAsked: ask.createdAt,
          lastAsked: ask.createdAt,
          status: 'handled',
          handledAt: null,
          handledBy: null,
        },
        pageSeen: new Map(),
      }
      groups.set(id, entry)
    }
    const { group } = entry
    group.count += 1
    group.text = ask.text
    group.assistant = ask.assistant
    group.lastAsked = ask.createdAt
    if (ask.page) entry.pageSeen.set(ask.page, ask.createdAt.getTime())
    if (!ask.handledAt) group.status = 'open'
    else if (!group.handledAt || ask.handledAt > group.handledAt) {
      group.handledAt = ask.handledAt
      group.handledBy = ask.handledByEmail
    }
  }
  return [...groups.values()]
    .map(({ group, pageSeen }) => ({
      ...group,
      pages: [...pageSeen.entries()].sort((a, b) => b[1] - a[1]).map(([page]) => page),
    }))
    .sort((a, b) => b.lastAsked.getTime() - a.lastAsked.getTime() || a.key.localeCompare(b.key))
}

/** How many groups each status has (the filter's counts). */
export function countByStatus(groups: readonly QuestionGroup[]): Record<QuestionStatus, number> {
  const counts = { open: 0, handled: 0 }
  for (const g of groups) counts[g.status] += 1
  return counts
}

export function filterGroups(groups: readonly QuestionGroup[], filter: QuestionFilter): QuestionGroup[] {
  return filter.status ? groups.filter((g) => g.status === filter.status) : [...groups]
}

/** The asks a "Mark handled" of (lang, key) applies to: open, of that group, asked up to `upTo`. */
export function asksToHandle(
  asks: readonly AskedQuestion[],
  target: { lang: Lang; key: string; upTo: Date },
): number[] {
  return asks
    .filter(
      (a) =>
        !a.handledAt &&
        a.lang === target.lang &&
        a.createdAt.getTime() <= target.upTo.getTime() &&
        normalizeQuestion(a.text) === target.key,
    )
    .map((a) => a.id)
}

export const QUESTIONS_CSV_HEADER = [
  'question',
  'language',
  'pages',
  'count',
  'first_asked',
  'last_asked',
  'status',
  'handled_at',
  'handled_by',
] as const

/** The post of "Mark handled": the group's language and normalized text, and its last ask shown. */
export const markHandledSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('handle'),
    lang: z.enum(languages),
    key: z.string().min(1).max(2000),
    upTo: z.iso.datetime().transform((v) => new Date(v)),
  }),
])

/** The export's file name: chat-questions-{filter}-{date}.csv. */
export function questionsCsvFileName(filter: QuestionFilter, now = new Date()): string {
  return `chat-questions-${filter.status ?? 'all'}-${now.toISOString().slice(0, 10)}.csv`
}
