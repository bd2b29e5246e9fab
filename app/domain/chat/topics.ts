import { earningsFigures, moneyFigures, normalizeFigure } from '../claims/claims'
import type { StoredClaim } from '../claims/claim-form'
import { statedClaims, type StatedClaim } from '../claims/statement'
import type { Lang } from '../routing/locale'
import type { ChatAssistant } from './assistants'
import type { KnowledgeBase, KnowledgeTopic } from './matcher'

/**
 * The chat's knowledge as content (issue #45 item 3, ADR 059): topics staff keep on the Chat
 * Topics screen, each with keywords, the question its suggestion button sends and the answer, in
 * both languages. The server builds from them the knowledge base one assistant shows in one
 * language (`chatKnowledge`), with what only the site's data can say filled in:
 *
 * - `cities`: the answer's `{{cities}}` is the markets that have at least one published operator
 *   (the same count the markets map shows); with none, the chat says where the map is instead;
 * - `earnings`: every money figure of the answer must rest on a current claim of the register with
 *   a complete basis (ADR 049), and the answer then carries the register's disclosure line of each;
 *   with any figure unbacked the chat states no figure at all;
 * - `welcome` and `fallback`: the greeting on opening and the answer when nothing matches (no
 *   keywords); one of each per assistant.
 *
 * A `plain` answer that states an amount per period (an earnings figure) follows the earnings rule
 * too: no figure reaches a visitor without its claim.
 */
export const chatTopicKinds = ['plain', 'cities', 'earnings', 'welcome', 'fallback'] as const
export type ChatTopicKind = (typeof chatTopicKinds)[number]

/** Kinds without keywords: shown at a moment of the conversation, never matched. */
export const messageKinds: readonly ChatTopicKind[] = ['welcome', 'fallback']

export const isMatchedKind = (kind: ChatTopicKind) => !messageKinds.includes(kind)

/** Where the cities answer puts the list of markets with operators. */
export const CITIES_PLACEHOLDER = '{{cities}}'

type Localized = Record<Lang, string>

/** A topic as stored. */
export type ChatTopic = {
  id: number
  assistant: ChatAssistant
  /** Names it in follow-ups and suggestions (unique per assistant). */
  key: string
  kind: ChatTopicKind
  keywords: Record<Lang, string[]>
  /** The question its suggestion button sends; empty: never offered as a button. */
  question: Localized
  answer: Localized
  /** The topics offered as buttons after its answer (their keys). */
  followUp: string[]
  position: number
  active: boolean
}

/** What the site's data says, read by the server when it builds the answers. */
export type ChatFacts = {
  /** The markets with at least one published operator, as the map lists them. */
  cities: readonly string[]
  /** The earnings claims register. */
  claims: readonly StoredClaim[]
}

/** The texts of built answers, in the language being built (the `chatAnswers` resources). */
export type BuiltAnswerTexts = {
  /** The cities answer when no market has an operator: where the map is. */
  noCities: string
  /** The earnings answer when a figure of it has no backed claim. */
  noEarningsClaim: string
  /** The line beside a figure (`earningsClaims.disclosure`). */
  disclosure: (claim: StatedClaim) => string
  /** The Earnings Claim Statement's link under a disclosure. */
  statement: { label: string; href: string }
}

/** The list of cities as a sentence in the language: "Miami, Dallas and Richmond". */
export function citiesSentence(cities: readonly string[], lang: Lang): string {
  const unique = [...new Set(cities)]
  return new Intl.ListFormat(lang === 'es' ? 'es' : 'en', { style: 'long', type: 'conjunction' }).format(
    unique,
  )
}

/**
 * The figures of an answer that must rest on a claim: every amount of an earnings answer, the
 * amounts per period of any other.
 */
export function claimedFigures(kind: ChatTopicKind, text: string): string[] {
  return kind === 'earnings' ? moneyFigures(text) : earningsFigures(text)
}

/**
 * The claims that back every figure of `figures`, once each in their order; null when one of
 * them has no current claim with a complete basis.
 */
export function backingClaims(
  figures: readonly string[],
  claims: readonly StoredClaim[],
  lang: Lang,
): StatedClaim[] | null {
  const stated = statedClaims(claims, lang)
  const found: StatedClaim[] = []
  for (const figure of figures) {
    const claim = stated.find((c) => normalizeFigure(c.figure) === figure)
    if (!claim) return null
    if (!found.includes(claim)) found.push(claim)
  }
  return found
}

/** A topic's answer as the chat says it, with the disclosure lines that go under it. */
export function builtAnswer(
  topic: Pick<ChatTopic, 'kind' | 'answer'>,
  lang: Lang,
  facts: ChatFacts,
  texts: BuiltAnswerTexts,
): { text: string; disclosures: string[] } {
  let text = topic.answer[lang]
  if (topic.kind === 'cities') {
    if (facts.cities.length === 0) return { text: texts.noCities, disclosures: [] }
    text = text.replaceAll(CITIES_PLACEHOLDER, citiesSentence(facts.cities, lang))
  }
  const figures = claimedFigures(topic.kind, text)
  if (figures.length === 0) return { text, disclosures: [] }
  const claims = backingClaims(figures, facts.claims, lang)
  if (!claims) return { text: texts.noEarningsClaim, disclosures: [] }
  return { text, disclosures: claims.map(texts.disclosure) }
}

/** The chat's wire format: the knowledge base of one assistant in one language. */
export type ChatKnowledge = KnowledgeBase & { statement: { label: string; href: string } }

/**
 * The knowledge base of `assistant` in `lang` from the stored topics: the active ones in their
 * order (a tie in matching goes to the earlier one: matcher.ts), their answers built.
 */
export function chatKnowledge(
  topics: readonly ChatTopic[],
  assistant: ChatAssistant,
  lang: Lang,
  facts: ChatFacts,
  texts: BuiltAnswerTexts,
): ChatKnowledge {
  const own = topics
    .filter((t) => t.assistant === assistant && t.active)
    .sort((a, b) => a.position - b.position || a.id - b.id)
  const matched: KnowledgeTopic[] = []
  const questions: Record<string, string> = {}
  let welcome = { text: '', suggestions: [] as string[] }
  let noMatch = { text: '', followUp: [] as string[] }
  for (const topic of own) {
    const built = builtAnswer(topic, lang, facts, texts)
    if (topic.kind === 'welcome') welcome = { text: built.text, suggestions: topic.followUp }
    else if (topic.kind === 'fallback') noMatch = { text: built.text, followUp: topic.followUp }
    else {
      matched.push({
        id: topic.key,
        keywords: topic.keywords[lang],
        response: built.text,
        followUp: topic.followUp,
        ...(built.disclosures.length ? { disclosures: built.disclosures } : {}),
      })
      if (topic.question[lang]) questions[topic.key] = topic.question[lang]
    }
  }
  return { topics: matched, questions, welcome, noMatch, statement: texts.statement }
}

/**
 * The knowledge base the server matches a question against (whether it is unanswered): the
 * topics' keywords, no answer built.
 */
export function matchingKnowledge(
  topics: readonly ChatTopic[],
  assistant: ChatAssistant,
  lang: Lang,
): KnowledgeBase {
  const own = topics
    .filter((t) => t.assistant === assistant && t.active && isMatchedKind(t.kind))
    .sort((a, b) => a.position - b.position || a.id - b.id)
  return {
    topics: own.map((t) => ({ id: t.key, keywords: t.keywords[lang], response: '', followUp: [] })),
    questions: {},
    welcome: { text: '', suggestions: [] },
    noMatch: { text: '', followUp: [] },
  }
}
