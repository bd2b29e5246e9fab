import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const NEEDLE = '<link rel="modulepreload"'
const REPLACEMENT = '<link rel="modulepreload" fetchpriority="low"'

/**
 * A stream over the server-rendered HTML that gives the page's module preloads (some 25 scripts
 * for hydration, written by React Router into the head) a low fetch priority, so that on a slow
 * connection the stylesheet, the document and the first image are not sharing the line with them
 * before the first paint. The scripts still start downloading at once.
 *
 * A tag split across two chunks is handled: the end of a chunk that could begin the tag waits for
 * the next chunk.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = ''
  // A character of several bytes may be split between two chunks: decode across them.
  const decoder = new StringDecoder('utf8')
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk))
      const keep = partialNeedleAtEnd(text)
      carry = text.slice(text.length - keep)
      done(null, text.slice(0, text.length - keep).replaceAll(NEEDLE, REPLACEMENT))
    },
    flush(done) {
      done(null, (carry + decoder.end()).replaceAll(NEEDLE, REPLACEMENT))
    },
  })
}

/** How many characters at the end of `text` are the start of the tag (0 when none). */
function partialNeedleAtEnd(text: string): number {
  for (let n = Math.min(NEEDLE.length - 1, text.length); n > 0; n--) {
    if (NEEDLE.startsWith(text.slice(text.length - n))) return n
  }
  return 0
}
