import { describe, expect, it } from 'vitest'
import { z } from '#app/domain/zod'
import { isAcceptableText, normalizeLineBreaks, visitorEmail, visitorText } from './visitor-text'

describe('the rule for text from visitors', () => {
  it.each([
    ['Zoë Ñandú', true, true],
    ['O’Brien & Sons <b>', true, true],
    ['emoji 🚚 and CJK 快递', true, true],
    ['tab\there', false, true],
    ['line\nbreak', false, true],
    ['line\r\nbreak', false, true],
    ['cr\ronly', false, true],
    ['line\u2028separator', false, true],
    ['para\u2029separator', false, true],
    ['nul\u0000', false, false],
    ['bell\u0007', false, false],
    ['escape\u001b[31m', false, false],
    ['vertical\u000btab', false, false],
    ['form\u000cfeed', false, false],
    ['del\u007f', false, false],
    ['c1\u0085next-line', false, false],
    ['c1\u009b', false, false],
    ['lone \uD800 surrogate', false, false],
    ['lone \uDC00 low', false, false],
  ])('%j: one-line %s, multi-line %s', (text, line, multiline) => {
    expect(isAcceptableText(text, 'line')).toBe(line)
    expect(isAcceptableText(text, 'multiline')).toBe(multiline)
  })

  it('stores multi-line text with LF line breaks', () => {
    expect(normalizeLineBreaks('a\r\nb\rc\u2028d\u2029e\nf')).toBe('a\nb\nc\nd\ne\nf')
  })

  it('a Zod field refuses with its own message only, and keeps line breaks where allowed', () => {
    const name = visitorText('line', { required: 'required', control: 'control' }).trim().min(1, 'required')
    const crlf = name.safeParse('Ann\r\nBcc: victim@example.com')
    expect(crlf.success).toBe(false)
    expect(crlf.error?.issues.map((i) => i.message)).toEqual(['control'])
    expect(name.safeParse('\u0000').error?.issues.map((i) => i.message)).toEqual(['control'])
    expect(name.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['required'])
    expect(name.parse('  Ann  ')).toBe('Ann')
    const notes = visitorText('multiline', { control: 'control' }).trim()
    expect(notes.parse('first\r\nsecond\tcolumn')).toBe('first\nsecond\tcolumn')
    expect(notes.safeParse('first\u0000').success).toBe(false)
  })

  it('a Zod e-mail field uses the one address rule', () => {
    const email = z.object({ email: visitorEmail({ required: 'required', invalid: 'invalid' }) })
    expect(email.parse({ email: ' ana@example.com ' })).toEqual({ email: 'ana@example.com' })
    for (const bad of ['"q"@example.test', 'a@[127.0.0.1]', '<a@example.test>']) {
      expect(email.safeParse({ email: bad }).error?.issues.map((i) => i.message)).toEqual(['invalid'])
    }
    expect(email.safeParse({}).error?.issues.map((i) => i.message)).toEqual(['required'])
  })
})
