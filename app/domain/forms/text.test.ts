import { describe, expect, it } from 'vitest'
import { cleanFormText, hasLineBreak, singleLine } from './text'

describe('singleLine', () => {
  it.each([
    ['Ana\r\nBcc: victim@example.com', 'Ana Bcc: victim@example.com'],
    ['  two   spaces\tand tab ', 'two spaces and tab'],
    ['nul\u0000byte\u007f', 'nul byte'],
    ['line\u2028separator', 'line separator'],
    ['plain', 'plain'],
  ])('%j → %j', (input, expected) => {
    expect(singleLine(input)).toBe(expected)
    expect(hasLineBreak(singleLine(input))).toBe(false)
  })
  it('cuts long text with an ellipsis', () => {
    const out = singleLine('x'.repeat(500), 20)
    expect(out).toHaveLength(20)
    expect(out.endsWith('…')).toBe(true)
  })
})

describe('cleanFormText', () => {
  it('removes NUL and other control characters; one-line text loses line breaks', () => {
    expect(cleanFormText('Zoë\u0000\u0007x')).toBe('Zoë  x')
    expect(cleanFormText('a\r\nb')).toBe('a  b')
  })
  it('multi-line text keeps its line breaks as LF', () => {
    expect(cleanFormText('a\r\nb\rc\u0000', true)).toBe('a\nb\nc')
  })
  it('replaces lone surrogates', () => {
    expect(cleanFormText('x\uD800y')).toBe('x\uFFFDy')
  })
})
