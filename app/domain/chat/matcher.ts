/**
 * The chat assistants answer by keyword match (marketing-site.md §9, network-site.md §9): the topic
 * with the most matching keywords wins. The knowledge bases are built on the server from the topics
 * staff keep (topics.ts, ADR 059); the browser matches against the one it was sent.
 *
 * Matching rules, chosen so a question matches the same way however it is typed:
 * - text and keywords are compared after `normalizeText`: lower case, accents removed (NFD, combining
 *   marks dropped, so "cuánto" = "cuanto" and "año" = "ano"), every run of characters that are not
 *   letters or digits turned into one space (punctuation, "¿", "?", "$", line breaks);
 * - a keyword matches as whole words only: "hi" matches "hi there" but not "which"; a keyword may
 *   be several words ("how long") and then matches that exact sequence;
 * - each distinct keyword counts once, however often it occurs;
 * - ties are broken by the topic's position in the knowledge base: the topic listed first wins.
 *   Knowledge bases list the specific topics first and the greeting last, so "hi, how much does it
 *   cost?" answers the cost question.
 * - no keyword at all: no match (the assistant gives its no-match answer).
 */

export type KnowledgeTopic<Id extends string = string> = {
  id: Id
  /** Words or phrases; normalized before matching, so they may carry accents and capitals. */
  keywords: readonly string[]
  /** The answer; `{{placeholder}}`s are filled from site settings by `fillTemplate`. */
  response: string
  /** Topics whose questions are offered as buttons after this answer. */
  followUp: readonly Id[]
  /** The register's disclosure line of each earnings figure the answer states (topics.ts). */
  disclosures?: readonly string[]
}

export type KnowledgeBase<Id extends string = string> = {
  topics: readonly KnowledgeTopic<Id>[]
  /** The question a suggestion button sends for a topic (each must match its own topic). */
  questions: Readonly<Partial<Record<Id, string>>>
  welcome: { text: string; suggestions: readonly Id[] }
  noMatch: { text: string; followUp: readonly Id[] }
}

export type Reply<Id extends string = string> = {
  /** The matched topic, or null for the no-match answer. */
  topic: Id | null
  text: string
  /** Follow-up questions, as the texts their buttons send. */
  followUp: string[]
  /** The disclosure lines shown under the answer (an earnings figure's claim). */
  disclosures?: readonly string[]
}

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** How many distinct keywords occur in the text, as whole words. */
export function countKeywordHits(text: string, keywords: readonly string[]): number {
  const haystack = ` ${normalizeText(text)} `
  const seen = new Set<string>()
  for (const keyword of keywords) {
    const needle = normalizeText(keyword)
    if (needle && !seen.has(needle) && haystack.includes(` ${needle} `)) seen.add(needle)
  }
  return seen.size
}

/** The topic with the most keyword hits (the first listed on a tie), or null when none hits. */
export function matchTopic<Id extends string>(
  kb: KnowledgeBase<Id>,
  text: string,
): { topic: KnowledgeTopic<Id>; hits: number } | null {
  let best: { topic: KnowledgeTopic<Id>; hits: number } | null = null
  for (const topic of kb.topics) {
    const hits = countKeywordHits(text, topic.keywords)
    if (hits > 0 && (!best || hits > best.hits)) best = { topic, hits }
  }
  return best
}

/** Fills `{{name}}` placeholders; an unknown name is left as it is. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole)
}

function questionsFor<Id extends string>(kb: KnowledgeBase<Id>, ids: readonly Id[]): string[] {
  return ids.flatMap((id) => {
    const question = kb.questions[id]
    return question ? [question] : []
  })
}

/** The assistant's answer to a visitor's message. */
export function replyTo<Id extends string>(
  kb: KnowledgeBase<Id>,
  text: string,
  values: Readonly<Record<string, string>> = {},
): Reply<Id> {
  const match = matchTopic(kb, text)
  if (!match) {
    return {
      topic: null,
      text: fillTemplate(kb.noMatch.text, values),
      followUp: questionsFor(kb, kb.noMatch.followUp),
    }
  }
  return {
    topic: match.topic.id,
    text: fillTemplate(match.topic.response, values),
    followUp: questionsFor(kb, match.topic.followUp),
    disclosures: match.topic.disclosures,
  }
}

/** The welcome message and its suggested questions. */
export function welcomeOf<Id extends string>(
  kb: KnowledgeBase<Id>,
  values: Readonly<Record<string, string>> = {},
) {
  return {
    text: fillTemplate(kb.welcome.text, values),
    suggestions: questionsFor(kb, kb.welcome.suggestions),
  }
}
