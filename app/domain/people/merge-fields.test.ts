import { describe, expect, it } from 'vitest'
import { personMessage, renderMergeFields, unknownMergeFields } from './merge-fields'

describe('merge fields', () => {
  it.each([
    ['Hi {{firstName}}', { firstName: 'Ana' }, 'Hi Ana'],
    ['Hi {{ firstName }} {{lastName}}', { firstName: 'Ana', lastName: 'Ruiz' }, 'Hi Ana Ruiz'],
    ['{{businessName}} in {{city}}', { businessName: 'Fast Co', city: 'Austin' }, 'Fast Co in Austin'],
    ['Hi {{firstName}},', { firstName: null }, 'Hi ,'],
    ['No fields', {}, 'No fields'],
    ['{{unknown}} stays', { firstName: 'Ana' }, '{{unknown}} stays'],
  ])('renders %j', (text, values, expected) => {
    expect(renderMergeFields(text, values)).toBe(expected)
  })

  it.each([
    ['Hi {{firstName}} {{city}}', []],
    ['Hi {{frstName}} and {{ phone }} and {{frstName}}', ['frstName', 'phone']],
    ['{{}}', ['']],
    ['{ firstName }', []],
  ])('names the unknown fields of %j', (text, unknown) => {
    expect(unknownMergeFields(text)).toEqual(unknown)
  })

  it("writes the message in the person's language", () => {
    const template = {
      subjectEn: 'Hello {{firstName}}',
      subjectEs: 'Hola {{firstName}}',
      bodyEn: 'See you in {{city}}.',
      bodyEs: 'Nos vemos en {{city}}.',
    }
    expect(personMessage(template, { lang: 'es', firstName: 'Ana', city: 'Miami' })).toEqual({
      lang: 'es',
      subject: 'Hola Ana',
      body: 'Nos vemos en Miami.',
    })
    expect(personMessage(template, { lang: 'en', firstName: null, city: 'Miami' })).toEqual({
      lang: 'en',
      subject: 'Hello',
      body: 'See you in Miami.',
    })
  })
})
