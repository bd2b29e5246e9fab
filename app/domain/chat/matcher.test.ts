import { describe, expect, it } from 'vitest'
import {
  countKeywordHits,
  fillTemplate,
  matchTopic,
  normalizeText,
  replyTo,
  welcomeOf,
  type KnowledgeBase,
} from './matcher'

type Id = 'alpha' | 'beta' | 'gamma' | 'hello'

/** A small knowledge base whose shape makes ties and counts easy to read. */
const kb: KnowledgeBase<Id> = {
  topics: [
    { id: 'alpha', keywords: ['cost', 'price', 'how much'], response: 'A', followUp: ['beta'] },
    {
      id: 'beta',
      keywords: ['earn', 'how much can i', 'income'],
      response: 'B',
      followUp: ['alpha', 'gamma'],
    },
    { id: 'gamma', keywords: ['zona', 'área', 'año'], response: 'G {{phone}}', followUp: [] },
    { id: 'hello', keywords: ['hi', 'hello'], response: 'H', followUp: [] },
  ],
  questions: { alpha: 'Cost?', beta: 'Earn?', gamma: 'Área?' },
  welcome: { text: 'Welcome to {{name}}', suggestions: ['alpha', 'beta', 'hello'] },
  noMatch: { text: 'No idea, mail {{email}}', followUp: ['alpha'] },
}

describe('normalizeText', () => {
  it.each([
    ['Hello, World!', 'hello world'],
    ['  ¿CUÁNTO   cuesta?  ', 'cuanto cuesta'],
    ['Año\nnuevo', 'ano nuevo'],
    ['$1,250 (USD)', '1 250 usd'],
    ['start-up…costs', 'start up costs'],
    ['ÉLITE über façade', 'elite uber facade'],
    ['', ''],
    ['?!…', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected)
  })
})

describe('countKeywordHits', () => {
  it.each<[string, string[], number]>([
    ['what does it cost', ['cost'], 1],
    ['COST? Price!', ['cost', 'price'], 2],
    // Whole words only.
    ['which costume', ['hi', 'cost'], 0],
    ['costs', ['cost'], 0],
    // A phrase matches as a sequence of whole words.
    ['how much is it', ['how much'], 1],
    ['how very much', ['how much'], 0],
    ['how-much?', ['how much'], 1],
    // Each keyword counts once, however often it occurs.
    ['cost cost cost', ['cost'], 1],
    // Keywords that normalize to the same text count once.
    ['tecnologia', ['tecnología', 'tecnologia'], 1],
    // Accents and case do not matter, on either side.
    ['Área', ['area'], 1],
    ['area', ['ÁREA'], 1],
    ['', ['cost'], 0],
    ['cost', [''], 0],
  ])('%j with %j → %i', (text, keywords, hits) => {
    expect(countKeywordHits(text, keywords)).toBe(hits)
  })
})

describe('matchTopic', () => {
  it.each<[string, Id | null, number]>([
    ['What is the price?', 'alpha', 1],
    ['cost and price', 'alpha', 2],
    // The most hits wins: beta has "how much can i" and "earn", alpha only "how much".
    ['How much can I earn?', 'beta', 2],
    // A tie goes to the topic listed first: "how much" (alpha) vs "income" (beta), 1 each.
    ['how much income', 'alpha', 1],
    // And stays so when the text lists the later topic's keyword first.
    ['income, how much', 'alpha', 1],
    // A greeting loses to any topic listed before it on a tie.
    ['Hi, what does it cost?', 'alpha', 1],
    ['hello', 'hello', 1],
    // Accents, case and punctuation (Spanish).
    ['¿En qué ZONA?', 'gamma', 1],
    ['area', 'gamma', 1],
    ['¿AREA, Año?', 'gamma', 2],
    // No keyword: no match.
    ['What is the weather like?', null, 0],
    ['', null, 0],
    ['   ', null, 0],
    ['¿?¡!', null, 0],
  ])('%j → %s (%i hits)', (text, topic, hits) => {
    const match = matchTopic(kb, text)
    expect(match?.topic.id ?? null).toBe(topic)
    expect(match?.hits ?? 0).toBe(hits)
  })
})

describe('replyTo', () => {
  it('answers with the topic, its response and its follow-up questions', () => {
    expect(replyTo(kb, 'how much can I earn')).toEqual({
      topic: 'beta',
      text: 'B',
      followUp: ['Cost?', 'Área?'],
    })
  })
  it('skips follow-ups without a question and fills placeholders', () => {
    expect(replyTo(kb, 'zona', { phone: '555' })).toEqual({ topic: 'gamma', text: 'G 555', followUp: [] })
  })
  it('gives the no-match answer when nothing matches', () => {
    expect(replyTo(kb, 'weather?', { email: 'x@example.com' })).toEqual({
      topic: null,
      text: 'No idea, mail x@example.com',
      followUp: ['Cost?'],
    })
  })
})

describe('welcomeOf', () => {
  it('fills the text and lists the suggestions that have a question', () => {
    expect(welcomeOf(kb, { name: 'Courier' })).toEqual({
      text: 'Welcome to Courier',
      suggestions: ['Cost?', 'Earn?'],
    })
  })
})

describe('fillTemplate', () => {
  it.each([
    ['Call {{phone}} or {{email}}', { phone: '1', email: 'e' }, 'Call 1 or e'],
    ['Keep {{unknown}}', {}, 'Keep {{unknown}}'],
    ['{{a}}{{a}}', { a: 'x' }, 'xx'],
  ])('%j', (text, values, expected) => {
    expect(fillTemplate(text, values)).toBe(expected)
  })
})
