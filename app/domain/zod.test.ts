import { describe, expect, it } from 'vitest'
import { z } from './zod'

describe('the schema library set-up', () => {
  it('never compiles parsers with eval (the CSP has no unsafe-eval)', () => {
    expect(z.config().jitless).toBe(true)
    const schema = z.object({ email: z.string().email(), count: z.number().int().min(1) })
    expect(schema.safeParse({ email: 'a@example.com', count: 2 }).success).toBe(true)
    expect(schema.safeParse({ email: 'nope', count: 0 }).success).toBe(false)
  })

  it('is the only way the app imports zod', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/+types/**', '!./zod.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    expect(Object.keys(sources).length).toBeGreaterThan(100)
    const offenders = Object.entries(sources)
      .filter(([, text]) => /from ['"]zod(\/[^'"]*)?['"]/.test(text))
      .map(([file]) => file)
    expect(offenders).toEqual([])
  })
})
