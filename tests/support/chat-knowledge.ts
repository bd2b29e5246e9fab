import { chatTopicSeed } from '../../app/.server/db/seed-data/chat-topics'
import type { ChatAssistant } from '../../app/domain/chat/assistants'
import { chatKnowledge, type ChatFacts, type ChatTopic } from '../../app/domain/chat/topics'
import type { Lang } from '../../app/domain/routing/locale'
import en from '../../app/i18n/en'
import es from '../../app/i18n/es'

/**
 * The chat's knowledge as a new site starts with it (the seeded topics, app/.server/db/seed-data/
 * chat-topics.ts), built as the server builds it (app/domain/chat/topics.ts): what the tests of the
 * chat panel expect it to say. No market with an operator and no backed claim unless `facts` says so.
 */
export const seededTopics: ChatTopic[] = chatTopicSeed.map((topic, i) => ({
  ...topic,
  id: i + 1,
  position: i + 1,
  active: true,
}))

const texts = { en, es }

export function seededKnowledge(
  assistant: ChatAssistant,
  lang: Lang,
  facts: ChatFacts = { cities: [], claims: [] },
) {
  const t = texts[lang]
  return chatKnowledge(seededTopics, assistant, lang, facts, {
    noCities: t.chatAnswers.noCities,
    noEarningsClaim: t.chatAnswers.noEarningsClaim,
    disclosure: (claim) => `${claim.figure}`,
    statement: { label: t.earningsClaims.statementLink, href: '/earnings-claim-statement' },
  })
}

/** A seeded topic's answer as written (placeholders unfilled). */
export function seededAnswer(assistant: ChatAssistant, key: string, lang: Lang): string {
  return seededTopics.find((t) => t.assistant === assistant && t.key === key)!.answer[lang]
}
