import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import {
  chatTopicFormText,
  chatTopicsActionSchema,
  isTopicKey,
  splitKeys,
  splitKeywords,
  topicFromQuestion,
} from './topic-form'

const E = 'adminChatTopics.errors.'

const valid = {
  intent: 'save',
  assistant: 'main',
  key: 'pets',
  kind: 'plain',
  keywordsEn: 'pet, pets\ndog',
  keywordsEs: 'mascota, mascotas',
  questionEn: 'Can I deliver pets?',
  questionEs: '¿Puedo entregar mascotas?',
  answerEn: 'No live animals, sorry.',
  answerEs: 'No transportamos animales vivos.',
  followUp: 'costs, contact',
}

function parse(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.set(name, value)
  return parseWithZod(formData, { schema: chatTopicsActionSchema, disableAutoCoercion: true })
}

describe('the chat topic form', () => {
  it('reads keywords (lines or commas), follow-up keys and the texts of both languages', () => {
    const parsed = parse(valid)
    expect(parsed.status).toBe('success')
    expect(parsed.status === 'success' && parsed.value).toMatchObject({
      keywordsEn: ['pet', 'pets', 'dog'],
      keywordsEs: ['mascota', 'mascotas'],
      followUp: ['costs', 'contact'],
    })
  })

  it.each<[string, Record<string, string>, string, string]>([
    ['a key with capitals', { key: 'Pets' }, 'key', `${E}key`],
    ['no key', { key: '' }, 'key', `${E}required`],
    ['an unknown kind', { kind: 'magic' }, 'kind', `${E}kind`],
    ['no English keyword', { keywordsEn: ' , ' }, 'keywordsEn', `${E}keywordsRequired`],
    ['a keyword of punctuation only', { keywordsEs: 'mascota, ¿?' }, 'keywordsEs', `${E}keywordEmpty`],
    ['no Spanish answer', { answerEs: '  ' }, 'answerEs', `${E}required`],
    ['a question on two lines', { questionEn: 'Can I\ndeliver pets?' }, 'questionEn', `${E}oneLine`],
    ['a follow-up that is no key', { followUp: 'costs, Contact Us' }, 'followUp', `${E}followUpKey`],
    ['a cities answer without {{cities}}', { kind: 'cities' }, 'answerEn', `${E}citiesPlaceholder`],
  ])('refuses %s beside its field', (_, change, field, message) => {
    const parsed = parse({ ...valid, ...change })
    expect(parsed.status === 'error' && parsed.error?.[field]).toContain(message)
  })

  it('a welcome or no-match message needs no keyword; a cities answer names where the list goes', () => {
    expect(parse({ ...valid, kind: 'welcome', keywordsEn: '', keywordsEs: '' }).status).toBe('success')
    const cities = { kind: 'cities', answerEn: 'In {{cities}}.', answerEs: 'En {{cities}}.' }
    expect(parse({ ...valid, ...cities }).status).toBe('success')
  })

  it('shows a stored topic as the text it was typed as, and a new one as a plain main topic', () => {
    expect(
      chatTopicFormText({
        assistant: 'service',
        key: 'k',
        kind: 'earnings',
        keywords: { en: ['a', 'b c'], es: ['d'] },
        question: { en: 'Q', es: 'P' },
        answer: { en: 'A', es: 'R' },
        followUp: ['x', 'y'],
      }),
    ).toMatchObject({ keywordsEn: 'a, b c', keywordsEs: 'd', followUp: 'x, y', kind: 'earnings' })
    expect(chatTopicFormText(null)).toMatchObject({ assistant: 'main', kind: 'plain', key: '' })
  })
})

describe('splitKeywords, splitKeys, isTopicKey', () => {
  it.each([
    ['a, b\nc,,\n  d  ', ['a', 'b', 'c', 'd']],
    ['how much, how much', ['how much']],
    ['', []],
  ])('%j → %j', (text, list) => {
    expect(splitKeywords(text)).toEqual(list)
  })
  it('splits keys on commas and spaces, once each', () => {
    expect(splitKeys('a, b c,a')).toEqual(['a', 'b', 'c'])
  })
  it.each([
    ['startup-costs', true],
    ['a1', true],
    ['-a', false],
    ['a--b', false],
    ['Á', false],
    ['x'.repeat(41), false],
  ])('%j is a key: %s', (key, ok) => {
    expect(isTopicKey(key)).toBe(ok)
  })
})

describe('topicFromQuestion: "Make a topic" on an unanswered question', () => {
  it('fills the assistant, and in its language the question as keyword and as suggested question', () => {
    const params = new URLSearchParams({ assistant: 'service', lang: 'es', question: '  ¿Llevan  pianos? ' })
    expect(topicFromQuestion(params)).toEqual({
      assistant: 'service',
      kind: 'plain',
      keywordsEs: 'llevan pianos',
      questionEs: '¿Llevan pianos?',
    })
  })
  it.each([
    'assistant=admin&lang=en&question=x',
    'assistant=main&lang=fr&question=x',
    'assistant=main&lang=en',
  ])('%j fills nothing', (query) => {
    expect(topicFromQuestion(new URLSearchParams(query))).toBeNull()
  })
})
