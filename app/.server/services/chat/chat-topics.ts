import { createHash } from 'node:crypto'
import { moveInOrder } from '#app/domain/admin/collection'
import type { ChatAssistant } from '#app/domain/chat/assistants'
import { matchTopic } from '#app/domain/chat/matcher'
import { chatTopicFormText, chatTopicInput, type ChatTopicFormValue } from '#app/domain/chat/topic-form'
import {
  backingClaims,
  chatKnowledge,
  claimedFigures,
  isMatchedKind,
  matchingKnowledge,
  messageKinds,
  type ChatKnowledge,
  type ChatTopic,
} from '#app/domain/chat/topics'
import { disclosureValues } from '#app/domain/claims/statement'
import { shownMarkets } from '#app/domain/markets/markets'
import { languages, localizedPath, type Lang } from '#app/domain/routing/locale'
import { createT } from '#app/i18n/translate'
import { messagesFor } from '#app/i18n/resources.server'
import type { Db } from '../../db/client'
import { dbOf, type DataSource } from '../../db/source'
import { orderedMove, type CollectionStore, type SaveResult } from '../../http/admin-collection'
import {
  findChatTopic,
  insertChatTopic,
  listActiveChatTopics,
  listChatTopics,
  listOtherChatTopics,
  lockChatTopicOrder,
  setChatTopicOrder,
  updateChatTopic,
} from '../../repos/chat-topics'
import { listClaimRows } from '../../repos/earnings-claims'
import { listMarketRows } from '../../repos/markets'
import { listOperatorPlaces } from '../../repos/operators'

/**
 * The chat's knowledge as content (issue #45 item 3, ADR 059): what the chat is sent, built from
 * the topics staff keep and from the site's data (the markets with operators, the register of
 * earnings claims), and the Chat Topics screen's store.
 */

/** The markets with at least one published operator, in the map's order: what the cities answer names. */
async function citiesWithOperators(db: Db): Promise<string[]> {
  const [markets, operators] = await Promise.all([listMarketRows(db), listOperatorPlaces(db)])
  return shownMarkets(markets, operators)
    .filter((market) => market.shown.kind === 'operators')
    .map((market) => market.city)
}

/** The knowledge base one assistant answers with in one language, its answers built. */
export async function getChatKnowledge(
  source: DataSource,
  assistant: ChatAssistant,
  lang: Lang,
): Promise<ChatKnowledge> {
  const db = dbOf(source)
  const [topics, cities, claims] = await Promise.all([
    listActiveChatTopics(db, assistant),
    citiesWithOperators(db),
    listClaimRows(db),
  ])
  const t = createT(lang, messagesFor(lang))
  return chatKnowledge(
    topics,
    assistant,
    lang,
    { cities, claims },
    {
      noCities: t('chatAnswers.noCities'),
      noEarningsClaim: t('chatAnswers.noEarningsClaim'),
      disclosure: (claim) => t('earningsClaims.disclosure', disclosureValues(claim)),
      statement: {
        label: t('earningsClaims.statementLink'),
        href: localizedPath(lang, '/earnings-claim-statement'),
      },
    },
  )
}

/** The knowledge as the chat is sent it (JSON), and its version (an ETag: a digest of it). */
export async function chatKnowledgeDocument(source: DataSource, assistant: ChatAssistant, lang: Lang) {
  const body = JSON.stringify(await getChatKnowledge(source, assistant, lang))
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  return { body, etag }
}

/** The key of the topic that answers `text` now, or null (the question is unanswered). */
export function answeringTopic(
  topics: readonly ChatTopic[],
  assistant: ChatAssistant,
  lang: Lang,
  text: string,
): string | null {
  return matchTopic(matchingKnowledge(topics, assistant, lang), text)?.topic.id ?? null
}

/** Whether one of the assistant's shown topics answers `text`. */
export async function isAnswered(source: DataSource, assistant: ChatAssistant, lang: Lang, text: string) {
  const topics = await listActiveChatTopics(dbOf(source), assistant)
  return answeringTopic(topics, assistant, lang, text) !== null
}

/** Every topic (hidden ones too), to tell which one answers a question now. */
export function listAllChatTopics(source: DataSource) {
  return listChatTopics(dbOf(source))
}

const E = 'adminChatTopics.errors.'
const L = { en: 'En', es: 'Es' } as const satisfies Record<Lang, string>
const refuse = (field: string, message: string): SaveResult => ({
  ok: false,
  reason: 'field',
  field,
  message: `${E}${message}`,
})

/**
 * What only the stored topics and the register can refuse in a save: a key the assistant already
 * has, a second welcome or no-match message, a welcome or no-match turned into another kind, a
 * follow-up naming no topic, a button's question another topic would answer, and a new earnings
 * figure no claim with a complete basis backs (a figure the topic already stated is let through, as
 * the Content Editor does: the launch check lists its claim).
 */
async function refusal(
  db: Db,
  value: ChatTopicFormValue,
  id: number | undefined,
): Promise<SaveResult | null> {
  const stored = id === undefined ? undefined : await findChatTopic(db, id)
  if (id !== undefined && !stored) return { ok: false, reason: 'not-found' }
  const others = await listOtherChatTopics(db, value.assistant, id)
  if (others.some((t) => t.key === value.key)) return refuse('key', 'keyTaken')
  if (stored && messageKinds.includes(stored.kind) && stored.kind !== value.kind)
    return refuse('kind', 'kindFixed')
  if (messageKinds.includes(value.kind) && others.some((t) => t.kind === value.kind))
    return refuse('kind', 'kindTaken')
  const keys = new Set([value.key, ...others.map((t) => t.key)])
  if (value.followUp.some((key) => !keys.has(key))) return refuse('followUp', 'followUpUnknown')
  const input = chatTopicInput(value)
  const self: ChatTopic = {
    ...input,
    id: id ?? 0,
    position: stored?.position ?? Number.MAX_SAFE_INTEGER,
    active: true,
  }
  const claims = await listClaimRows(db)
  for (const lang of languages) {
    const question = input.question[lang]
    if (
      question &&
      isMatchedKind(value.kind) &&
      answeringTopic([...others, self], value.assistant, lang, question) !== value.key
    )
      return refuse(`question${L[lang]}`, 'questionElsewhere')
    const already = new Set(stored ? claimedFigures(stored.kind, stored.answer[lang]) : [])
    const figures = claimedFigures(value.kind, input.answer[lang]).filter((f) => !already.has(f))
    if (figures.length > 0 && !backingClaims(figures, claims, lang))
      return refuse(`answer${L[lang]}`, 'unbackedFigure')
  }
  return null
}

/**
 * The Chat Topics screen, an admin collection (ADR 042): both assistants' topics in matching order,
 * hidden ones too; add, save, move, hide and show, never delete. Every change keeps a version
 * (ADR 046). The welcome and no-match messages cannot be hidden: the chat always has them.
 */
export const chatTopicCollection = {
  list: async (source: DataSource, lang: Lang) =>
    (await listChatTopics(dbOf(source))).map((topic) => ({
      id: topic.id,
      assistant: topic.assistant,
      key: topic.key,
      kind: topic.kind,
      question: topic.question[lang],
      answer: topic.answer[lang],
      active: topic.active,
    })),
  find: (source, id) => findChatTopic(dbOf(source), id),
  name: (topic) => `${topic.assistant}/${topic.key}`,
  edit: (topic) => ({ values: chatTopicFormText(topic) }),
  async save(source, value, id) {
    const db = dbOf(source)
    const refused = await refusal(db, value, id)
    if (refused) return refused
    const input = chatTopicInput(value)
    if (id === undefined) return { ok: true, id: await insertChatTopic(db, input), created: true }
    return (await updateChatTopic(db, id, input))
      ? { ok: true, id, created: false }
      : { ok: false, reason: 'not-found' }
  },
  move: orderedMove({ ids: lockChatTopicOrder, set: setChatTopicOrder, next: moveInOrder }),
  async setHidden(source, id, hidden) {
    const db = dbOf(source)
    const topic = await findChatTopic(db, id)
    if (!topic || (hidden && messageKinds.includes(topic.kind))) return false
    return updateChatTopic(db, id, { active: !hidden })
  },
  hidden: (topic) => !topic.active,
} satisfies CollectionStore<unknown, ChatTopic, ChatTopicFormValue, { values: object }>
