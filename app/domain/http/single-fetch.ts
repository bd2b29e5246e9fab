/**
 * React Router's single-fetch answer to a form's data request (`/contact.data`), written without
 * React Router (issue #42, ADR 060): the edge answers a public form's POST itself, and the hydrated
 * form reads that answer as it reads an action's data. The body is turbo-stream's encoding of
 * `{ data: <the action's data> }`, for plain JSON values (objects, arrays, strings, numbers,
 * booleans, null; undefined in an object or array), the same bytes React Router writes for them:
 * every value gets an index in one array, an object is `{"_<key's index>":<value's index>}`,
 * a value met again is written once (strings and numbers by value, as turbo-stream keeps them),
 * and undefined and null are the negative codes -7 and -5. Pure; the test decodes it with React
 * Router's own decoder and compares it with React Router's encoding.
 */

/** The headers of every single-fetch answer (React Router's generateSingleFetchResponse). */
export const SINGLE_FETCH_HEADERS = {
  'Content-Type': 'text/x-script',
  'X-Remix-Response': 'yes',
} as const

const UNDEFINED = -7
const NULL = -5
const NAN = -2
const POSITIVE_INFINITY = -6
const NEGATIVE_INFINITY = -3
const NEGATIVE_ZERO = -4

export type JsonLike =
  string | number | boolean | null | undefined | readonly JsonLike[] | { readonly [key: string]: JsonLike }

/** The turbo-stream text of `value` (one line, ending in a newline). */
export function encodeTurboStream(value: JsonLike): string {
  const indices = new Map<unknown, number>()
  const out: string[] = []
  let next = 0
  const stack: Array<[JsonLike, number]> = []
  const indexOf = (v: JsonLike): number | [number] => {
    const existing = indices.get(v)
    // turbo-stream's quirk, kept for the same bytes: the value at index 0 is never referred back to.
    if (existing) return [existing]
    if (v === undefined) return UNDEFINED
    if (v === null) return NULL
    if (typeof v === 'number') {
      if (Number.isNaN(v)) return NAN
      if (v === Infinity) return POSITIVE_INFINITY
      if (v === -Infinity) return NEGATIVE_INFINITY
      if (v === 0 && 1 / v < 0) return NEGATIVE_ZERO
    }
    const index = next++
    indices.set(v, index)
    stack.push([v, index])
    return index
  }
  const root = indexOf(value)
  if (typeof root === 'number' && root < 0) return `${root}\n`
  while (stack.length > 0) {
    const [v, index] = stack.pop()!
    if (typeof v !== 'object' || v === null) {
      out[index] = JSON.stringify(v)
    } else if (Array.isArray(v)) {
      out[index] = `[${v.map((item, i) => (i in v ? indexOf(item) : -1)).join(',')}]`
    } else {
      const record = v as { readonly [key: string]: JsonLike }
      out[index] = `{${Object.keys(record)
        .map((k) => `"_${indexOf(k)}":${indexOf(record[k])}`)
        .join(',')}}`
    }
  }
  return `[${out.join(',')}]\n`
}

/** The body of a single-fetch answer carrying an action's data. */
export function singleFetchActionBody(actionData: JsonLike): string {
  return encodeTurboStream({ data: actionData })
}
