import { describe, expect, it } from 'vitest'
import {
  asksToHandle,
  countByStatus,
  filterGroups,
  groupQuestions,
  markHandledSchema,
  normalizeQuestion,
  parseQuestionFilter,
  QUESTIONS_CSV_HEADER,
  questionPage,
  questionsCsvFileName,
  type AskedQuestion,
} from './questions-inbox'
import { questionsCsv } from './questions-csv'

const at = (iso: string) => new Date(iso)
let nextId = 1
function ask(over: Partial<AskedQuestion> & Pick<AskedQuestion, 'text' | 'createdAt'>): AskedQuestion {
  return {
    id: nextId++,
    assistant: 'main',
    lang: 'en',
    page: null,
    handledAt: null,
    handledByEmail: null,
    ...over,
  }
}

describe('normalizeQuestion: the same question, whatever its case, accents, spaces and ¿?¡!', () => {
  it.each([
    ['  Do you deliver   pets? ', 'do you deliver pets'],
    ['DO YOU DELIVER PETS', 'do you deliver pets'],
    ['¿Entregan mascotas?', 'entregan mascotas'],
    ['¡¿Cuánto   cuesta el camión?!', 'cuanto cuesta el camion'],
    ['Is it $1,250?', 'is it $1,250'],
  ])('%j → %j', (text, normalized) => {
    expect(normalizeQuestion(text)).toBe(normalized)
  })
})

describe('groupQuestions', () => {
  const asks = [
    ask({ text: 'Do you deliver pets?', createdAt: at('2026-03-01T10:00:00Z'), page: '/' }),
    ask({ text: 'do you deliver pets', createdAt: at('2026-03-03T10:00:00Z'), page: '/opportunity' }),
    ask({ text: 'DO YOU DELIVER PETS??', createdAt: at('2026-03-02T10:00:00Z'), page: '/' }),
    // The same words in Spanish pages are another question: the language is part of it.
    ask({ text: 'Do you deliver pets?', lang: 'es', createdAt: at('2026-03-04T10:00:00Z'), page: '/es' }),
    ask({ text: 'Is there a franchise fee?', createdAt: at('2026-02-01T10:00:00Z') }),
  ]

  it('one row per language and normalized text: latest wording, pages, count, first and last asked', () => {
    const groups = groupQuestions(asks)
    expect(groups.map((g) => [g.lang, g.key, g.count])).toEqual([
      ['es', 'do you deliver pets', 1],
      ['en', 'do you deliver pets', 3],
      ['en', 'is there a franchise fee', 1],
    ])
    const pets = groups[1]!
    expect(pets.text).toBe('do you deliver pets')
    expect(pets.firstAsked).toEqual(at('2026-03-01T10:00:00Z'))
    expect(pets.lastAsked).toEqual(at('2026-03-03T10:00:00Z'))
    // Each page once, the most recent first.
    expect(pets.pages).toEqual(['/opportunity', '/'])
    expect(groups[2]!.pages).toEqual([])
    expect(groups.every((g) => g.status === 'open')).toBe(true)
  })

  it('a group is handled when every ask is; asked again afterwards, it is open again', () => {
    const handledAt = at('2026-03-05T09:00:00Z')
    const handled = asks.map((a) =>
      a.lang === 'en' && normalizeQuestion(a.text) === 'do you deliver pets'
        ? { ...a, handledAt, handledByEmail: 'staff@example.com' }
        : a,
    )
    const pets = groupQuestions(handled).find((g) => g.lang === 'en' && g.count === 3)!
    expect(pets).toMatchObject({ status: 'handled', handledAt, handledBy: 'staff@example.com' })
    const again = groupQuestions([
      ...handled,
      ask({ text: 'Do you deliver pets?', createdAt: at('2026-03-06T10:00:00Z') }),
    ]).find((g) => g.lang === 'en' && g.key === 'do you deliver pets')!
    expect(again).toMatchObject({ status: 'open', count: 4, lastAsked: at('2026-03-06T10:00:00Z') })
    expect(countByStatus(groupQuestions(handled))).toEqual({ open: 2, handled: 1 })
    expect(filterGroups(groupQuestions(handled), { status: 'handled' }).map((g) => g.key)).toEqual([
      'do you deliver pets',
    ])
    expect(filterGroups(groupQuestions(handled), { status: null })).toHaveLength(3)
  })

  it('"Mark handled" takes the open asks of that group and language asked up to the last one shown', () => {
    const later = ask({ text: 'Do you deliver pets', createdAt: at('2026-03-09T10:00:00Z') })
    const ids = asksToHandle([...asks, later], {
      lang: 'en',
      key: 'do you deliver pets',
      upTo: at('2026-03-03T10:00:00Z'),
    })
    expect(ids.sort()).toEqual([asks[0]!.id, asks[1]!.id, asks[2]!.id].sort())
  })
})

describe('the filter and the posts', () => {
  it('open by default; handled; all', () => {
    expect(parseQuestionFilter(new URLSearchParams())).toEqual({ status: 'open' })
    expect(parseQuestionFilter(new URLSearchParams('status=handled'))).toEqual({ status: 'handled' })
    expect(parseQuestionFilter(new URLSearchParams('status=all'))).toEqual({ status: null })
    expect(parseQuestionFilter(new URLSearchParams('status=nonsense'))).toEqual({ status: 'open' })
  })

  it('keeps the page path only: no query (it may hold a token), nothing that is not a path', () => {
    expect(questionPage('/es/playbook/guide?key=secret#x')).toBe('/es/playbook/guide')
    expect(questionPage('/opportunity')).toBe('/opportunity')
    for (const bad of [undefined, '', 'https://evil.example/', '//evil.example', 'opportunity']) {
      expect(questionPage(bad)).toBeNull()
    }
  })

  it('"Mark handled" posts the language, the normalized text and an ISO time', () => {
    expect(
      markHandledSchema.parse({ intent: 'handle', lang: 'es', key: 'x', upTo: '2026-03-03T10:00:00.000Z' }),
    ).toEqual({ intent: 'handle', lang: 'es', key: 'x', upTo: at('2026-03-03T10:00:00Z') })
    expect(markHandledSchema.safeParse({ intent: 'handle', lang: 'fr', key: 'x', upTo: 'now' }).success).toBe(
      false,
    )
  })
})

describe('questionsCsv', () => {
  it('the rows of the screen, times in ISO, formulas kept as text', () => {
    const groups = groupQuestions([
      ask({ text: '=HYPERLINK("http://evil.example")', createdAt: at('2026-03-01T10:00:00Z'), page: '/' }),
      ask({
        text: 'Do you deliver pets, too?',
        createdAt: at('2026-03-02T10:00:00Z'),
        page: '/opportunity',
        handledAt: at('2026-03-03T08:00:00Z'),
        handledByEmail: 'staff@example.com',
      }),
    ])
    const lines = questionsCsv(groups).split('\r\n')
    expect(lines[0]).toBe(QUESTIONS_CSV_HEADER.join(','))
    expect(lines[1]).toBe(
      '"Do you deliver pets, too?",en,/opportunity,1,2026-03-02T10:00:00.000Z,2026-03-02T10:00:00.000Z,handled,2026-03-03T08:00:00.000Z,staff@example.com',
    )
    expect(lines[2]).toBe(
      `"'=HYPERLINK(""http://evil.example"")",en,/,1,2026-03-01T10:00:00.000Z,2026-03-01T10:00:00.000Z,open,,`,
    )
    expect(lines).toHaveLength(4)
    expect(questionsCsvFileName({ status: null }, at('2026-03-04T00:00:00Z'))).toBe(
      'chat-questions-all-2026-03-04.csv',
    )
  })
})
