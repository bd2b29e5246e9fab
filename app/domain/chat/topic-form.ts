import { collectionActionSchema } from '../admin/collection'
import { formText } from '../admin/intents'
import { languages, type Lang } from '../routing/locale'
import { z } from '../zod'
import { chatAssistants, type ChatAssistant } from './assistants'
import { normalizeText } from './matcher'
import { normalizeQuestion } from './questions-inbox'
import {
  chatTopicKinds,
  CITIES_PLACEHOLDER,
  isMatchedKind,
  type ChatTopic,
  type ChatTopicKind,
} from './topics'

/**
 * The Chat Topics screen's form (issue #45 item 3): one schema, read from the raw form text by the
 * page before it posts and by the action through the admin edge. Keywords are typed one per line
 * or separated by commas; follow-ups are topic keys separated by commas. Messages are i18n keys
 * under adminChatTopics.errors.
 */
const E = 'adminChatTopics.errors.'

export const TOPIC_KEY_MAX = 40
export const TOPIC_KEYWORDS_MAX = 60
export const TOPIC_KEYWORD_MAX = 80
export const TOPIC_QUESTION_MAX = 200
export const TOPIC_ANSWER_MAX = 2000
export const TOPIC_FOLLOW_UPS_MAX = 6

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A topic's key: lowercase letters, digits and hyphens. */
export const isTopicKey = (value: string) => KEY.test(value) && value.length <= TOPIC_KEY_MAX

/** Keywords as typed: one per line or separated by commas, blanks dropped, each once. */
export function splitKeywords(text: string): string[] {
  const seen = new Set<string>()
  return text
    .split(/[\n,]+/)
    .map((k) => k.trim())
    .filter((k) => k !== '' && !seen.has(k) && Boolean(seen.add(k)))
}

/** Follow-up keys as typed: separated by commas or spaces, each once. */
export function splitKeys(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))]
}

const keywords = formText().transform((v, ctx) => {
  const list = splitKeywords(v)
  if (list.length > TOPIC_KEYWORDS_MAX) ctx.addIssue({ code: 'custom', message: `${E}tooManyKeywords` })
  if (list.some((k) => k.length > TOPIC_KEYWORD_MAX))
    ctx.addIssue({ code: 'custom', message: `${E}keywordTooLong` })
  if (list.some((k) => normalizeText(k) === '')) ctx.addIssue({ code: 'custom', message: `${E}keywordEmpty` })
  return list
})

const question = formText()
  .pipe(z.string().max(TOPIC_QUESTION_MAX, `${E}tooLong`))
  .refine((v) => !/[\r\n]/.test(v), `${E}oneLine`)

const answer = formText().pipe(z.string().min(1, `${E}required`).max(TOPIC_ANSWER_MAX, `${E}tooLong`))

export const chatTopicFormShape = {
  assistant: formText().pipe(z.enum(chatAssistants, `${E}assistant`)),
  key: formText().pipe(z.string().min(1, `${E}required`).refine(isTopicKey, `${E}key`)),
  kind: formText().pipe(z.enum(chatTopicKinds, `${E}kind`)),
  keywordsEn: keywords,
  keywordsEs: keywords,
  questionEn: question,
  questionEs: question,
  answerEn: answer,
  answerEs: answer,
  followUp: formText().transform((v, ctx) => {
    const keys = splitKeys(v)
    if (keys.length > TOPIC_FOLLOW_UPS_MAX) ctx.addIssue({ code: 'custom', message: `${E}tooManyFollowUps` })
    if (!keys.every(isTopicKey)) ctx.addIssue({ code: 'custom', message: `${E}followUpKey` })
    return keys
  }),
}

export type ChatTopicFormValue = z.output<z.ZodObject<typeof chatTopicFormShape>>

const L = { en: 'En', es: 'Es' } as const satisfies Record<Lang, string>

/**
 * What the fields say together: a matched topic has keywords in both languages; a cities answer
 * names where the list goes, in both.
 */
function topicRules(value: ChatTopicFormValue, ctx: z.RefinementCtx) {
  for (const lang of languages) {
    if (isMatchedKind(value.kind) && value[`keywords${L[lang]}`].length === 0)
      ctx.addIssue({ code: 'custom', path: [`keywords${L[lang]}`], message: `${E}keywordsRequired` })
    if (value.kind === 'cities' && !value[`answer${L[lang]}`].includes(CITIES_PLACEHOLDER))
      ctx.addIssue({ code: 'custom', path: [`answer${L[lang]}`], message: `${E}citiesPlaceholder` })
  }
}

/** Every post of the Chat Topics screen: save the form, move a topic, hide or show it. */
export const chatTopicsActionSchema = collectionActionSchema(
  chatTopicFormShape,
  ['move', 'hide', 'show'],
  topicRules,
)

/** A topic as the repository stores it, from the checked form. */
export function chatTopicInput(v: ChatTopicFormValue) {
  return {
    assistant: v.assistant,
    key: v.key,
    kind: v.kind,
    keywords: { en: v.keywordsEn, es: v.keywordsEs },
    question: { en: v.questionEn, es: v.questionEs },
    answer: { en: v.answerEn, es: v.answerEs },
    followUp: v.followUp,
  }
}
export type ChatTopicInput = ReturnType<typeof chatTopicInput>

export type ChatTopicFormField = keyof typeof chatTopicFormShape

/** The form's text for a stored topic (the edit form's values and its versions); a new one's defaults. */
export function chatTopicFormText(topic: Omit<ChatTopic, 'id' | 'position' | 'active'> | null) {
  return {
    assistant: topic?.assistant ?? 'main',
    key: topic?.key ?? '',
    kind: topic?.kind ?? 'plain',
    keywordsEn: topic?.keywords.en.join(', ') ?? '',
    keywordsEs: topic?.keywords.es.join(', ') ?? '',
    questionEn: topic?.question.en ?? '',
    questionEs: topic?.question.es ?? '',
    answerEn: topic?.answer.en ?? '',
    answerEs: topic?.answer.es ?? '',
    followUp: topic?.followUp.join(', ') ?? '',
  } satisfies Record<ChatTopicFormField, string>
}

/**
 * A new topic's form from an unanswered question (the Chat Questions screen's "Make a topic"): the
 * assistant it was asked of, and in its language the question as a keyword and as the button's
 * question (staff shorten the keyword to the words that matter). Null when the link is not one.
 */
export function topicFromQuestion(params: URLSearchParams): Record<string, string> | null {
  const assistant = chatAssistants.find((a) => a === params.get('assistant'))
  const lang = languages.find((l) => l === params.get('lang'))
  const text = (params.get('question') ?? '').replace(/\s+/g, ' ').trim().slice(0, TOPIC_QUESTION_MAX)
  if (!assistant || !lang || !text) return null
  const keyword = normalizeQuestion(text).slice(0, TOPIC_KEYWORD_MAX)
  return {
    assistant: assistant satisfies ChatAssistant,
    kind: 'plain' satisfies ChatTopicKind,
    [`keywords${L[lang]}`]: keyword,
    [`question${L[lang]}`]: text,
  }
}
