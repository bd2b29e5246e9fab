import { describe, expect, it } from 'vitest'
import { hasLineBreak, singleLine } from './text'

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
