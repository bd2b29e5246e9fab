// The browser's own decoder (React Router's), the reader this encoding is written for: test only.
// eslint-disable-next-line no-restricted-imports
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router'
import { describe, expect, it } from 'vitest'
import { encodeTurboStream, singleFetchActionBody, type JsonLike } from './single-fetch'

/** What the browser's React Router reads from the body. */
async function decoded(text: string) {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text))
      controller.close()
    },
  })
  const result = await decodeViaTurboStream(stream, globalThis)
  await result.done
  return result.value
}

describe('a single-fetch answer written without React Router', () => {
  const shapes: Array<[string, JsonLike]> = [
    ['a success reply', { result: { status: 'success', initialValue: null }, outcome: 'success' }],
    [
      'a refusal with the typed values and repeated strings',
      {
        result: {
          status: 'error',
          initialValue: { email: 'ana@example.com', confirmEmail: 'ana@example.com', consent: 'on' },
          error: {
            email: ['forms.errors.email'],
            phone: ['forms.errors.required'],
            '': ['forms.contact.failure'],
          },
          state: { validated: { email: true, phone: true } },
        },
        outcome: 'invalid',
      },
    ],
    [
      'undefined, null, numbers and booleans',
      { a: undefined, b: null, c: 0, d: -1.5, e: true, f: false, g: [1, 1, 'x', 'x'] },
    ],
    ['an empty object and array', { list: [], map: {} }],
    ['text that needs escaping', { message: 'Line "one"\n\\two\u2028 </script>', 'key with "quote"': 'ñ' }],
    [
      'a guide path',
      { result: { status: 'success' }, outcome: 'success', guidePath: '/playbook/guide?key=abc' },
    ],
  ]
  for (const [name, value] of shapes) {
    it(`${name}: decodes to the same value`, async () => {
      expect(await decoded(singleFetchActionBody(value))).toEqual({ data: value })
    })
  }

  it('writes turbo-stream’s bytes: indexes in order, a repeated value once, undefined and null as codes', () => {
    expect(encodeTurboStream({ a: 'x', b: 'x', c: undefined, d: null })).toBe(
      '[{"_1":2,"_3":2,"_4":-7,"_5":-5},"a","x","b","c","d"]\n',
    )
    expect(encodeTurboStream(null)).toBe('-5\n')
    expect(encodeTurboStream(['a', ['a']])).toBe('[[1,2],"a",[1]]\n')
  })
})
