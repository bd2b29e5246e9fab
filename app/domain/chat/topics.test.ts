import { describe, expect, it } from 'vitest'
import { storedClaim } from '../claims/test-fixtures'
import type { StatedClaim } from '../claims/statement'
import { matchTopic, replyTo, welcomeOf } from './matcher'
import {
  backingClaims,
  builtAnswer,
  chatKnowledge,
  citiesSentence,
  claimedFigures,
  matchingKnowledge,
  type ChatTopic,
} from './topics'

const texts = {
  noCities: 'No city yet: see the map.',
  noEarningsClaim: 'No figure without its basis.',
  disclosure: (c: StatedClaim) => `${c.figure}: ${c.achieved} of ${c.covered} (${c.share}%)`,
  statement: { label: 'Statement', href: '/earnings-claim-statement' },
}
const none = { cities: [], claims: [] }

let nextId = 1
function topic(over: Partial<ChatTopic> & Pick<ChatTopic, 'key'>): ChatTopic {
  const id = nextId++
  return {
    id,
    assistant: 'main',
    kind: 'plain',
    keywords: { en: [over.key], es: [over.key] },
    question: { en: '', es: '' },
    answer: { en: `answer ${over.key}`, es: `respuesta ${over.key}` },
    followUp: [],
    position: id,
    active: true,
    ...over,
  }
}

describe('citiesSentence', () => {
  it.each<[string[], 'en' | 'es', string]>([
    [['Miami'], 'en', 'Miami'],
    [['Miami', 'Dallas'], 'en', 'Miami and Dallas'],
    [['Miami', 'Dallas', 'Richmond'], 'en', 'Miami, Dallas, and Richmond'],
    [['Miami', 'Dallas', 'Richmond'], 'es', 'Miami, Dallas y Richmond'],
    [['Miami', 'Miami'], 'es', 'Miami'],
  ])('%j (%s) → %j', (cities, lang, sentence) => {
    expect(citiesSentence(cities, lang)).toBe(sentence)
  })
})

describe('claimedFigures', () => {
  it.each<[ChatTopic['kind'], string, string[]]>([
    // An earnings answer: every amount.
    ['earnings', 'earn $4,000 to $6,000 per month, a box $1,000+', ['$4,000-$6,000', '$1,000+']],
    ['earnings', 'no figure here', []],
    // Any other answer: only amounts per period (a price is no earnings claim).
    ['plain', 'the package costs $1,250', []],
    ['plain', 'some make $9,000 a month', ['$9,000']],
    ['cities', 'operators in Miami earn $5,000/month', ['$5,000']],
  ])('%s %j → %j', (kind, text, figures) => {
    expect(claimedFigures(kind, text)).toEqual(figures)
  })
})

describe('backingClaims', () => {
  const single = storedClaim({ id: 2, figure: '$4,000 - $6,000' })
  const box = storedClaim({ id: 3, figure: '$1,000+' })
  it('gives the claim of every figure, once each, in order', () => {
    expect(
      backingClaims(['$1,000+', '$4,000-$6,000', '$1,000+'], [single, box], 'en')?.map((c) => c.id),
    ).toEqual([3, 2])
  })
  it('is null when one figure has no claim, or only one without a complete basis', () => {
    expect(backingClaims(['$4,000-$6,000', '$8,000'], [single], 'en')).toBeNull()
    expect(
      backingClaims(['$1,000+'], [storedClaim({ figure: '$1,000+', periodStart: null })], 'en'),
    ).toBeNull()
  })
})

describe('builtAnswer', () => {
  const cities = topic({
    key: 'areas',
    kind: 'cities',
    answer: { en: 'Operators in {{cities}}. Call {{phone}}.', es: 'Operadores en {{cities}}.' },
  })
  it('a cities answer names the markets with operators, in the language', () => {
    const facts = { cities: ['Miami', 'Las Vegas'], claims: [] }
    expect(builtAnswer(cities, 'en', facts, texts)).toEqual({
      text: 'Operators in Miami and Las Vegas. Call {{phone}}.',
      disclosures: [],
    })
    expect(builtAnswer(cities, 'es', facts, texts).text).toBe('Operadores en Miami y Las Vegas.')
  })
  it('with no market that has an operator, it says where the map is instead', () => {
    expect(builtAnswer(cities, 'en', none, texts)).toEqual({ text: texts.noCities, disclosures: [] })
  })

  const earnings = topic({
    key: 'earnings',
    kind: 'earnings',
    answer: {
      en: 'Earn $4,000 to $6,000 per month; a box adds $1,000+ per month.',
      es: 'Gane de $4,000 a $6,000 al mes; un buzón suma $1,000+ al mes.',
    },
  })
  const claims = [
    storedClaim({ id: 2, figure: '$4,000 - $6,000', operatorsCovered: 40, operatorsAchieved: 10 }),
    storedClaim({ id: 3, figure: '$1,000+', operatorsCovered: 20, operatorsAchieved: 5 }),
  ]
  it('an earnings answer whose every figure has a backed claim carries each disclosure line', () => {
    expect(builtAnswer(earnings, 'en', { cities: [], claims }, texts)).toEqual({
      text: earnings.answer.en,
      disclosures: ['$4,000 - $6,000: 10 of 40 (25%)', '$1,000+: 5 of 20 (25%)'],
    })
    expect(builtAnswer(earnings, 'es', { cities: [], claims }, texts).disclosures).toHaveLength(2)
  })
  it('with any figure unbacked (no claim, or a basis not complete) it states no figure at all', () => {
    const unbacked = [claims[0]!, storedClaim({ id: 3, figure: '$1,000+', operatorsAchieved: null })]
    for (const facts of [none, { cities: [], claims: [claims[0]!] }, { cities: [], claims: unbacked }])
      expect(builtAnswer(earnings, 'en', facts, texts)).toEqual({
        text: texts.noEarningsClaim,
        disclosures: [],
      })
  })
  it('a plain answer with an amount per period follows the same rule; a price does not', () => {
    const plain = topic({ key: 'p', answer: { en: 'Make $4,000 to $6,000 a month', es: 'x' } })
    expect(builtAnswer(plain, 'en', none, texts).text).toBe(texts.noEarningsClaim)
    expect(builtAnswer(plain, 'en', { cities: [], claims }, texts).disclosures).toHaveLength(1)
    const price = topic({ key: 'q', answer: { en: 'The kit is $1,250.', es: 'x' } })
    expect(builtAnswer(price, 'en', none, texts).text).toBe('The kit is $1,250.')
  })
})

describe('chatKnowledge', () => {
  const topics = [
    topic({ key: 'welcome', kind: 'welcome', keywords: { en: [], es: [] }, followUp: ['cost', 'gone'] }),
    topic({
      key: 'cost',
      keywords: { en: ['cost'], es: ['costo'] },
      question: { en: 'Cost?', es: '¿Costo?' },
      followUp: ['hi'],
    }),
    topic({ key: 'gone', active: false, question: { en: 'Gone?', es: '¿Ido?' } }),
    topic({ key: 'other', assistant: 'service', question: { en: 'Other?', es: '¿Otro?' } }),
    topic({ key: 'no-match', kind: 'fallback', keywords: { en: [], es: [] }, followUp: ['cost'] }),
    topic({ key: 'hi', keywords: { en: ['hi', 'cost'], es: ['hola'] }, question: { en: 'Hi', es: '' } }),
  ]
  it("is one assistant's shown topics in their order, in one language, with its welcome and no-match", () => {
    const kb = chatKnowledge(topics, 'main', 'es', none, texts)
    expect(kb.topics.map((t) => t.id)).toEqual(['cost', 'hi'])
    expect(kb.topics[0]).toEqual({
      id: 'cost',
      keywords: ['costo'],
      response: 'respuesta cost',
      followUp: ['hi'],
    })
    // A topic without a question in the language is never a button.
    expect(kb.questions).toEqual({ cost: '¿Costo?' })
    expect(welcomeOf(kb)).toEqual({ text: 'respuesta welcome', suggestions: ['¿Costo?'] })
    expect(replyTo(kb, 'nada').text).toBe('respuesta no-match')
    expect(kb.statement).toEqual(texts.statement)
  })
  it('a tie goes to the topic listed first (position, then id)', () => {
    const kb = chatKnowledge(topics, 'main', 'en', none, texts)
    expect(matchTopic(kb, 'what does it cost')?.topic.id).toBe('cost')
    const moved = topics.map((t) => (t.key === 'hi' ? { ...t, position: 0 } : t))
    expect(matchTopic(chatKnowledge(moved, 'main', 'en', none, texts), 'what does it cost')?.topic.id).toBe(
      'hi',
    )
  })
  it('an answer with disclosures carries them to the reply', () => {
    const kb = chatKnowledge(
      [topic({ key: 'e', kind: 'earnings', answer: { en: 'Earn $1,000+ a month', es: 'x' } })],
      'main',
      'en',
      { cities: [], claims: [storedClaim({ figure: '$1,000+' })] },
      texts,
    )
    expect(replyTo(kb, 'e').disclosures).toEqual(['$1,000+: 10 of 40 (25%)'])
  })
  it('the server matches a question against the same keywords (unanswered or not)', () => {
    const kb = matchingKnowledge(topics, 'main', 'en')
    expect(kb.topics.map((t) => t.id)).toEqual(['cost', 'hi'])
    expect(matchTopic(kb, 'hi there')?.topic.id).toBe('hi')
    expect(matchTopic(kb, 'gone')).toBeNull()
  })
})
