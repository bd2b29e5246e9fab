// Types for nodemailer's quoted-printable helpers (`nodemailer/lib/qp`, which @types/nodemailer
// does not describe): the encoder nodemailer applies to a text part's content (mail/mime.ts).
declare module 'nodemailer/lib/qp/index.js' {
  /** The bytes of `value` (UTF-8) in quoted-printable, without line wrapping. */
  export function encode(value: string | Buffer): string
  /** Soft line breaks (`=\r\n`) so that no line is longer than `lineLength` (76). */
  export function wrap(encoded: string, lineLength?: number): string
}
