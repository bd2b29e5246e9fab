import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '#app/.server/db/schema'
import { formKinds, type FormKind } from '#app/domain/forms/options'
import { formSchemas } from '#app/domain/forms/schemas'
import { startMailSink } from '../support/mail-sink.js'
import { deliverOutbox } from '../support/outbox'
import { testContext } from './context'
import { STAFF, statusOf, submit, validFields } from './forms-helpers'
import { createTestDatabase, type TestDatabase } from './test-database'

let t: TestDatabase
let sink: Awaited<ReturnType<typeof startMailSink>>
beforeAll(async () => {
  t = await createTestDatabase()
  sink = await startMailSink()
})
afterAll(async () => {
  await sink?.stop()
  await t?.drop()
})

/** Markup that must never reach a page or an e-mail as markup. */
const MARKUP = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><b>bold</b>']

/** Hostile text: HTML, header-splitting CR/LF, control characters, very long strings. */
const hostile = fc.oneof(
  fc.constantFrom(
    ...MARKUP,
    'Ann\r\nBcc: victim@example.com',
    'Bob\nSubject: spoofed',
    'Zoë\u0000\u0007\u001b[31m',
    '=?utf-8?b?PHNjcmlwdD4=?=',
    '\u2028line\u2029separator',
    'x'.repeat(20_000),
  ),
  fc.string({ maxLength: 200, unit: 'binary' }),
  fc.string({ minLength: 1, maxLength: 80 }).map((s) => `${s}\r\n${s}`),
)

/** A valid submission with some of its text fields replaced by hostile values (kept within limits sometimes). */
function hostileSubmission(kind: FormKind) {
  const base = validFields(kind, 'valid@example.com')
  const keys = Object.keys(base).filter((k) => !['email', 'confirmEmail'].includes(k))
  return fc
    .record(Object.fromEntries(keys.map((k) => [k, fc.option(hostile, { nil: undefined, freq: 2 })])))
    .map((changes) => {
      const fields = { ...base }
      for (const [k, v] of Object.entries(changes)) if (typeof v === 'string') fields[k] = v
      return fields
    })
}

const hasLineBreak = (s: string) => /[\r\n]/.test(s)

describe.each(formKinds)('%s: random and hostile input', (kind) => {
  it('the schema never throws, and what it accepts has no line breaks where a subject is built', () => {
    fc.assert(
      fc.property(
        // Mostly the form's own field names (so some inputs pass), plus random ones.
        fc.dictionary(
          fc.oneof(
            fc.constantFrom(...Object.keys(validFields(kind, 'a@example.com'))),
            fc.string({ maxLength: 20 }),
          ),
          fc.oneof(hostile, fc.boolean(), fc.integer()),
        ),
        (input) => {
          const result = formSchemas[kind].safeParse(input)
          expect(typeof result.success).toBe('boolean')
          if (!result.success) return
          const value = result.data as Record<string, unknown>
          for (const key of ['firstName', 'lastName', 'name', 'contactName', 'companyName']) {
            if (typeof value[key] === 'string') expect(hasLineBreak(value[key] as string)).toBe(false)
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  it('the action never errors, never splits a header and never sends markup unescaped', async () => {
    let ip = 0
    await fc.assert(
      fc.asyncProperty(hostileSubmission(kind), fc.constantFrom('en', 'es'), async (fields, lang) => {
        sink.clear()
        await t.db.delete(outbox)
        const ctx = testContext(t, {
          env: { STAFF_EMAIL: STAFF },
          clientIp: `198.18.${kind.length}.${++ip % 250}`,
        })
        const result = await submit(kind, ctx, fields, lang as 'en' | 'es')
        const status = statusOf(result)
        expect([200, 400]).toContain(status)
        // The answer is data for the form (rendered by React, which escapes), never HTML.
        expect(typeof result.data.result).toBe('object')
        if (status !== 200) return
        await deliverOutbox(t.db, { smtpUrl: sink.url })
        // Staff and the sender; an application also gets the Earnings Claim Statement (issue #35).
        expect(sink.messages).toHaveLength(kind === 'operator-application' ? 3 : 2)
        for (const message of sink.messages) {
          expect(hasLineBreak(message.subject)).toBe(false)
          expect(Object.keys(message.headers)).not.toContain('bcc')
          for (const markup of MARKUP) expect(message.html).not.toContain(markup)
          expect(message.html).not.toMatch(/<script/i)
        }
      }),
      // The first run is the valid submission itself, so every run sees the success path once.
      { numRuns: 12, examples: [[validFields(kind, 'valid@example.com'), 'en']] },
    )
  })
})
