import { describe, expect, it } from 'vitest'
import { chatAssistants } from '#app/domain/chat/assistants'
import { matchTopic, normalizeText, replyTo, welcomeOf } from '#app/domain/chat/matcher'
import { chatTopicsActionSchema, chatTopicFormText } from '#app/domain/chat/topic-form'
import { isMatchedKind } from '#app/domain/chat/topics'
import { findBusinessDetails } from '#app/domain/content/business-details'
import { languages, type Lang } from '#app/domain/routing/locale'
import { parseWithZod } from '@conform-to/zod/v4'
import { seededKnowledge, seededTopics } from '../../../../tests/support/chat-knowledge'
import { chatTopicSeed } from './chat-topics'

/**
 * The chat topics a new site starts with (issue #45 item 3): the spec's ten main topics and seven
 * service ones (marketing-site.md §9, network-site.md §9), with the welcome and no-match messages,
 * as the chat is sent them. Formerly the knowledge bases in code (ADR 010, superseded by ADR 059).
 */
const settings = { phone: '(561) 555-0100', email: 'info@example.com' }
const keysOf = (assistant: string) =>
  chatTopicSeed.filter((t) => t.assistant === assistant && isMatchedKind(t.kind)).map((t) => t.key)

describe('the seeded chat topics', () => {
  it('the main assistant has the ten topics of marketing-site.md §9, the service one the seven of network-site.md §9', () => {
    expect(keysOf('main')).toEqual([
      'costs',
      'earnings',
      'vehicles',
      'technology',
      'training',
      'timeline',
      'areas',
      'requirements',
      'contact',
      'greeting',
    ])
    expect(keysOf('service')).toEqual(['price', 'order', 'business', 'operator', 'hours', 'area', 'greeting'])
    for (const assistant of chatAssistants) {
      const kinds = chatTopicSeed.filter((t) => t.assistant === assistant).map((t) => t.kind)
      expect(kinds.filter((k) => k === 'welcome')).toHaveLength(1)
      expect(kinds.filter((k) => k === 'fallback')).toHaveLength(1)
    }
  })

  it('every seeded topic passes the Chat Topics form, as staff would save it', () => {
    for (const topic of chatTopicSeed) {
      const formData = new FormData()
      formData.set('intent', 'save')
      for (const [name, value] of Object.entries(chatTopicFormText(topic))) formData.set(name, value)
      const parsed = parseWithZod(formData, { schema: chatTopicsActionSchema, disableAutoCoercion: true })
      expect(parsed.status === 'error' ? parsed.error : 'success', `${topic.assistant}/${topic.key}`).toBe(
        'success',
      )
    }
  })

  it('no answer copies a phone, e-mail address or hour: they name the settings through placeholders', () => {
    expect(findBusinessDetails(chatTopicSeed.map((t) => t.answer))).toEqual([])
  })

  for (const assistant of chatAssistants) {
    for (const lang of languages) {
      const kb = seededKnowledge(assistant, lang)
      describe(`${assistant} (${lang})`, () => {
        it('every question a button can send is answered by its own topic', () => {
          for (const [id, question] of Object.entries(kb.questions)) {
            expect(matchTopic(kb, question!)?.topic.id, question).toBe(id)
          }
        })
        it('every offered follow-up has a question', () => {
          const offered = [
            ...kb.welcome.suggestions,
            ...kb.noMatch.followUp,
            ...kb.topics.flatMap((t) => t.followUp),
          ]
          for (const id of offered) expect(kb.questions, id).toHaveProperty(id)
        })
        it('the greeting is listed last, so any topic beats it on a tie', () => {
          expect(kb.topics.at(-1)!.id).toBe('greeting')
        })
        it('no keyword is empty once normalized, and none repeats within a topic', () => {
          for (const topic of kb.topics) {
            expect(
              topic.keywords.map(normalizeText).filter((k) => k === ''),
              topic.id,
            ).toEqual([])
            // Different spellings may normalize alike on purpose (accented and plain); they count once.
            expect(new Set(topic.keywords).size, topic.id).toBe(topic.keywords.length)
          }
        })
        it('answers in its own language with the placeholders filled', () => {
          const contact = replyTo(kb, 'zzzz qqqq', settings)
          expect(contact.topic).toBeNull()
          expect(contact.text).not.toMatch(/\{\{/)
          expect(contact.followUp.length).toBeGreaterThan(0)
        })
      })
    }
  }

  it.each(languages)('the main welcome (%s) offers the five suggested questions of the spec', (lang) => {
    const kb = seededKnowledge('main', lang)
    const welcome = welcomeOf(kb)
    expect(welcome.suggestions.map((q) => matchTopic(kb, q)?.topic.id)).toEqual([
      'costs',
      'earnings',
      'requirements',
      'areas',
      'contact',
    ])
  })

  const mainCases: Array<[Lang, string, string | null]> = [
    ['en', 'What are the startup costs?', 'costs'],
    ['en', 'how much is the initial INVESTMENT', 'costs'],
    ['en', 'How much money can I make per month?', 'earnings'],
    ['en', 'Do I need my own car?', 'vehicles'],
    ['en', 'Do you have an app for drivers?', 'technology'],
    ['en', 'I have no experience, do you offer training?', 'training'],
    ['en', 'How long until I am up and running?', 'timeline'],
    ['en', 'Which cities are available?', 'areas'],
    ['en', 'What are the requirements?', 'requirements'],
    ['en', 'Can I book a call with someone?', 'contact'],
    ['en', 'Hello!', 'greeting'],
    ['en', 'hi, what does it cost?', 'costs'],
    ['en', 'What is the meaning of life?', null],
    ['es', '¿Cuáles son los costos iniciales?', 'costs'],
    ['es', 'cuanto cuesta la inversion', 'costs'],
    ['es', '¿CUÁNTO PUEDO GANAR al mes?', 'earnings'],
    ['es', '¿Necesito un vehículo propio?', 'vehicles'],
    ['es', '¿Tienen una aplicación?', 'technology'],
    ['es', '¿Ofrecen capacitación?', 'training'],
    ['es', '¿Cuánto tiempo tarda?', 'timeline'],
    ['es', '¿En qué ciudades están?', 'areas'],
    ['es', '¿Cuáles son los requisitos?', 'requirements'],
    ['es', 'Quiero agendar una cita', 'contact'],
    ['es', '¡Hola!', 'greeting'],
    ['es', 'xyz', null],
  ]
  it.each(mainCases)('main (%s) %j → %s', (lang, text, topic) => {
    expect(matchTopic(seededKnowledge('main', lang), text)?.topic.id ?? null).toBe(topic)
  })

  const serviceCases: Array<[Lang, string, string | null]> = [
    ['en', 'What are your prices per mile?', 'price'],
    ['en', 'How do I book a pickup?', 'order'],
    ['en', 'Do you deliver in Boca Raton?', 'area'],
    ['en', 'We are a company with recurring volume', 'business'],
    ['en', 'Are you open on Sunday?', 'hours'],
    ['en', 'I want to become a driver', 'operator'],
    ['en', 'hey', 'greeting'],
    ['en', 'blue whales', null],
    ['es', '¿Cuánto cobran por milla?', 'price'],
    ['es', 'Quiero hacer un pedido', 'order'],
    ['es', '¿Cubren Fort Lauderdale?', 'area'],
    ['es', 'Tengo una empresa', 'business'],
    ['es', '¿Abren el sábado?', 'hours'],
    ['es', 'Quiero trabajar como conductor', 'operator'],
    ['es', 'buenas', 'greeting'],
    ['es', 'ballenas azules', null],
  ]
  it.each(serviceCases)('service (%s) %j → %s', (lang, text, topic) => {
    expect(matchTopic(seededKnowledge('service', lang), text)?.topic.id ?? null).toBe(topic)
  })

  it('states the spec claims in the answers; the earnings figures as the register writes them', () => {
    const en = (assistant: string, key: string) =>
      seededTopics.find((t) => t.assistant === assistant && t.key === key)!.answer.en
    expect(en('main', 'costs')).toContain('1,250 US dollars (subject to change)')
    expect(en('main', 'earnings')).toMatch(/\$4,000 to \$6,000 per month.*\$8,000 to \$15,000\+.*\$1,000\+/)
    expect(en('main', 'timeline')).toContain('about 2 weeks')
    expect(en('main', 'areas')).toContain('{{cities}}')
    expect(en('service', 'price')).toContain('$12 base fare plus $2 per mile')
    // The hours are the site settings' (filled in by the chat from the settings staff edit).
    expect(en('service', 'hours')).toContain('{{hours}}')
    expect(en('service', 'area').match(/,/g)).toHaveLength(13)
  })
})
