import type Mail from 'nodemailer/lib/mailer'
import { encode, wrap } from 'nodemailer/lib/qp/index.js'

/**
 * A body part nodemailer sends as it is (`{ raw }`: mail-composer reads it for `html` and `text`,
 * which @types/nodemailer leaves out of those two fields).
 */
export type RawPart = Mail.AttachmentLike

export const rawPart = (raw: string): RawPart => ({ raw }) as RawPart

/**
 * A text part's content in quoted-printable, lines of at most 76 characters: what nodemailer writes
 * for an HTML or text part (its `qp` encoder, the one it picks for text that is mostly Latin).
 */
export function quotedPrintable(value: string): string {
  return wrap(encode(value), 76)
}

/**
 * One text part of a message as nodemailer's `raw` MIME node (its headers and its encoded
 * content, as nodemailer would write them for `html` or `text`). Given to `sendMail` as
 * `{ html: { raw } }`, nodemailer still builds the message around it (multipart/alternative, the
 * message headers) and encodes nothing itself.
 */
export function rawTextPart(type: 'html' | 'plain', encoded: string): string {
  return `Content-Type: text/${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${encoded}`
}

/**
 * A rendered body cut at its personal parts (ADR 061): `pieces[i]` comes before `fields[i]`, the
 * last piece after the last field; `encoded[i]` is `pieces[i]` in quoted-printable, made once.
 */
export type SplitBody = { pieces: string[]; encoded: string[]; fields: string[] }

/**
 * `encoded` with its last line at most 75 characters, so that a soft line break (`=`) can follow
 * it within the 76 of RFC 2045: a longer last line is broken before its 75th character, never
 * inside an `=XX` sequence nor between the bytes of one UTF-8 character.
 */
function joinable(encoded: string): string {
  const start = encoded.lastIndexOf('\n') + 1
  if (encoded.length - start <= 75) return encoded
  let cut = start + 75
  if (encoded[cut - 1] === '=') cut -= 1
  else if (encoded[cut - 2] === '=') cut -= 2
  // A continuation byte (=80 to =BF) belongs with the sequence before it.
  while (cut - start > 3 && /^=[89AB][0-9A-F]$/.test(encoded.slice(cut, cut + 3))) cut -= 3
  return `${encoded.slice(0, cut)}=\r\n${encoded.slice(cut)}`
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Cuts `rendered` at every occurrence of a placeholder (`placeholders`: field → placeholder). A
 * longer placeholder is matched first, so one that begins another is never matched inside it.
 */
export function splitBody(rendered: string, placeholders: ReadonlyMap<string, string>): SplitBody {
  const byPlaceholder = new Map([...placeholders].map(([field, placeholder]) => [placeholder, field]))
  const pattern = new RegExp(
    [...byPlaceholder.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  )
  const pieces: string[] = []
  const fields: string[] = []
  let from = 0
  for (const match of rendered.matchAll(pattern)) {
    pieces.push(rendered.slice(from, match.index))
    fields.push(byPlaceholder.get(match[0])!)
    from = match.index + match[0].length
  }
  pieces.push(rendered.slice(from))
  return {
    pieces,
    // Every piece but the last may be followed by a soft line break in a filled body.
    encoded: pieces.map((piece, i) =>
      i < fields.length ? joinable(quotedPrintable(piece)) : quotedPrintable(piece),
    ),
    fields,
  }
}

/**
 * The body with each field's value put in (`values`: field → the text to put there, escaped as the
 * part needs), and the same in quoted-printable: the shared pieces as encoded once, each value
 * encoded now, joined by soft line breaks (`=\r\n`, which a reader removes: RFC 2045 §6.7 rule 5),
 * so the decoded part is exactly `content`, and no line is longer than 76 characters.
 */
export function fillBody(split: SplitBody, values: ReadonlyMap<string, string>) {
  let content = split.pieces[0]!
  const encoded: string[] = split.encoded[0] ? [split.encoded[0]] : []
  for (let i = 0; i < split.fields.length; i++) {
    const value = values.get(split.fields[i]!)!
    const piece = split.pieces[i + 1]!
    content += value + piece
    // A soft break inside a line is harmless: a value's last line is kept short in any case.
    if (value) encoded.push(joinable(quotedPrintable(value)))
    if (piece) encoded.push(split.encoded[i + 1]!)
  }
  return { content, encoded: encoded.join('=\r\n') }
}
