import { describe, expect, it } from 'vitest'
import { languages } from '../routing/locale'
import { chatAssistants, knowledgeBaseFor } from './knowledge'
import { mainKnowledge, mainTopicIds, type MainTopicId } from './main-knowledge'
import { matchTopic, normalizeText, replyTo, welcomeOf } from './matcher'
import { serviceKnowledge, serviceTopicIds, type ServiceTopicId } from './service-knowledge'

const settings = { phone: '(561) 555-0100', email: 'info@example.com' }

describe('the knowledge bases', () => {
  it('the main one has the ten topics of marketing-site.md §9, the service one the seven of network-site.md §9', () => {
    const main = ['greeting', 'costs', 'earnings', 'requirements', 'areas']
    main.push('training', 'timeline', 'contact', 'vehicles', 'technology')
    const service = ['greeting', 'price', 'order', 'area', 'business', 'hours', 'operator']
    for (const lang of languages) {
      expect([...mainKnowledge[lang].topics.map((t) => t.id)].sort()).toEqual([...main].sort())
      expect([...serviceKnowledge[lang].topics.map((t) => t.id)].sort()).toEqual([...service].sort())
      expect(mainKnowledge[lang].topics.map((t) => t.id)).toEqual([...mainTopicIds])
      expect(serviceKnowledge[lang].topics.map((t) => t.id)).toEqual([...serviceTopicIds])
    }
  })

  for (const assistant of chatAssistants) {
    for (const lang of languages) {
      const kb = knowledgeBaseFor(assistant, lang)
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
            const normalized = topic.keywords.map(normalizeText)
            expect(
              normalized.filter((k) => k === ''),
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

  const mainSuggestions: Array<[string, MainTopicId[]]> = [
    ['en', ['costs', 'earnings', 'requirements', 'areas', 'contact']],
    ['es', ['costs', 'earnings', 'requirements', 'areas', 'contact']],
  ]
  it.each(mainSuggestions)(
    'the main welcome (%s) offers the five suggested questions of the spec',
    (lang, expected) => {
      const kb = mainKnowledge[lang as 'en' | 'es']
      const welcome = welcomeOf(kb)
      expect(welcome.suggestions).toHaveLength(5)
      expect(welcome.suggestions.map((q) => matchTopic(kb, q)?.topic.id)).toEqual(expected)
    },
  )

  const mainCases: Array<['en' | 'es', string, MainTopicId | null]> = [
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
    expect(matchTopic(mainKnowledge[lang], text)?.topic.id ?? null).toBe(topic)
  })

  const serviceCases: Array<['en' | 'es', string, ServiceTopicId | null]> = [
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
    expect(matchTopic(serviceKnowledge[lang], text)?.topic.id ?? null).toBe(topic)
  })

  it('states the spec claims in the answers', () => {
    const en = (id: MainTopicId) => mainKnowledge.en.topics.find((t) => t.id === id)!.response
    expect(en('costs')).toContain('1,250 US dollars (subject to change)')
    expect(en('earnings')).toMatch(
      /\$4,000 to \$6,000 per month.*\$8,000 to \$15,000 or more.*\$1,000 or more/,
    )
    expect(en('timeline')).toContain('about 2 weeks')
    for (const city of ['New York', 'Los Angeles', 'Chicago', 'Houston', 'Miami', 'Atlanta']) {
      expect(en('areas')).toContain(city)
    }
    for (const city of ['Dallas', 'Phoenix', 'Las Vegas', 'Richmond']) expect(en('areas')).toContain(city)
    const service = (id: ServiceTopicId) => serviceKnowledge.en.topics.find((t) => t.id === id)!.response
    expect(service('price')).toContain('$12 base fare plus $2 per mile')
    // The hours are the site settings' (filled in by the chat from the settings staff edit).
    expect(service('hours')).toContain('{{hours}}')
    expect(service('area').match(/,/g)).toHaveLength(13)
  })
})
